import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify, SignJWT } from 'jose';

/**
 * A local stand-in for LINE on loopback, speaking LINE Login v2.1 and the Messaging API on
 * their real paths: the authorization page (a real HTML consent form a browser can go
 * through), token, verify (ID tokens are HS256 JWTs signed with the channel secret, as
 * LINE signs them for web logins), profile, friendship, content, push and reply (recorded,
 * and able to fail on demand). Used by the API tests and, through e2e/global-setup, by the
 * Playwright journeys; tests steer it in-process or over its /__control/ paths.
 */

export interface LineUser {
  userId: string;
  displayName: string;
  pictureUrl?: string;
  email?: string;
  /** Has the official account as a friend. */
  friend?: boolean;
}

export interface SentMessage {
  kind: 'push' | 'reply';
  to: string;
  messages: { type: string; text?: string }[];
  retryKey: string | null;
}

export interface LineServerOptions {
  channelId?: string;
  channelSecret?: string;
  messagingSecret?: string;
  messagingToken?: string;
  oaBasicId?: string;
  /** A fixed port (Playwright picks one per run); 0 or none: any free port. */
  port?: number;
}

const ISSUER = 'https://access.line.me';

export const newLineUserId = () => `U${randomBytes(16).toString('hex')}`;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startLineServer(options: LineServerOptions = {}) {
  const channelId = options.channelId ?? '1650000000';
  const channelSecret = options.channelSecret ?? 'login-channel-secret-for-tests';
  const messagingSecret = options.messagingSecret ?? 'messaging-channel-secret-for-tests';
  const messagingToken = options.messagingToken ?? 'messaging-access-token-for-tests';
  const oaBasicId = options.oaBasicId ?? '@baandee-test';
  const key = new TextEncoder().encode(channelSecret);

  const users = new Map<string, LineUser>();
  const codes = new Map<string, { userId: string; clientId: string; redirectUri: string; nonce?: string }>();
  const accessTokens = new Map<string, { userId: string; clientId: string; expiresAt: number }>();
  const contents = new Map<string, { bytes: Buffer; type: string }>();
  const replyTokens = new Set<string>();
  const acceptedRetryKeys = new Set<string>();
  const sent: SentMessage[] = [];
  const contentRequests: string[] = [];
  const authorizeRequests: URLSearchParams[] = [];
  const failures = { push: [] as number[], reply: [] as number[], content: [] as number[] };
  /** Profile calls held until a test lets them go, to act while the API waits on LINE. */
  const heldProfiles: { arrived(): void; released: Promise<void> }[] = [];
  let loginUser: LineUser = { userId: newLineUserId(), displayName: 'LINE Tester', friend: true };
  /** A test chose who the next consent page signs in (setLoginUser); otherwise each page is someone new. */
  let loginUserChosen = false;

  const addUser = (user: LineUser) => {
    users.set(user.userId, { friend: false, ...user });
    return users.get(user.userId)!;
  };

  const idToken = (userId: string, claims: { audience?: string; expiresIn?: number; nonce?: string } = {}) => {
    const user = users.get(userId);
    const now = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT({
      ...(claims.nonce && { nonce: claims.nonce }),
      amr: ['linesso'],
      name: user?.displayName,
      ...(user?.pictureUrl && { picture: user.pictureUrl }),
      ...(user?.email && { email: user.email }),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(userId)
      .setAudience(claims.audience ?? channelId)
      .setIssuedAt(now - 60)
      .setExpirationTime(now + (claims.expiresIn ?? 3600));
    return jwt.sign(key);
  };

  const accessToken = (userId: string, claims: { clientId?: string; expiresIn?: number } = {}) => {
    const token = `eyJ${randomBytes(24).toString('base64url')}`;
    accessTokens.set(token, { userId, clientId: claims.clientId ?? channelId, expiresAt: Date.now() + (claims.expiresIn ?? 2_592_000) * 1000 });
    return token;
  };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
    res.end(JSON.stringify(body));
  };
  const oauthError = (res: ServerResponse, description: string) => send(res, 400, { error: 'invalid_request', error_description: description });
  const bearer = (req: IncomingMessage) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const userOf = (req: IncomingMessage) => {
    const issued = accessTokens.get(bearer(req));
    return issued && issued.expiresAt > Date.now() ? users.get(issued.userId) : undefined;
  };

  function consentPage(params: URLSearchParams): string {
    const hidden = [...params].map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>LINE Login (local stand-in)</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>LINE Login</h1><p>A local stand-in for LINE. Sign in as:</p>
<form method="post" action="/oauth2/v2.1/authorize/consent">${hidden}
<input type="hidden" name="user_id" value="${escapeHtml(loginUser.userId)}">
<p><label>Display name <input name="display_name" value="${escapeHtml(loginUser.displayName)}"></label></p>
<p><label><input type="checkbox" name="add_friend" value="1"${loginUser.friend === false ? '' : ' checked'}> Add the official account ${escapeHtml(oaBasicId)} as a friend</label></p>
<p><button type="submit" name="decision" value="allow">Allow</button> <button type="submit" name="decision" value="cancel">Cancel</button></p>
</form></body></html>`;
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname;
    if (req.method === 'GET' && path === '/oauth2/v2.1/authorize') {
      const params = url.searchParams;
      authorizeRequests.push(params);
      const scopes = (params.get('scope') ?? '').split(' ');
      if (params.get('response_type') !== 'code' || params.get('client_id') !== channelId || !params.get('redirect_uri') || !params.get('state') || !scopes.includes('openid')) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        return void res.end('400 Bad Request: invalid authorization request');
      }
      // two browsers on the consent page at once are two LINE users, as they would be on LINE
      if (!loginUserChosen) loginUser = { ...loginUser, userId: newLineUserId() };
      loginUserChosen = false;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return void res.end(consentPage(params));
    }
    if (req.method === 'POST' && path === '/oauth2/v2.1/authorize/consent') {
      const form = new URLSearchParams(await readBody(req));
      const redirect = new URL(form.get('redirect_uri') ?? '');
      if (form.get('decision') !== 'allow') {
        redirect.search = new URLSearchParams({ error: 'access_denied', error_description: 'The user has denied the request', state: form.get('state') ?? '' }).toString();
      } else {
        const userId = form.get('user_id') ?? newLineUserId();
        const known = users.get(userId);
        addUser({ ...loginUser, ...known, userId, displayName: form.get('display_name') || loginUser.displayName, friend: form.get('add_friend') === '1' || (known?.friend ?? false) });
        const code = randomBytes(10).toString('base64url');
        codes.set(code, { userId, clientId: form.get('client_id') ?? '', redirectUri: form.get('redirect_uri') ?? '', nonce: form.get('nonce') ?? undefined });
        redirect.search = new URLSearchParams({ code, state: form.get('state') ?? '' }).toString();
        loginUser = { ...loginUser, userId: newLineUserId() }; // the next login is someone new unless a test says otherwise
      }
      res.writeHead(302, { location: redirect.toString() });
      return void res.end();
    }
    if (req.method === 'POST' && path === '/oauth2/v2.1/token') {
      const form = new URLSearchParams(await readBody(req));
      const issued = codes.get(form.get('code') ?? '');
      if (form.get('grant_type') !== 'authorization_code' || !issued) return oauthError(res, 'invalid authorization code');
      codes.delete(form.get('code')!);
      if (form.get('client_id') !== channelId || form.get('client_secret') !== channelSecret || issued.clientId !== channelId) return send(res, 400, { error: 'invalid_client' });
      if (form.get('redirect_uri') !== issued.redirectUri) return oauthError(res, 'redirect_uri does not match');
      return send(res, 200, {
        access_token: accessToken(issued.userId),
        expires_in: 2_592_000,
        id_token: await idToken(issued.userId, { nonce: issued.nonce }),
        refresh_token: randomBytes(16).toString('base64url'),
        scope: 'email openid profile',
        token_type: 'Bearer',
      });
    }
    if (path === '/oauth2/v2.1/verify' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      try {
        const { payload } = await jwtVerify(form.get('id_token') ?? '', key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (payload.aud !== form.get('client_id')) return oauthError(res, 'Invalid IdToken Audience.');
        if (form.get('nonce') && payload.nonce !== form.get('nonce')) return oauthError(res, 'Invalid IdToken Nonce.');
        return send(res, 200, payload);
      } catch (error) {
        return oauthError(res, (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'IdToken expired.' : 'Invalid IdToken.');
      }
    }
    if (path === '/oauth2/v2.1/verify' && req.method === 'GET') {
      const issued = accessTokens.get(url.searchParams.get('access_token') ?? '');
      if (!issued) return oauthError(res, 'invalid access token');
      if (issued.expiresAt <= Date.now()) return oauthError(res, 'access token expired');
      return send(res, 200, { scope: 'profile openid email', client_id: issued.clientId, expires_in: Math.floor((issued.expiresAt - Date.now()) / 1000) });
    }
    if (req.method === 'GET' && path === '/v2/profile') {
      const held = heldProfiles.shift();
      if (held) {
        held.arrived();
        await held.released;
      }
      const user = userOf(req);
      if (!user) return send(res, 401, { message: 'invalid token' });
      return send(res, 200, { userId: user.userId, displayName: user.displayName, ...(user.pictureUrl && { pictureUrl: user.pictureUrl }) });
    }
    if (req.method === 'GET' && path === '/friendship/v1/status') {
      const user = userOf(req);
      if (!user) return send(res, 401, { message: 'invalid token' });
      return send(res, 200, { friendFlag: user.friend === true });
    }
    // the Messaging API: the channel access token in every call
    const botCall = path.startsWith('/v2/bot/');
    if (botCall && bearer(req) !== messagingToken) return send(res, 401, { message: 'Authentication failed. Confirm that the access token in the authorization header is valid.' });
    const content = /^\/v2\/bot\/message\/([^/]+)\/content$/.exec(path);
    if (req.method === 'GET' && content) {
      const id = decodeURIComponent(content[1]!);
      contentRequests.push(id);
      const failure = failures.content.shift();
      if (failure) return send(res, failure, { message: 'failure on demand' });
      const stored = contents.get(id);
      if (!stored) return send(res, 404, { message: 'Not found' });
      res.writeHead(200, { 'content-type': stored.type, 'content-length': String(stored.bytes.length) });
      return void res.end(stored.bytes);
    }
    if (req.method === 'POST' && (path === '/v2/bot/message/push' || path === '/v2/bot/message/reply')) {
      const kind = path.endsWith('push') ? 'push' : 'reply';
      const body = JSON.parse(await readBody(req)) as { to?: string; replyToken?: string; messages: SentMessage['messages'] };
      const retryKey = typeof req.headers['x-line-retry-key'] === 'string' ? req.headers['x-line-retry-key'] : null;
      const failure = failures[kind].shift();
      if (failure) return send(res, failure, { message: 'failure on demand' });
      if (retryKey && acceptedRetryKeys.has(retryKey)) return send(res, 409, { message: 'The retry key is already accepted' }, { 'x-line-accepted-request-id': randomUUID() });
      if (kind === 'reply' && !replyTokens.delete(body.replyToken ?? '')) return send(res, 400, { message: 'Invalid reply token' });
      if (retryKey) acceptedRetryKeys.add(retryKey);
      sent.push({ kind, to: kind === 'push' ? (body.to ?? '') : (body.replyToken ?? ''), messages: body.messages, retryKey });
      return send(res, 200, {}, { 'x-line-request-id': randomUUID() });
    }
    if (path.startsWith('/__control/')) return control(req, res, path);
    send(res, 404, { message: 'Not found' });
  }

  /** The same steering over HTTP, for the Playwright tests that run in other processes. */
  async function control(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const body = req.method === 'POST' ? (JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>) : {};
    if (path === '/__control/friend') {
      const user = users.get(String(body.userId));
      if (!user) return send(res, 404, { message: 'no such user' });
      user.friend = body.friend === true;
      return send(res, 200, user);
    }
    if (path === '/__control/follow') {
      // the user adds the official account as a friend: LINE calls the webhook with a follow event, signed
      const userId = String(body.userId);
      if (!users.has(userId)) return send(res, 404, { message: 'no such user' });
      users.get(userId)!.friend = true;
      const signed = webhook([{ ...eventBase('follow', userId), replyToken: replyToken() }]);
      const answer = await fetch(String(body.webhookUrl), { method: 'POST', headers: signed.headers, body: signed.body });
      return send(res, 200, { status: answer.status });
    }
    if (path === '/__control/users') return send(res, 200, [...users.values()]);
    if (path === '/__control/sent') return send(res, 200, sent);
    if (path === '/__control/deliver-image') {
      // a user sends a picture to the official account: LINE keeps its bytes and calls the webhook, signed
      const messageId = randomBytes(6).toString('hex');
      contents.set(messageId, { bytes: Buffer.from(String(body.base64), 'base64'), type: String(body.type ?? 'image/jpeg') });
      const signed = webhook([{ ...eventBase('message', String(body.userId)), replyToken: replyToken(), message: { type: 'image', id: messageId, contentProvider: { type: 'line' } } }]);
      const answer = await fetch(String(body.webhookUrl), { method: 'POST', headers: signed.headers, body: signed.body });
      return send(res, 200, { status: answer.status, messageId });
    }
    send(res, 404, { message: 'Not found' });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    route(req, res, url).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A webhook body as LINE sends it and its X-Line-Signature (or a forged one). */
  const webhook = (events: Record<string, unknown>[], signWith = messagingSecret) => {
    const body = JSON.stringify({ destination: 'U0000000000000000000000000000000', events });
    return { body, headers: { 'content-type': 'application/json', 'x-line-signature': createHmac('sha256', signWith).update(body).digest('base64') } };
  };

  const eventBase = (type: string, userId: string, extra: { redelivery?: boolean; webhookEventId?: string } = {}) => ({
    type,
    mode: 'active',
    timestamp: Date.now(),
    source: { type: 'user', userId },
    webhookEventId: extra.webhookEventId ?? `01${randomBytes(12).toString('hex').toUpperCase()}`,
    deliveryContext: { isRedelivery: extra.redelivery ?? false },
  });
  const replyToken = () => {
    const token = randomBytes(16).toString('hex');
    replyTokens.add(token);
    return token;
  };

  return {
    url: base,
    channelId,
    channelSecret,
    messagingSecret,
    oaBasicId,
    /** The API's LINE settings for this stand-in. */
    env: () => ({
      LINE_LOGIN_CHANNEL_ID: channelId,
      LINE_LOGIN_CHANNEL_SECRET: channelSecret,
      LINE_MESSAGING_CHANNEL_SECRET: messagingSecret,
      LINE_MESSAGING_ACCESS_TOKEN: messagingToken,
      LINE_OA_BASIC_ID: oaBasicId,
      LINE_AUTH_URL: base,
      LINE_API_URL: base,
      LINE_DATA_API_URL: base,
    }),
    addUser,
    setFriend(userId: string, friend: boolean) {
      users.get(userId)!.friend = friend;
    },
    /** Who the consent page signs in next. */
    setLoginUser(user: LineUser) {
      loginUser = user;
      loginUserChosen = true;
    },
    idToken,
    accessToken,
    /** Goes through the consent page as a browser would: answers the code and state LINE sends back. */
    async authorize(authorizeUrl: string, decision: 'allow' | 'cancel' = 'allow') {
      const page = await fetch(authorizeUrl);
      if (!page.ok) throw new Error(`authorize page answered ${page.status}`);
      const html = await page.text();
      const form = new URLSearchParams([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)))]));
      form.set('display_name', loginUser.displayName);
      if (loginUser.friend !== false) form.set('add_friend', '1');
      form.set('decision', decision);
      const answer = await fetch(`${base}/oauth2/v2.1/authorize/consent`, { method: 'POST', body: form, redirect: 'manual' });
      const location = new URL(answer.headers.get('location') ?? '');
      return { redirectUri: `${location.origin}${location.pathname}`, code: location.searchParams.get('code'), state: location.searchParams.get('state'), error: location.searchParams.get('error') };
    },
    storeContent(messageId: string, bytes: Buffer, type = 'image/jpeg') {
      contents.set(messageId, { bytes, type });
    },
    /**
     * Holds the next profile call (a link in progress) until `release`; `arrived` resolves
     * once the API is waiting on it.
     */
    holdNextProfile() {
      let arrived!: () => void;
      let release!: () => void;
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      heldProfiles.push({ arrived, released });
      return { arrived: reached, release };
    },
    /** The next `times` calls of that kind answer `status`. */
    failNext(kind: 'push' | 'reply' | 'content', status = 500, times = 1) {
      for (let i = 0; i < times; i++) failures[kind].push(status);
    },
    sent,
    contentRequests,
    authorizeRequests,
    webhook,
    events: {
      // following or blocking the official account changes what the friendship API answers, as on LINE
      follow: (userId: string, extra?: { redelivery?: boolean; webhookEventId?: string }) => {
        if (users.has(userId)) users.get(userId)!.friend = true;
        return { ...eventBase('follow', userId, extra), replyToken: replyToken() };
      },
      unfollow: (userId: string, extra?: { redelivery?: boolean; webhookEventId?: string }) => {
        if (users.has(userId)) users.get(userId)!.friend = false;
        return eventBase('unfollow', userId, extra);
      },
      image: (userId: string, messageId: string, extra?: { redelivery?: boolean; webhookEventId?: string }) => ({
        ...eventBase('message', userId, extra),
        replyToken: replyToken(),
        message: { type: 'image', id: messageId, quoteToken: randomBytes(8).toString('hex'), contentProvider: { type: 'line' } },
      }),
      text: (userId: string, text: string) => ({ ...eventBase('message', userId), replyToken: replyToken(), message: { type: 'text', id: randomBytes(6).toString('hex'), text } }),
      /** A tap on a template message's postback button. */
      postback: (userId: string, data: string, extra?: { redelivery?: boolean; webhookEventId?: string }) => ({
        ...eventBase('postback', userId, extra),
        replyToken: replyToken(),
        postback: { data },
      }),
    },
    /** POSTs signed events to a server's webhook, as LINE does. */
    async postWebhook(webhookUrl: string, events: Record<string, unknown>[]) {
      const { body, headers } = webhook(events);
      return fetch(webhookUrl, { method: 'POST', body, headers });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type LineServer = Awaited<ReturnType<typeof startLineServer>>;
