import { z } from './error-map.js';

/**
 * GET api/auth/providers: the social sign-ins this server can verify, and where the web
 * loads each provider's script from (configurable so tests serve a local stand-in).
 * A null id means the button is not shown.
 */
export const authProviders = z.object({
  google_client_id: z.string().nullable(),
  google_gsi_url: z.string(),
  facebook_app_id: z.string().nullable(),
  facebook_sdk_url: z.string(),
});
export type AuthProviders = z.infer<typeof authProviders>;
