import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@baandee/contracts';
import { LOCAL_STAND_IN_SECRETS } from '../src/local-secrets.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, logIn, mailedToken, PASSWORD, signUp, uniqueEmail } from './support/accounts.js';
import { newLineUserId, startLineServer, type LineServer } from './support/line-server.js';
import { insertListing, masterRefs, photo } from './support/listings.js';
import { multipartFile } from './support/multipart.js';
import { startSocialProviders } from './support/social-providers.js';

/**
 * Someone registers an address that is not theirs, never verifies it, connects their own
 * LINE and fills in the profile. When the address's owner takes the account back (the
 * password-reset link mailed to the address, or Google vouching for it), everything that
 * person set is reset and the owner's leads no longer reach their LINE. Against the local
 * LINE and Google stand-ins on loopback.
 */
const CLIENT_ID = 'baandee-recovery.apps.googleusercontent.com';
const GOOGLE_PICTURE = 'https://lh3.googleusercontent.com/a/owner.jpg';
const NEW_PASSWORD = 'the real owner passphrase';

let ctx: TestContext;
let line: LineServer;
let providers: Awaited<ReturnType<typeof startSocialProviders>>;
let refs: Awaited<ReturnType<typeof masterRefs>>;

beforeAll(async () => {
  line = await startLineServer();
  providers = await startSocialProviders({ googleClientId: CLIENT_ID, facebookAppId: '4343434343', facebookSecret: LOCAL_STAND_IN_SECRETS.FACEBOOK_APP_SECRET });
  ctx = await createTestApp({ ...FAST_HASH, ...line.env(), ...providers.env, AUTH_RATE_LIMIT: '10000', AUTH_EMAIL_RATE_LIMIT: '10000' });
  refs = await masterRefs(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await Promise.all([line?.close(), providers?.close()]);
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const pushesTo = (lineUserId: string) => line.sent.filter((m) => m.kind === 'push' && m.to === lineUserId);

/**
 * The squatter: registers `email` without verifying it, connects their LINE (a friend of
 * the official account), fills in every profile field, switches to a company account,
 * uploads a picture, changes the notification settings, and asks to move the account to
 * their own address. A listing sits on the account.
 */
async function squat(email: string) {
  const squatter = await signUp(ctx, email);
  const who = line.addUser({ userId: newLineUserId(), displayName: 'Squatter LINE', friend: true });
  const connect = await ctx.app.inject({
    method: 'POST',
    url: '/api/line-connect',
    headers: squatter.headers,
    payload: { id_token: await line.idToken(who.userId), access_token: line.accessToken(who.userId) },
  });
  expect(connect.statusCode, connect.body).toBe(200);
  const profile = await ctx.app.inject({
    method: 'PUT',
    url: `/api/user/update/${squatter.info.id}`,
    headers: squatter.headers,
    payload: {
      firstname: 'ผู้แอบอ้าง',
      lastname: 'ไม่ใช่เจ้าของ',
      phone: '0899999999',
      birth_date: '1990-01-02',
      id_card_number: '1101700230708',
      address: '99 ถนนปลอม',
      company_name: 'Squat Co',
      juristic_number: '0105551234567',
      ...refs.address,
      short_history: 'ติดต่อผ่าน LINE เท่านั้น',
      show_phone: true,
    },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const company = await get('/api/switch-account?account_type=company', squatter.headers);
  expect(company.json().result?.user_type, company.body).toBe('company');
  const file = multipartFile('image', 'me.jpg', 'image/jpeg', await photo('#a33'));
  const picture = await ctx.app.inject({ method: 'POST', url: '/api/user/upload-image', payload: file.payload, headers: { ...squatter.headers, ...file.headers } });
  expect(picture.statusCode, picture.body).toBe(200);
  const settings = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/setting/store',
    headers: squatter.headers,
    payload: { email: { contact_received: false, listing_status: false }, line: { news: true } },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const squatterAddress = uniqueEmail('squatter-own');
  const move = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/change-email',
    headers: squatter.headers,
    payload: { new_email: squatterAddress, password: PASSWORD },
  });
  expect(move.statusCode, move.body).toBe(200);
  const listingId = await insertListing(ctx, squatter.info.id, { announce_title: 'คอนโดของเจ้าของจริง' });
  return {
    ...squatter,
    lineUserId: who.userId,
    listingId,
    picture: picture.json().result.profile_img_path as string,
    moveToken: mailedToken(ctx, squatterAddress, '/confirm-email-change'),
  };
}

let leadCounter = 0;
/** A visitor's message to the listing, delivered: answers its text. */
async function lead(listingId: number): Promise<string> {
  const text = `สนใจห้องนี้ ${++leadCounter}`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact-announce-owner',
    remoteAddress: `10.9.0.${leadCounter}`,
    payload: { announce_id: listingId, name: 'ผู้ซื้อ ตัวจริง', email: `buyer${leadCounter}@example.com`, phone: '0861234567', message: text },
  });
  expect(res.statusCode, res.body).toBe(200);
  await ctx.app.jobs.drain();
  return text;
}

/** Everything the squatter set is gone, whichever way the owner came back. */
async function expectSquatterEvicted(squatter: Awaited<ReturnType<typeof squat>>, owner: Headers) {
  // the squatter is out: their session, their password and their pending move of the address
  expect((await get(`/api/user/${squatter.info.id}`, squatter.headers)).statusCode).toBe(401);
  const oldLogin = await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: squatter.email, password: PASSWORD } });
  expect(oldLogin.statusCode).toBe(422);
  const move = await ctx.app.inject({ method: 'POST', url: '/api/user/confirm-email-change', payload: { token: squatter.moveToken } });
  expect(move.statusCode).toBe(422);
  expect(move.json().message).toBe('reset link expired');

  // LINE unlinked, friendship gone, settings back to their defaults
  expect((await get('/api/line/status', owner)).json().result).toMatchObject({ connected: false, display_name: null, friend: false });
  expect(await ctx.app.lineRepository.byUser(squatter.info.id)).toBeUndefined();
  expect((await get('/api/user/setting/get', owner)).json().result).toEqual(DEFAULT_NOTIFICATION_SETTINGS);

  // the profile holds nothing the squatter typed
  const info = (await get(`/api/user/${squatter.info.id}`, owner)).json().result;
  expect(info).toMatchObject({
    email: squatter.email,
    email_verified: true,
    user_type: 'individual',
    is_company: false,
    line_friend_status: false,
    phone: null,
    birth_date: null,
    id_card_number: null,
    address: null,
    company_name: null,
    juristic_number: null,
    province_id: null,
    district_id: null,
    sub_district_id: null,
    postal_code: null,
    short_history: null,
    show_phone: false,
  });
  // deleted once the reset is committed, beside the answer
  await expect.poll(() => existsSync(path.join(ctx.config.uploadsDir, 'profile', path.basename(squatter.picture)))).toBe(false);

  // the listing stays, and its leads reach the owner's mail, never the squatter's LINE
  const before = pushesTo(squatter.lineUserId).length;
  const text = await lead(squatter.listingId);
  expect(pushesTo(squatter.lineUserId)).toHaveLength(before);
  expect(ctx.mailer.sent.some((mail) => mail.to === squatter.email && mail.text.includes(text))).toBe(true);
  return info as Record<string, unknown>;
}

