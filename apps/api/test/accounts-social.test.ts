import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STAND_IN_SECRETS } from '../src/local-secrets.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, logIn, PASSWORD, registration, signUp, uniqueEmail } from './support/accounts.js';
import { startSocialProviders } from './support/social-providers.js';

const CLIENT_ID = 'baandee-test.apps.googleusercontent.com';
const FB_APP_ID = '4242424242';
const FB_SECRET = LOCAL_STAND_IN_SECRETS.FACEBOOK_APP_SECRET;

let ctx: TestContext;
let providers: Awaited<ReturnType<typeof startSocialProviders>>;
let google: typeof providers.google;
let graph: typeof providers.graph;
beforeAll(async () => {
  providers = await startSocialProviders({ googleClientId: CLIENT_ID, facebookAppId: FB_APP_ID, facebookSecret: FB_SECRET });
  ({ google, graph } = providers);
  ctx = await createTestApp({ ...FAST_HASH, ...providers.env });
});
afterAll(async () => {
  await ctx.close();
  await providers.close();
});

let counter = 0;
const GOOGLE_PICTURE = 'https://lh3.googleusercontent.com/a/photo.jpg';
const googleUser = () => ({ sub: `10${process.pid}${++counter}`, email: uniqueEmail('g'), given_name: 'สมหญิง', family_name: 'รักดี', picture: GOOGLE_PICTURE });
const googleSignIn = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/user/google-register', payload });
const googlePayload = (user: { sub: string; email: string }, token: string) => ({
  google_id: user.sub,
  token,
  firstname: 'x',
  lastname: 'y',
  email: user.email,
});
const loginFailed = { status: 'error', message: 'login failed' };

describe('POST /api/user/google-register', () => {
  it('creates a verified Google account (type 3) and signs in; the next sign-in finds it', async () => {
    const user = googleUser();
    const res = await googleSignIn(googlePayload(user, await google.idToken(user)));
    expect(res.statusCode, res.body).toBe(200);
    const { token, info } = res.json().result;
    expect(info).toMatchObject({
      email: user.email,
      email_verified: true,
      account_type: 3,
      firstname: 'สมหญิง',
      lastname: 'รักดี',
      profile_img_path: GOOGLE_PICTURE,
      credit: 2, // the welcome grant
    });
    const me = await ctx.app.inject({ method: 'GET', url: `/api/user/${info.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);

    const again = await googleSignIn(googlePayload(user, await google.idToken(user)));
    expect(again.json().result.info.id).toBe(info.id);
    expect(again.json().result.info.credit).toBe(2); // granted once, at creation
    expect(google.jwksRequests).toBe(1); // the key set is cached
  });

  it('refuses forged, expired, wrong-audience and wrong-issuer tokens without creating anyone', async () => {
    const user = googleUser();
    const tokens = {
      forged: await google.idToken(user, { signingKey: await google.otherKey() }),
      expired: await google.idToken(user, { expiresIn: -600 }),
      audience: await google.idToken(user, { audience: 'someone-else.apps.googleusercontent.com' }),
      issuer: await google.idToken(user, { issuer: 'https://evil.example' }),
      garbage: 'not.a.jwt',
    };
    for (const [kind, token] of Object.entries(tokens)) {
      const res = await googleSignIn(googlePayload(user, token));
      expect(res.statusCode, kind).toBe(422);
      expect(res.json(), kind).toEqual(loginFailed);
    }
    const row = await ctx.database.db.selectFrom('users').select('id').where('google_id', '=', user.sub).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses a token of another Google user and an unverified e-mail', async () => {
    const user = googleUser();
    const other = await google.idToken({ ...user, sub: 'someone-else' });
    expect((await googleSignIn(googlePayload(user, other))).statusCode).toBe(422);
    const unverified = await google.idToken({ ...user, email_verified: false });
    expect((await googleSignIn(googlePayload(user, unverified))).json()).toEqual(loginFailed);
  });

  it('links to the verified e-mail account with that address; its password keeps working', async () => {
    const { email, info } = await signUp(ctx, uniqueEmail('link'), { verify: true });
    const user = { ...googleUser(), email };
    const res = await googleSignIn(googlePayload(user, await google.idToken(user)));
    expect(res.json().result.info).toMatchObject({ id: info.id, account_type: 1 });
    await logIn(ctx, email, PASSWORD);
  });

  it('takes over an unverified account from whoever registered the address first', async () => {
    const squatter = await signUp(ctx, uniqueEmail('squat'));
    const user = { ...googleUser(), email: squatter.email };
    const res = await googleSignIn(googlePayload(user, await google.idToken(user)));
    expect(res.json().result.info).toMatchObject({ id: squatter.info.id, account_type: 3, email_verified: true });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/user/${squatter.info.id}`, headers: squatter.headers })).statusCode).toBe(401);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: registration(squatter.email) });
    expect(login.statusCode).toBe(422);
  });

  it('a social account cannot ask for a verification mail', async () => {
    const user = googleUser();
    const { token } = (await googleSignIn(googlePayload(user, await google.idToken(user)))).json().result;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/resend-verification', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: 'cannot send verification for social accounts' });
  });

  it('stores only the picture of the ID token, never one from the request body', async () => {
    const user = googleUser();
    const res = await googleSignIn({ ...googlePayload(user, await google.idToken(user)), profile_img_path: 'https://evil.example/tracker.png' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.info.profile_img_path).toBe(GOOGLE_PICTURE);

    const { picture: _none, ...pictureless } = googleUser();
    const bare = await googleSignIn({ ...googlePayload(pictureless, await google.idToken(pictureless)), profile_img_path: 'https://evil.example/tracker.png' });
    expect(bare.json().result.info.profile_img_path).toBeNull();
  });
});

