import { createHmac, randomBytes } from 'node:crypto';
import { listenOnLoopback, sendJson } from './listen.js';

export interface GraphUser {
  id: string;
  name?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

/**
 * A local stand-in for the parts of Facebook's Graph API the sign-in uses: debug_token
 * (called with the app token `APPID|SECRET`) and /me (with the user token and
 * appsecret_proof). Tokens are issued by the test, for this app or another one.
 */
export async function startGraphApi(appId: string, appSecret: string) {
  const tokens = new Map<string, { user: GraphUser; appId: string; valid: boolean }>();
  const graphError = (message: string) => ({ error: { message, type: 'OAuthException', code: 190 } });

  const server = await listenOnLoopback((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const params = url.searchParams;
    if (url.pathname === '/debug_token') {
      if (params.get('access_token') !== `${appId}|${appSecret}`) return sendJson(res, 400, graphError('Invalid OAuth access token'));
      const issued = tokens.get(params.get('input_token') ?? '');
      if (!issued) return sendJson(res, 200, { data: { is_valid: false, error: { code: 190, message: 'Invalid token' } } });
      return sendJson(res, 200, { data: { app_id: issued.appId, type: 'USER', is_valid: issued.valid, user_id: issued.user.id, scopes: ['email', 'public_profile'] } });
    }
    if (url.pathname === '/me') {
      const token = params.get('access_token') ?? '';
      const issued = tokens.get(token);
      const proof = createHmac('sha256', appSecret).update(token).digest('hex');
      if (!issued || !issued.valid) return sendJson(res, 400, graphError('Invalid OAuth access token'));
      if (params.get('appsecret_proof') !== proof) return sendJson(res, 400, graphError('Invalid appsecret_proof'));
      const fields = (params.get('fields') ?? 'id,name').split(',');
      const profile: Record<string, unknown> = { ...issued.user, picture: { data: { url: `https://graph.example/${issued.user.id}.jpg` } } };
      return sendJson(res, 200, Object.fromEntries(Object.entries(profile).filter(([key]) => fields.includes(key))));
    }
    return sendJson(res, 404, graphError('Unknown path'));
  });

  return {
    url: server.url,
    issueToken(user: GraphUser, options: { appId?: string; valid?: boolean } = {}) {
      const token = `EAA${randomBytes(24).toString('hex')}`;
      tokens.set(token, { user, appId: options.appId ?? appId, valid: options.valid ?? true });
      return token;
    },
    close: server.close,
  };
}
