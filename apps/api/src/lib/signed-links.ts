import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links that act without signing in (an alert's unsubscribe link) carry an HMAC-SHA256 of
 * what they are for and on which object, keyed with a secret of the server's
 * (`signing_keys`): base64url, 43 characters. Nobody without the secret can make one
 * for another object.
 */
export function signLink(secret: string, purpose: string, subject: string | number): string {
  return createHmac('sha256', secret).update(`${purpose}:${subject}`).digest('base64url');
}

/** Whether `signature` is the server's for this purpose and object, compared in constant time. */
export function linkSignatureMatches(secret: string, purpose: string, subject: string | number, signature: string): boolean {
  const expected = Buffer.from(signLink(secret, purpose, subject));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
