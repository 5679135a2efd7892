import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { ARTICLE_VIDEO_HOSTS } from '@baandee/domain';
import type { Config } from '../config.js';
import { publicProviders } from './auth-providers.js';

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

/** A source the web build names (sources.json): a scheme and a host, nothing a header could be broken with. */
const IMAGE_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/;

/**
 * The content security policy (decision 026). Scripts: this site's files only (public/boot.js
 * and the built chunks; no page carries an inline script, the JSON blocks are data), plus
 * the sign-in SDK of each configured provider, which the web loads on demand. Images:
 * this site, the upload bucket and the map tiles of the web build (`webImageSources`).
 * Styles keep 'unsafe-inline': Mantine renders style attributes and <style> elements
 * whose content changes per render (see the decision for why that is all they can do).
 */
function contentSecurityPolicy(config: Config, webImageSources: readonly string[]): Record<string, string[]> {
  for (const source of webImageSources) {
    if (!IMAGE_SOURCE.test(source)) throw new Error(`the web build names an image source the policy cannot carry: ${source}`);
  }
  // the providers' script hosts are configuration (a local stand-in in end-to-end tests)
  const providers = publicProviders(config);
  const google = providers.google_client_id ? [new URL(config.GOOGLE_GSI_URL).origin] : [];
  const facebook = providers.facebook_app_id ? [new URL(config.FACEBOOK_SDK_URL).origin] : [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'font-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // uploads in an S3 bucket may be served over plain http on a LAN
    'img-src': ["'self'", 'data:', 'blob:', ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : []), ...webImageSources],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...google, ...facebook],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...google],
    // Google's button and Facebook's dialog are frames; articles embed videos of a few players
    'frame-src': ["'self'", ...google, ...(facebook.length > 0 ? ['https://www.facebook.com'] : []), ...ARTICLE_VIDEO_HOSTS.map((host) => `https://${host}`)],
    'connect-src': ["'self'", ...google],
    // no upgrade-insecure-requests: the app may be served over plain http on a LAN
  };
}

/**
 * The security headers of every answer, worked out once: helmet's set with the site's
 * content security policy, Permissions-Policy, and HSTS only when the public address is
 * https (an install on a LAN over plain http must not be pinned to https). The same map
 * goes on answers the framework or Node's HTTP parser sends without running the hooks.
 */
export function securityHeaders(config: Config, webImageSources: readonly string[] = []): Readonly<Record<string, string>> {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, webImageSources) },
    crossOriginEmbedderPolicy: false,
    // what frame-ancestors 'none' says, for browsers that only read this header
    xFrameOptions: { action: 'deny' },
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
