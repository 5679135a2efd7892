import { startGraphApi } from './graph-api.js';
import { startOidcIssuer } from './oidc-issuer.js';

/**
 * The local Google issuer and Graph API stand-ins together, with the server's settings that
 * point the social sign-in at them (the accounts' and the Songkran event's alike).
 */
export async function startSocialProviders(ids: { googleClientId: string; facebookAppId: string; facebookSecret: string }) {
  const [google, graph] = await Promise.all([startOidcIssuer(ids.googleClientId), startGraphApi(ids.facebookAppId, ids.facebookSecret)]);
  return {
    google,
    graph,
    env: {
      GOOGLE_CLIENT_ID: ids.googleClientId,
      GOOGLE_ISSUER: google.issuer,
      GOOGLE_JWKS_URL: google.jwksUrl,
      FACEBOOK_APP_ID: ids.facebookAppId,
      FACEBOOK_APP_SECRET: ids.facebookSecret,
      FACEBOOK_GRAPH_URL: graph.url,
    },
    close: () => Promise.all([google.close(), graph.close()]).then(() => undefined),
  };
}