/** The mail that tells the owner what was reset, in Thai and English. */
function expectResetMail(email: string) {
  const mail = ctx.mailer.sent.filter((m) => m.to === email).find((m) => m.subject.includes('Your account was reset'));
  expect(mail, 'the reset mail').toBeDefined();
  expect(mail!.subject).toContain('บัญชีของคุณถูกรีเซ็ตแล้ว');
  expect(mail!.text).toContain('ยกเลิกการเชื่อมต่อ LINE');
  expect(mail!.text).toContain('LINE and any other social sign-in were disconnected');
  expect(mail!.text).toContain('The listings on the account were kept');
}

describe('taking back an account registered with an address never verified', () => {
  it('by the reset link mailed to the address: LINE, settings, profile and sessions of the squatter are reset', async () => {
    const squatter = await squat(uniqueEmail('reset-owner'));
    // as it stands, leads of the listing reach the squatter's LINE
    await lead(squatter.listingId);
    expect(pushesTo(squatter.lineUserId)).toHaveLength(1);

    await ctx.app.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email: squatter.email } });
    await ctx.app.jobs.drain();
    const token = mailedToken(ctx, squatter.email, '/reset-password');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);

    const owner = await logIn(ctx, squatter.email, NEW_PASSWORD);
    const info = await expectSquatterEvicted(squatter, owner.headers);
    expect(res.json()).toEqual({ status: 'success', result: { done: true, email: squatter.email, account_reset: true } });
    expectResetMail(squatter.email);
    expect(info).toMatchObject({ account_type: 1, firstname: null, lastname: null, profile_img_path: null });
    expect((await ctx.database.db.selectFrom('listings').select('user_id').where('id', '=', squatter.listingId).executeTakeFirst())?.user_id).toBe(
      squatter.info.id,
    );
  });

  it('by Google vouching for the address: the same reset, with the Google name and picture', async () => {
    const squatter = await squat(uniqueEmail('google-owner'));
    await lead(squatter.listingId);
    expect(pushesTo(squatter.lineUserId)).toHaveLength(1);

    const user = { sub: `recovery-${process.pid}`, email: squatter.email, given_name: 'เจ้าของ', family_name: 'ตัวจริง', picture: GOOGLE_PICTURE };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/google-register',
      payload: { google_id: user.sub, token: await providers.google.idToken(user), email: user.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result;

    const info = await expectSquatterEvicted(squatter, { authorization: `Bearer ${result.token}` });
    expect(info).toMatchObject({ id: squatter.info.id, account_type: 3, firstname: 'เจ้าของ', lastname: 'ตัวจริง', profile_img_path: GOOGLE_PICTURE });
    expect(result.account_reset).toBe(true);
    expectResetMail(squatter.email);
    // the next Google sign-in is an ordinary one
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/google-register',
      payload: { google_id: user.sub, token: await providers.google.idToken(user), email: user.email },
    });
    expect(again.json().result.account_reset).toBeUndefined();
  });
});

