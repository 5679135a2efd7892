import type { FastifyRequest } from 'fastify';

/** Query keys whose values are credentials: tokens in mailed links, OAuth codes and states, passwords. */
const SECRET_KEYS = new Set(['code', 'state', 'key', 'apikey', 'api_key', 'otp', 'sig', 'signature', 'nonce', 'session', 'auth', 'jwt']);
const SECRET_PARTS = ['token', 'password', 'secret', 'credential'];

export const REDACTED = '[REDACTED]';

function isSecretKey(rawKey: string): boolean {
  let key = rawKey;
  try {
    key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
  } catch {
    // a malformed escape: judge the raw text
  }
  key = key.trim().toLowerCase();
  return SECRET_KEYS.has(key) || SECRET_PARTS.some((part) => key.includes(part));
}

/**
 * A URL as it may be logged: the value of every secret-named query parameter replaced,
 * the rest as it came (`/reset-password?token=…&lang=th` -> `/reset-password?token=[REDACTED]&lang=th`).
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const hashAt = url.indexOf('#', start);
  const query = url.slice(start + 1, hashAt === -1 ? undefined : hashAt);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && isSecretKey(key) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  // a fragment never reaches a server; whatever follows a '#' here is dropped
  return `${url.slice(0, start)}?${redacted}`;
}

/** The request as log lines show it: Fastify's fields, with the URL's secrets redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
