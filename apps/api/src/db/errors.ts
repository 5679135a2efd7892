/**
 * PostgreSQL error classes the API turns into a client's error instead of a 500
 * (https://www.postgresql.org/docs/current/errcodes-appendix.html).
 */
function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** unique_violation: a concurrent request took the same e-mail, provider id or key. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * Class 22 "data exception": a value the column cannot hold (a NUL byte, an out-of-range
 * number, a bad date). Errors that already carry an HTTP status are Fastify's, not the database's.
 */
export function isDataError(error: unknown): boolean {
  const code = sqlState(error);
  return code !== undefined && /^22[0-9A-Z]{3}$/.test(code) && !('statusCode' in (error as object));
}

/**
 * SQLSTATEs of a database that is down, restarting or refusing connections: class 08
 * (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
 * cannot_connect_now, 53300 too_many_connections.
 */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** Socket errors of a server that is not there (refused, reset, unreachable, unresolved). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** What `pg`, its pool and Kysely throw when a connection dropped or none came in time (they carry no code). */
const CONNECTION_LOST = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Postgres connection has been discarded',
];

/**
 * The database could not be reached, or dropped the connection mid-request (a restart, a
 * failover, the pool's wait for a connection running out), or another server a request
 * needed refused the connection: nothing the client sent was wrong, and trying again
 * shortly may work. Follows `cause` and an AggregateError's errors (a host name with
 * several addresses refuses on each).
 */
export function isUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const code = sqlState(error);
  if (code !== undefined && (UNAVAILABLE_STATE.test(code) || SOCKET_CODES.has(code))) return true;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && CONNECTION_LOST.some((text) => message.startsWith(text))) return true;
  const inner = [(error as { cause?: unknown }).cause, ...((error as { errors?: unknown }).errors instanceof Array ? (error as { errors: unknown[] }).errors : [])];
  return inner.some((each) => isUnreachable(each, depth + 1));
}
