import type { AuthProviders } from '@baandee/contracts';
import type { Config } from '../config.js';

/** Only what a browser needs and may see: public ids and script URLs, never a secret. */
export function publicProviders(config: Config): AuthProviders {
  return {
    google_client_id: config.GOOGLE_CLIENT_ID ?? null,
    google_gsi_url: config.GOOGLE_GSI_URL,
    // the server can check a Facebook token only with the app secret too
    facebook_app_id: config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET ? config.FACEBOOK_APP_ID : null,
    facebook_sdk_url: config.FACEBOOK_SDK_URL,
  };
}
