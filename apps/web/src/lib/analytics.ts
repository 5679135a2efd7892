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

/** crypto.randomUUID needs a secure context; the app may be served over plain http on a LAN. */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function enableAnalytics(): string {
  const id = analyticsId() ?? randomId();
  writeCookie(ANALYTICS_COOKIE, id, ANALYTICS_COOKIE_MAX_AGE);
  return id;
}
