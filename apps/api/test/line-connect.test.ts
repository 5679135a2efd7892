import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINE_STATE_LENGTH } from '@baandee/domain';
import { ConfigError, DEMO_BANK, loadConfig } from '../src/config.js';
import { LineApiError } from '../src/plugins/line.plugin.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { createLineTestApp } from './support/line-app.js';
import { newLineUserId, type LineServer } from './support/line-server.js';

/**
 * Connecting a LINE account against a local LINE on loopback: LINE Login through its
 * consent page with a server-kept state, the code exchanged on the server, tokens checked
 * with LINE, the friendship read; api/line-connect with tokens; conflicts and disconnect.
 */
let ctx: TestContext;
let line: LineServer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ ctx, line, close } = await createLineTestApp());
});
afterAll(() => close?.());

type Headers = Record<string, string>;
const status = async (headers: Headers) => (await ctx.app.inject({ method: 'GET', url: '/api/line/status', headers })).json().result;
const profile = async (user: { info: { id: number }; headers: Headers }) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/user/${user.info.id}`, headers: user.headers })).json().result as { line_friend_status: boolean };

async function loginUrl(headers: Headers): Promise<URL> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/line/login-url', headers });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().result.url as string);
}

const callback = (headers: Headers, body: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/line/callback', headers, payload: body });

/** Starts LINE Login, goes through the stand-in's consent page as `who`, and answers what came back to /line-callback. */
async function authorizeAs(headers: Headers, who: { userId: string; displayName: string; friend?: boolean }) {
  line.setLoginUser(who);
  const url = await loginUrl(headers);
  return line.authorize(url.toString());
}

describe('LINE Login through /line-callback', () => {
  it('asks LINE for the spec scopes, the add-friend prompt and a fresh 7-character state, back to our callback page', async () => {
    const user = await signUp(ctx);
    const url = await loginUrl(user.headers);
    expect(`${url.origin}${url.pathname}`).toBe(`${line.url}/oauth2/v2.1/authorize`);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: line.channelId,
      redirect_uri: 'http://localhost:3000/line-callback',
      scope: 'profile openid email',
      bot_prompt: 'aggressive',
    });
    expect(query.state).toMatch(new RegExp(`^[A-HJKMNP-Z2-9]{${LINE_STATE_LENGTH}}$`));
    expect(query.nonce!.length).toBeGreaterThanOrEqual(16);
    expect((await loginUrl(user.headers)).searchParams.get('state')).not.toBe(query.state);
  });

  it('links the LINE user, reads the friendship and shows it in the status and the profile', async () => {
    const user = await signUp(ctx);
    expect(await status(user.headers)).toMatchObject({ configured: true, connected: false, friend: false, add_friend_url: 'https://line.me/R/ti/p/%40baandee-test' });
    const who = { userId: newLineUserId(), displayName: 'สมชาย LINE', friend: true };
    const back = await authorizeAs(user.headers, who);
    expect(back.redirectUri).toBe('http://localhost:3000/line-callback');
    const res = await callback(user.headers, { code: back.code, state: back.state });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ connected: true, display_name: 'สมชาย LINE', friend: true });
    expect((await profile(user)).line_friend_status).toBe(true);
    const row = await ctx.app.lineRepository.byUser(user.info.id);
    expect(row?.line_user_id).toBe(who.userId);
  });

  it('links a user who is not a friend yet without the friendship flag', async () => {
    const user = await signUp(ctx);
    const back = await authorizeAs(user.headers, { userId: newLineUserId(), displayName: 'Not a friend', friend: false });
    const res = await callback(user.headers, { code: back.code, state: back.state });
    expect(res.json().result).toMatchObject({ connected: true, friend: false });
    expect((await profile(user)).line_friend_status).toBe(false);
  });

  it('refuses a state that is not the user’s, a reused one and an expired one, linking nothing', async () => {
    const user = await signUp(ctx);
    const other = await signUp(ctx);
    const who = { userId: newLineUserId(), displayName: 'State Check', friend: true };

    // another user's state (a link sent to a victim) is not this user's
    const stolen = await authorizeAs(other.headers, who);
    const wrong = await callback(user.headers, { code: stolen.code, state: stolen.state });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('messaging-app login expired');

    // a made-up state of the right form
    const made = await authorizeAs(user.headers, who);
    const madeUp = await callback(user.headers, { code: made.code, state: made.state === 'AAAAAAA' ? 'BBBBBBB' : 'AAAAAAA' });
    expect(madeUp.json().message).toBe('messaging-app login expired');

    // used once, then refused
    const first = await callback(user.headers, { code: made.code, state: made.state });
    expect(first.statusCode, first.body).toBe(200);
    const again = await callback(user.headers, { code: made.code, state: made.state });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('messaging-app login expired');

    // expired: older than LINE_STATE_TTL_MINUTES
    const late = await authorizeAs(other.headers, { userId: newLineUserId(), displayName: 'Too Late' });
    await ctx.database.db.updateTable('line_login_states').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', other.info.id).execute();
    const expired = await callback(other.headers, { code: late.code, state: late.state });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe('messaging-app login expired');
    expect(await ctx.app.lineRepository.byUser(other.info.id)).toBeUndefined();

    // malformed state: the contract refuses it
    const malformed = await callback(user.headers, { code: 'x', state: 'abc' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ message: 'invalid input', errors: { state: expect.any(Array) } });
  });

  it('refuses a code LINE does not know, without linking', async () => {
    const user = await signUp(ctx);
    const state = (await loginUrl(user.headers)).searchParams.get('state');
    const res = await callback(user.headers, { code: 'not-a-code', state });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('messaging-app login failed');
    expect(await ctx.app.lineRepository.byUser(user.info.id)).toBeUndefined();
  });

  it('answers 409 when the LINE user is already linked to another account', async () => {
    const first = await signUp(ctx);
    const second = await signUp(ctx);
    const who = { userId: newLineUserId(), displayName: 'Shared LINE', friend: true };
    const a = await authorizeAs(first.headers, who);
    expect((await callback(first.headers, { code: a.code, state: a.state })).statusCode).toBe(200);
    const b = await authorizeAs(second.headers, who);
    const res = await callback(second.headers, { code: b.code, state: b.state });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('messaging-app account already connected');
    expect(await status(second.headers)).toMatchObject({ connected: false, friend: false });
    expect((await ctx.app.lineRepository.byLineUser(who.userId))?.user_id).toBe(first.info.id);
  });

  it('disconnects: the link and the friendship flag are gone, and the LINE user may link another account', async () => {
    const user = await signUp(ctx);
    const who = { userId: newLineUserId(), displayName: 'Leaving', friend: true };
    const back = await authorizeAs(user.headers, who);
    await callback(user.headers, { code: back.code, state: back.state });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/line/disconnect', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ connected: false, display_name: null, friend: false });
    expect((await profile(user)).line_friend_status).toBe(false);

    const next = await signUp(ctx);
    const again = await authorizeAs(next.headers, who);
    expect((await callback(next.headers, { code: again.code, state: again.state })).statusCode).toBe(200);
  });
});

describe('POST api/line-connect with LINE Login tokens', () => {
  const connect = (headers: Headers, body: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/line-connect', headers, payload: body });

  it('links with a valid ID token and access token of the same LINE user', async () => {
    const user = await signUp(ctx);
    const who = line.addUser({ userId: newLineUserId(), displayName: 'Token User', friend: true });
    const res = await connect(user.headers, { id_token: await line.idToken(who.userId), access_token: line.accessToken(who.userId), refresh_token: 'r' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ connected: true, display_name: 'Token User', friend: true });
  });

  it('refuses an ID token for another channel, an expired one, an access token of another channel and tokens of two users', async () => {
    const user = await signUp(ctx);
    const who = line.addUser({ userId: newLineUserId(), displayName: 'Token Checks', friend: true });
    const other = line.addUser({ userId: newLineUserId(), displayName: 'Someone Else', friend: true });
    const access = line.accessToken(who.userId);
    const cases = [
      { id_token: await line.idToken(who.userId, { audience: '1999999999' }), access_token: access },
      { id_token: await line.idToken(who.userId, { expiresIn: -120 }), access_token: access },
      { id_token: await line.idToken(who.userId), access_token: line.accessToken(who.userId, { clientId: '1999999999' }) },
      { id_token: await line.idToken(who.userId), access_token: line.accessToken(who.userId, { expiresIn: -10 }) },
      { id_token: await line.idToken(other.userId), access_token: access },
      { id_token: 'not.a.jwt', access_token: access },
    ];
    for (const body of cases) {
      const res = await connect(user.headers, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe('messaging-app login failed');
    }
    expect(await ctx.app.lineRepository.byUser(user.info.id)).toBeUndefined();
    expect((await profile(user)).line_friend_status).toBe(false);
  });

  it('answers 409 for a LINE user linked to someone else', async () => {
    const owner = await signUp(ctx);
    const who = line.addUser({ userId: newLineUserId(), displayName: 'Taken', friend: false });
    expect((await connect(owner.headers, { id_token: await line.idToken(who.userId), access_token: line.accessToken(who.userId) })).statusCode).toBe(200);
    const intruder = await signUp(ctx);
    const res = await connect(intruder.headers, { id_token: await line.idToken(who.userId), access_token: line.accessToken(who.userId) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('messaging-app account already connected');
  });
});

describe('without LINE settings', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestApp(FAST_HASH);
  });
  afterAll(() => bare?.close());

  it('says LINE is not set up, refuses to start a login and still disconnects', async () => {
    const user = await signUp(bare);
    const res = await bare.app.inject({ method: 'GET', url: '/api/line/status', headers: user.headers });
    expect(res.json().result).toEqual({ configured: false, connected: false, display_name: null, picture_url: null, friend: false, add_friend_url: null });
    const start = await bare.app.inject({ method: 'GET', url: '/api/line/login-url', headers: user.headers });
    expect(start.statusCode).toBe(503);
    expect(start.json().message).toBe('messaging app not set up');
    const connect = await bare.app.inject({ method: 'POST', url: '/api/line-connect', headers: user.headers, payload: { id_token: 'a', access_token: 'b' } });
    expect(connect.statusCode).toBe(503);
    expect((await bare.app.inject({ method: 'POST', url: '/api/line/disconnect', headers: user.headers })).statusCode).toBe(200);
  });
});

describe('configuration', () => {
  it('takes all five LINE settings or none, naming what is missing', () => {
    const full = line.env();
    expect(loadConfig(full).line).toMatchObject({ loginChannelId: line.channelId, oaBasicId: '@baandee-test', apiUrl: line.url });
    expect(loadConfig({}).line).toBeNull();
    const partial = { ...full, LINE_MESSAGING_ACCESS_TOKEN: '' };
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(/LINE_MESSAGING_ACCESS_TOKEN: required when any of LINE_LOGIN_CHANNEL_ID/);
    expect(() => loadConfig({ ...full, LINE_OA_BASIC_ID: 'baandee' })).toThrow(/LINE_OA_BASIC_ID: must be the official account's basic id/);
  });

  it('has made-up bank and PromptPay defaults and checks the PromptPay id', () => {
    const config = loadConfig({});
    expect([config.BANK_NAME, config.BANK_ACCOUNT_NAME, config.BANK_ACCOUNT_NUMBER, config.PROMPTPAY_ID]).toEqual([
      DEMO_BANK.name,
      DEMO_BANK.accountName,
      DEMO_BANK.accountNumber,
      DEMO_BANK.promptPayId,
    ]);
    expect(loadConfig({ PROMPTPAY_ID: '0812345678' }).PROMPTPAY_ID).toBe('0812345678');
    expect(() => loadConfig({ PROMPTPAY_ID: '08123' })).toThrow(/PROMPTPAY_ID/);
  });
});

describe('the Messaging API client', () => {
  it('delivers a push retried with the same key once, and says which failures are worth retrying', async () => {
    const to = newLineUserId();
    const key = '5f1c2a4e-8b3d-4c6e-a1f2-0123456789ab';
    await ctx.app.line.push(to, [{ type: 'text', text: 'one' }], { retryKey: key });
    await ctx.app.line.push(to, [{ type: 'text', text: 'one' }], { retryKey: key }); // LINE answers 409: already delivered
    expect(line.sent.filter((message) => message.to === to)).toHaveLength(1);

    line.failNext('push', 500);
    const down = await ctx.app.line.push(to, [{ type: 'text', text: 'two' }]).catch((error: unknown) => error);
    expect(down).toBeInstanceOf(LineApiError);
    expect(down).toMatchObject({ statusCode: 502, key: 'messaging app unavailable', lineStatus: 500, retriable: true });
    line.failNext('push', 400);
    const refused = await ctx.app.line.push(to, [{ type: 'text', text: 'three' }]).catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 502, lineStatus: 400, retriable: false });
    const spent = await ctx.app.line.reply('not-a-reply-token', [{ type: 'text', text: 'x' }]).catch((error: unknown) => error);
    expect(spent).toMatchObject({ statusCode: 502, lineStatus: 400 });
  });

  it('refuses webhook signatures that are not the channel secret’s', () => {
    const { body, headers } = line.webhook([]);
    expect(ctx.app.line.verifySignature(Buffer.from(body), headers['x-line-signature'])).toBe(true);
    expect(ctx.app.line.verifySignature(Buffer.from(body), line.webhook([], 'other').headers['x-line-signature'])).toBe(false);
    expect(ctx.app.line.verifySignature(Buffer.from(body), undefined)).toBe(false);
    expect(ctx.app.line.verifySignature(Buffer.from(body), [headers['x-line-signature']])).toBe(false);
  });
});