describe('by Facebook vouching for the address', () => {
  it('resets the account the same way and says so', async () => {
    const squatter = await squat(uniqueEmail('facebook-owner'));
    const user = { id: `fb-recovery-${process.pid}`, name: 'Owner Real', email: squatter.email, first_name: 'Owner', last_name: 'Real' };
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/fb-register', payload: { auth: providers.graph.issueToken(user), facebook_id: user.id } });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result;
    const info = await expectSquatterEvicted(squatter, { authorization: `Bearer ${result.token}` });
    expect(info).toMatchObject({ id: squatter.info.id, account_type: 2, firstname: 'Owner', lastname: 'Real' });
    expect(result.account_reset).toBe(true);
  });
});

describe('a LINE link in progress while the owner takes the account back', () => {
  it('is refused once the squatter’s session has ended, linking nothing', async () => {
    const squatter = await signUp(ctx, uniqueEmail('racing'));
    const who = line.addUser({ userId: newLineUserId(), displayName: 'Racing LINE', friend: true });
    // the squatter's link waits on LINE's profile call…
    const held = line.holdNextProfile();
    const connecting = ctx.app.inject({
      method: 'POST',
      url: '/api/line-connect',
      headers: squatter.headers,
      payload: { id_token: await line.idToken(who.userId), access_token: line.accessToken(who.userId) },
    });
    await held.arrived;
    // …while the owner resets the password through the mailed link
    await ctx.app.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email: squatter.email } });
    await ctx.app.jobs.drain();
    const token = mailedToken(ctx, squatter.email, '/reset-password');
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(reset.json().result?.account_reset, reset.body).toBe(true);
    held.release();

    const res = await connecting;
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: 'unauthorized, please re-login' });
    expect(await ctx.app.lineRepository.byUser(squatter.info.id)).toBeUndefined();
    const owner = await logIn(ctx, squatter.email, NEW_PASSWORD);
    expect((await get(`/api/user/${squatter.info.id}`, owner.headers)).json().result.line_friend_status).toBe(false);
  });
});

describe('an account whose address was verified', () => {
  it('keeps its LINE, settings and profile on a password reset; only its sessions end', async () => {
    const email = uniqueEmail('verified');
    const user = await signUp(ctx, email, { verify: true });
    const who = line.addUser({ userId: newLineUserId(), displayName: 'Owner LINE', friend: true });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/line-connect',
      headers: user.headers,
      payload: { id_token: await line.idToken(who.userId), access_token: line.accessToken(who.userId) },
    });
    await ctx.app.inject({ method: 'PUT', url: `/api/user/update/${user.info.id}`, headers: user.headers, payload: { firstname: 'สมชาย', phone: '0811111111' } });
    await ctx.app.inject({ method: 'POST', url: '/api/user/setting/store', headers: user.headers, payload: { line: { news: true } } });

    await ctx.app.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email } });
    await ctx.app.jobs.drain();
    const token = mailedToken(ctx, email, '/reset-password');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(res.json()).toEqual({ status: 'success', result: { done: true, email } });
    expect(ctx.mailer.last(email)?.subject).toContain('Your password was changed');
    expect((await get(`/api/user/${user.info.id}`, user.headers)).statusCode).toBe(401);

    const again = await logIn(ctx, email, NEW_PASSWORD);
    expect((await get(`/api/user/${user.info.id}`, again.headers)).json().result).toMatchObject({ firstname: 'สมชาย', phone: '0811111111', line_friend_status: true });
    expect((await get('/api/line/status', again.headers)).json().result).toMatchObject({ connected: true, friend: true });
    expect((await get('/api/user/setting/get', again.headers)).json().result.line.news).toBe(true);
    const listingId = await insertListing(ctx, user.info.id);
    await lead(listingId);
    expect(pushesTo(who.userId)).toHaveLength(1);
  });
});