describe('POST /api/user/fb-register', () => {
  const fbSignIn = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/user/fb-register', payload });
  const fbUser = () => ({ id: `9${process.pid}${++counter}`, name: 'Somchai Jaidee', email: uniqueEmail('fb'), first_name: 'Somchai', last_name: 'Jaidee' });

  it('checks the token with the Graph API and creates a Facebook account (type 2)', async () => {
    const user = fbUser();
    const auth = graph.issueToken(user);
    // names from the body are only a fallback: Facebook's own answer wins
    const res = await fbSignIn({ auth, facebook_id: user.id, first_name: 'Mallory', email: 'mallory@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.info).toMatchObject({
      account_type: 2,
      email: user.email,
      email_verified: true,
      firstname: 'Somchai',
      lastname: 'Jaidee',
      profile_img_path: `https://graph.example/${user.id}.jpg`,
    });
    const again = await fbSignIn({ auth: graph.issueToken(user), facebook_id: user.id });
    expect(again.json().result.info.id).toBe(res.json().result.info.id);
  });

  it('refuses an invalid token, a token of another app and a token of another user', async () => {
    const user = fbUser();
    const cases = {
      invalid: { auth: graph.issueToken(user, { valid: false }), facebook_id: user.id },
      unknown: { auth: 'EAAmadeup', facebook_id: user.id },
      otherApp: { auth: graph.issueToken(user, { appId: '999' }), facebook_id: user.id },
      otherUser: { auth: graph.issueToken(user), facebook_id: 'not-this-user' },
    };
    for (const [kind, payload] of Object.entries(cases)) {
      const res = await fbSignIn(payload);
      expect(res.statusCode, kind).toBe(422);
      expect(res.json(), kind).toEqual(loginFailed);
    }
  });

  it("stores only the Graph API's picture, never one from the request body", async () => {
    const user = fbUser();
    const body = { auth: graph.issueToken(user), facebook_id: user.id, profile_img_path: 'https://evil.example/a.png', picture: 'https://evil.example/b.png' };
    const res = await fbSignIn(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.info.profile_img_path).toBe(`https://graph.example/${user.id}.jpg`);
  });

  it('creates an account without e-mail when Facebook shares none', async () => {
    const { email: _none, ...user } = fbUser();
    const res = await fbSignIn({ auth: graph.issueToken(user), facebook_id: user.id, picture: { data: { url: 'https://x.example/p.jpg' } } });
    expect(res.json().result.info).toMatchObject({ email: null, email_verified: false, account_type: 2 });
  });
});

describe('providers not configured or unreachable', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestApp({ ...FAST_HASH, GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_ISSUER: google.issuer, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/jwks' });
  });
  afterAll(() => bare.close());

  it("answers 503 'login method not available' for Facebook without an app id", async () => {
    const res = await bare.app.inject({ method: 'POST', url: '/api/user/fb-register', payload: { auth: 'x', facebook_id: '1' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', message: 'login method not available' });
  });

  it("answers 502 'login failed' when Google's keys cannot be fetched", async () => {
    const user = googleUser();
    const res = await bare.app.inject({ method: 'POST', url: '/api/user/google-register', payload: googlePayload(user, await google.idToken(user)) });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual(loginFailed);
  });
});
