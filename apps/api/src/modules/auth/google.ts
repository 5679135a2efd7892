import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { GoogleRegisterBody } from '@baandee/contracts';
import { isValidEmail } from '@baandee/domain';
import type { Config } from '../../config.js';
import { providerNotConfigured, socialLoginFailed } from '../../lib/errors.js';
import type { ProviderProfile } from './social.service.js';

const GOOGLE_ISSUER = 'https://accounts.google.com';
const PROVIDER_TIMEOUT_MS = 5000;

/** One key set per URL for the life of the process: jose caches the keys and refetches on an unknown kid. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let jwks = keySets.get(url);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(url), { timeoutDuration: PROVIDER_TIMEOUT_MS, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
    keySets.set(url, jwks);
  }
  return jwks;
}

/** The key set could not be fetched (network, timeout, bad answer), as opposed to a refused token. */
function keySetUnavailable(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || error.code === 'ERR_JOSE_GENERIC';
}

/** Google signs tokens with either spelling of its issuer. */
const issuers = (configured: string) => (configured === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [configured]);

/** A claim as stored text: trimmed, without the NUL characters PostgreSQL refuses. */
const text = (value: unknown) => (typeof value === 'string' ? value.replaceAll('\u0000', '').trim() || null : null);

/**
 * Checks a Google ID token: signature against the configured JWKS, issuer, audience (our
 * client id), expiry, a verified e-mail, and that it belongs to the google_id sent.
 */
export async function verifyGoogleSignIn(config: Config, body: GoogleRegisterBody): Promise<ProviderProfile> {
  if (!config.GOOGLE_CLIENT_ID) throw providerNotConfigured();
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(body.token, keySet(config.GOOGLE_JWKS_URL), {
      issuer: issuers(config.GOOGLE_ISSUER),
      audience: config.GOOGLE_CLIENT_ID,
      algorithms: ['RS256', 'ES256'],
      requiredClaims: ['exp', 'sub'],
      clockTolerance: 30,
    }));
  } catch (error) {
    throw socialLoginFailed(keySetUnavailable(error) ? 502 : 422);
  }
  const email = text(payload.email)?.toLowerCase() ?? null;
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  if (payload.sub !== body.google_id || !email || !isValidEmail(email) || !verified) throw socialLoginFailed();
  return {
    provider: 'google',
    providerId: payload.sub,
    email,
    firstname: text(payload.given_name) ?? body.firstname ?? null,
    lastname: text(payload.family_name) ?? body.lastname ?? null,
    pictureUrl: text(payload.picture)?.startsWith('https://') ? text(payload.picture) : null,
  };
}
