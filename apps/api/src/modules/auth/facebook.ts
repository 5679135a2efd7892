import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { FbRegisterBody } from '@baandee/contracts';
import { isValidEmail } from '@baandee/domain';
import type { Config } from '../../config.js';
import { providerNotConfigured, socialLoginFailed } from '../../lib/errors.js';
import type { ProviderProfile } from './social.service.js';

const PROVIDER_TIMEOUT_MS = 5000;

const debugTokenAnswer = z.object({
  data: z.object({ app_id: z.coerce.string().optional(), is_valid: z.boolean(), user_id: z.coerce.string().optional() }),
});
const meAnswer = z.object({
  id: z.coerce.string(),
  name: z.string().optional(),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  picture: z.object({ data: z.object({ url: z.string().optional() }) }).optional(),
});

/** A Graph API GET: a 4xx means the token was refused; no answer or a 5xx means Facebook is down. */
async function graphGet(url: URL): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS), headers: { accept: 'application/json' } });
  } catch {
    throw socialLoginFailed(502);
  }
  if (response.status >= 500) throw socialLoginFailed(502);
  if (!response.ok) throw socialLoginFailed();
  return response.json().catch(() => {
    throw socialLoginFailed(502);
  });
}

/** A Graph field as stored text: trimmed, without the NUL characters PostgreSQL refuses. */
const text = (value: string | null | undefined) => value?.replaceAll('\u0000', '').trim() || null;
const webUrl = (value: string | null | undefined) => (value && /^https?:\/\//.test(value) ? value : null);

/**
 * Checks a Facebook user access token with the Graph API: debug_token (with our app
 * token) must say it is valid, issued to our app and to the facebook_id sent; then /me
 * gives the profile. Names and e-mail come from Facebook, not from the request body.
 */
export async function verifyFacebookSignIn(config: Config, body: FbRegisterBody): Promise<ProviderProfile> {
  const appId = config.FACEBOOK_APP_ID;
  const secret = config.FACEBOOK_APP_SECRET;
  if (!appId || !secret) throw providerNotConfigured();
  const base = config.FACEBOOK_GRAPH_URL.replace(/\/$/, '');

  const debugUrl = new URL(`${base}/debug_token`);
  debugUrl.search = new URLSearchParams({ input_token: body.auth, access_token: `${appId}|${secret}` }).toString();
  const debug = debugTokenAnswer.safeParse(await graphGet(debugUrl));
  if (!debug.success) throw socialLoginFailed(502);
  const { is_valid, app_id, user_id } = debug.data.data;
  if (!is_valid || app_id !== appId || user_id !== body.facebook_id) throw socialLoginFailed();

  const meUrl = new URL(`${base}/me`);
  meUrl.search = new URLSearchParams({
    fields: 'id,name,email,first_name,last_name,picture',
    access_token: body.auth,
    // proves the call comes from our server, not from someone holding a stolen token
    appsecret_proof: createHmac('sha256', secret).update(body.auth).digest('hex'),
  }).toString();
  const me = meAnswer.safeParse(await graphGet(meUrl));
  if (!me.success) throw socialLoginFailed(502);
  if (me.data.id !== body.facebook_id) throw socialLoginFailed();

  const email = text(me.data.email)?.toLowerCase() ?? null;
  return {
    provider: 'facebook',
    providerId: me.data.id,
    email: email && isValidEmail(email) ? email : null,
    firstname: text(me.data.first_name) ?? text(body.first_name),
    lastname: text(me.data.last_name) ?? text(body.last_name),
    pictureUrl: webUrl(me.data.picture?.data.url),
  };
}
