import { readCookie, writeCookie } from './browser-storage';

/**
 * The analytics cookie: a random visitor id that exists only after the visitor accepted
 * cookies. Its presence is the consent (spec section 4, cookie consent); API calls carry
 * its value in a header so the server can count visits per visitor.
 */
export const ANALYTICS_COOKIE = 'baandee_analytics';
export const ANALYTICS_HEADER = 'x-analytics-id';
const ANALYTICS_COOKIE_MAX_AGE = 365 * 24 * 60 * 60; // one year, then consent is asked again

export function analyticsId(): string | null {
  return readCookie(ANALYTICS_COOKIE);
}

export function isAnalyticsEnabled(): boolean {
  return analyticsId() !== null;
}

/**
 * A version-4 UUID, the form the API keeps in its search log (it ignores any other).
 * crypto.randomUUID needs a secure context; the app may be served over plain http on a LAN.
 */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function enableAnalytics(): string {
  const id = analyticsId() ?? randomId();
  writeCookie(ANALYTICS_COOKIE, id, ANALYTICS_COOKIE_MAX_AGE);
  return id;
}
