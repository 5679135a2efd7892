import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer and mail-link tokens: 256 random bits, base64url. Only their SHA-256 is stored,
 * so a leaked database (or backup) holds nothing that signs anyone in. A fast hash is
 * enough here: the input has full entropy, unlike a password.
 */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token as newToken makes it: anything else is refused without a database look-up. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

const HOUR_MS = 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * HOUR_MS; // a signed-in device stays signed in for a month
export const VERIFY_EMAIL_TTL_MS = 24 * HOUR_MS; // verification mails are often read the next day
export const RESET_PASSWORD_TTL_MS = 1 * HOUR_MS; // a reset link grants the account: keep it short

export const expiresIn = (ms: number) => new Date(Date.now() + ms);

/** Sessions last used before this moment are over (SESSION_IDLE_TIMEOUT_MINUTES). */
export const idleSince = (config: { SESSION_IDLE_TIMEOUT_MINUTES: number }) => new Date(Date.now() - config.SESSION_IDLE_TIMEOUT_MINUTES * 60_000);

/** A session's last use is written at most this often, so most requests only read. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
