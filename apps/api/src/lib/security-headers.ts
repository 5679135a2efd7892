import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../config.js';

/**
 * Browser features no page of the site uses are switched off for it and anything it
 * embeds; geolocation stays for the site itself ("near me" on maps).
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * The security headers of every answer, worked out once: helmet's set with the site's
 * content security policy, Permissions-Policy, and HSTS only when the public address is
 * https (an install on a LAN over plain http must not be pinned to https). The same map
 * goes on answers the framework or Node's HTTP parser sends without running the hooks.
 */
export function securityHeaders(config: Config): Readonly<Record<string, string>> {
  // the sign-in scripts' hosts are configuration (a local stand-in in end-to-end tests)
  const google = new URL(config.GOOGLE_GSI_URL).origin;
  const facebook = new URL(config.FACEBOOK_SDK_URL).origin;
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        // uploads in an S3 bucket may be served over plain http on a LAN
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : [])],
        'script-src': ["'self'", google, facebook],
        'frame-src': ["'self'", google, 'https://www.facebook.com'],
        'connect-src': ["'self'", google],
        'style-src': ["'self'", "'unsafe-inline'", google],
        // the app may be served over plain http on a LAN; never rewrite its asset URLs
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's and Facebook's sign-in popups talk back to the opener window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  });
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return Object.freeze(headers);
}
