import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { listenOnLoopback, sendJson } from './listen.js';

export interface IdTokenOptions {
  /** Sign with another key under the same kid: a forged token. */
  signingKey?: CryptoKey;
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
}

/**
 * A local OpenID Connect issuer: serves its JWKS over HTTP and signs ID tokens the way
 * Google does (RS256, kid in the header), so the API's real verification code runs.
 */
export async function startOidcIssuer(clientId: string) {
  const kid = 'test-key-1';
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  let jwksRequests = 0;
  const server = await listenOnLoopback((req, res) => {
    if (req.url === '/jwks') {
      jwksRequests++;
      return sendJson(res, 200, { keys: [jwk] });
    }
    return sendJson(res, 404, { error: 'not found' });
  });
  const issuer = server.url;

  return {
    issuer,
    jwksUrl: `${issuer}/jwks`,
    get jwksRequests() {
      return jwksRequests;
    },
    otherKey: async () => (await generateKeyPair('RS256')).privateKey,
    idToken(claims: JWTPayload & { sub: string }, options: IdTokenOptions = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? clientId)
        .setIssuedAt(now - 60)
        .setExpirationTime(now + (options.expiresIn ?? 3600))
        .sign(options.signingKey ?? privateKey);
    },
    close: server.close,
  };
}
