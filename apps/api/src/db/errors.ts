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
