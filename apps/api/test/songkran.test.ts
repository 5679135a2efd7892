import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SONGKRAN_CARD_SIZE, SONGKRAN_MESSAGE_MAX, SONGKRAN_NAME_MAX, SONGKRAN_SHARE_CREDITS_MAX, WELCOME_CREDITS } from '@baandee/domain';
import { ensureAdmin } from '../src/db/admin.js';
import { passwordCost } from '../src/lib/password.js';
import { withThaiBreaks } from '../src/modules/songkran/card-renderer.js';
import { shareCard } from '../src/modules/songkran/songkran.service.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, logIn, PASSWORD, signUp, uniqueEmail } from './support/accounts.js';
import { balances } from './support/credits.js';
import { startSocialProviders } from './support/social-providers.js';

/**
 * The Songkran event (spec sections 2 and 7, DESIGN 4.12): the window and its refusals,
 * the event's Google and Facebook sign-in through the accounts' own verification, greeting
 * cards drawn to a PNG in the storage, their public view, shares whose first grants the
 * event's credits exactly once (also under concurrent calls, never to a banned user), and
 * the admin's numbers and settings.
 */

const CLIENT_ID = 'baandee-songkran.apps.googleusercontent.com';
const FB_APP_ID = '5151515151';
const FB_SECRET = 'songkran-app-secret';
const SHARE_CREDITS = 3;
const DAY = 24 * 60 * 60 * 1000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
const RUNNING = { starts_at: at(-1), ends_at: at(30), share_credits: SHARE_CREDITS };

type Headers = Record<string, string>;
let ctx: TestContext;
let providers: Awaited<ReturnType<typeof startSocialProviders>>;
let google: typeof providers.google;
let graph: typeof providers.graph;
let admin: Headers;

beforeAll(async () => {
  providers = await startSocialProviders({ googleClientId: CLIENT_ID, facebookAppId: FB_APP_ID, facebookSecret: FB_SECRET });
  ({ google, graph } = providers);
  ctx = await createTestApp({
    ...FAST_HASH,
    ...providers.env,
    SONGKRAN_STARTS_AT: RUNNING.starts_at,
    SONGKRAN_ENDS_AT: RUNNING.ends_at,
    SONGKRAN_SHARE_CREDITS: String(SHARE_CREDITS),
  });
  const email = uniqueEmail('songkran-admin');
  await ensureAdmin(ctx.app.db, { email, password: PASSWORD, hashCost: passwordCost(ctx.config) });
  admin = (await logIn(ctx, email)).headers;
});
afterAll(async () => {
  await ctx.close();
  await providers.close();
});

const get = (url: string, headers: Headers = {}) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers = {}) => ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

const CARD = { design: 'splash', language: 'th', message: 'ขอให้มีความสุขมาก ๆ ในวันสงกรานต์ สุขภาพแข็งแรง', name: 'สมหญิง รักดี' };
async function makeCard(headers: Headers, body: Record<string, unknown> = CARD) {
  const res = await post('/api/event/songkran/store', body, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { ref: string; image_url: string; page_url: string; message: string; name: string };
}
const share = (headers: Headers, ref: string, channel = 'line') => post('/api/event/songkran/share', { ref, channel }, headers);
const cardCount = async () => Number((await sql<{ n: number }>`select count(*)::int as n from songkran_cards`.execute(ctx.app.db)).rows[0]!.n);
const eventEntries = (userId: number) =>
  ctx.app.db.selectFrom('credit_transactions').select(['type', 'amount', 'subject_id']).where('user_id', '=', userId).where('subject_kind', '=', 'event').execute();
const setWindow = async (window: { starts_at: string; ends_at: string; share_credits?: number }) => {
  const res = await post('/api/admin/event/songkran/store', { share_credits: SHARE_CREDITS, ...window }, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};

describe('GET /api/event/songkran', () => {
  it("answers a visitor the window, that it runs and the first share's credits; a signed-in user also their cards and reward", async () => {
    const visitor = await get('/api/event/songkran');
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json().result).toMatchObject({ starts_at: RUNNING.starts_at, ends_at: RUNNING.ends_at, share_credits: SHARE_CREDITS, running: true, me: null });

    const user = await signUp(ctx);
    const card = await makeCard(user.headers);
    const me = (await get('/api/event/songkran', user.headers)).json().result.me;
    expect(me).toMatchObject({ rewarded: false, credit: WELCOME_CREDITS });
    expect(me.cards.map((c: { ref: string }) => c.ref)).toEqual([card.ref]);
  });
});

describe('signing in on the event page', () => {
  let counter = 0;
  const googleUser = () => ({ sub: `sk${process.pid}${++counter}`, email: uniqueEmail('sk-g'), given_name: 'มานี', family_name: 'มีนา' });

  it('gauth checks the Google ID token as the accounts sign-in does and lands on the same account', async () => {
    const person = googleUser();
    const body = async () => ({ google_id: person.sub, token: await google.idToken(person), email: person.email });
    const res = await post('/api/event/songkran/gauth', await body());
    expect(res.statusCode, res.body).toBe(200);
    const { token, info } = res.json().result;
    expect(info).toMatchObject({ email: person.email, account_type: 3, email_verified: true });
    // the session works for the event's own calls
    await makeCard({ authorization: `Bearer ${token}` });
    const accounts = await post('/api/user/google-register', await body());
    expect(accounts.json().result.info.id).toBe(info.id);

    const forged = await post('/api/event/songkran/gauth', { ...(await body()), token: await google.idToken(person, { signingKey: await google.otherKey() }) });
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toMatchObject({ status: 'error', message: 'login failed' });
  });

  it('fbauth checks the Facebook token with the Graph API as the accounts sign-in does', async () => {
    const person = { id: `fb${process.pid}${++counter}`, email: uniqueEmail('sk-fb'), first_name: 'Dao', last_name: 'Duang' };
    const res = await post('/api/event/songkran/fbauth', { auth: graph.issueToken(person), facebook_id: person.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.info).toMatchObject({ email: person.email, account_type: 2, firstname: 'Dao' });
    const accounts = await post('/api/user/fb-register', { auth: graph.issueToken(person), facebook_id: person.id });
    expect(accounts.json().result.info.id).toBe(res.json().result.info.id);

    const otherApp = await post('/api/event/songkran/fbauth', { auth: graph.issueToken(person, { appId: '999' }), facebook_id: person.id });
    expect(otherApp.statusCode).toBe(422);
    expect(otherApp.json().message).toBe('login failed');
  });
});

describe('POST /api/event/songkran/store', () => {
  it('draws the card as a 1200x630 PNG in the storage and answers its ref, picture and page', async () => {
    const user = await signUp(ctx);
    const card = await makeCard(user.headers);
    expect(card.ref).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(card.page_url).toBe(`${ctx.config.publicUrl}/songkran-card/${card.ref}`);
    expect(card).toMatchObject({ message: CARD.message, name: CARD.name, image_width: 1200, image_height: 630 });

    const key = ctx.app.storage.keyOf(card.image_url);
    expect(key).toBe(`songkran/${card.ref}.png`);
    const png = await ctx.app.storage.get(key!);
    expect(png!.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const meta = await sharp(png!).metadata();
    expect(meta).toMatchObject({ format: 'png', width: SONGKRAN_CARD_SIZE.width, height: SONGKRAN_CARD_SIZE.height });

    // the message is drawn: another message gives another picture of the same design
    const other = await makeCard(user.headers, { ...CARD, message: 'Happy Songkran!' });
    const otherPng = await ctx.app.storage.get(ctx.app.storage.keyOf(other.image_url)!);
    expect(otherPng!.equals(png!)).toBe(false);
  });

  it('keeps the message within its limits and to what the card can print, storing nothing it refuses', async () => {
    const user = await signUp(ctx);
    const before = await cardCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ message: 'ก'.repeat(SONGKRAN_MESSAGE_MAX + 1) }, 'message', 'card message too long'],
      [{ message: 'one\ntwo\nthree\nfour\nfive' }, 'message', 'card message too many lines'],
      [{ message: 'สุขสันต์ 💦' }, 'message', 'thai or english only'],
      [{ message: '   \n  ' }, 'message', 'required'],
      [{ name: 'น'.repeat(SONGKRAN_NAME_MAX + 1) }, 'name', 'card name too long'],
      [{ name: 'Somchai\nSomsri' }, 'name', 'card name one line'],
      [{ design: 'neon' }, 'design', 'value not allowed'],
      [{ language: 'fr' }, 'language', 'value not allowed'],
    ];
    for (const [change, field, message] of cases) {
      const res = await post('/api/event/songkran/store', { ...CARD, ...change }, user.headers);
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(change)).toEqual([message]);
    }
    expect(await cardCount()).toBe(before);

    // exactly at the limit is fine; spaces and blank lines are tidied first
    const full = await makeCard(user.headers, { ...CARD, message: `  ${'ก'.repeat(SONGKRAN_MESSAGE_MAX)}  ` });
    expect(full.message).toHaveLength(SONGKRAN_MESSAGE_MAX);
    const tidy = await makeCard(user.headers, { ...CARD, message: 'Happy   Songkran\r\n\r\n\r\nสุขสันต์', language: 'en', design: 'sunset' });
    expect(tidy.message).toBe('Happy Songkran\nสุขสันต์');
  });

  it('needs a session', async () => {
    const res = await post('/api/event/songkran/store', CARD);
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/event/songkran/{ref}', () => {
  it('shows a card to anyone with the link; an unknown ref is not found', async () => {
    const card = await makeCard((await signUp(ctx)).headers);
    const res = await get(`/api/event/songkran/${card.ref}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ ref: card.ref, message: CARD.message, name: CARD.name, image_url: card.image_url });
    expect((await get('/api/event/songkran/AAAAAAAAAAAA')).json()).toMatchObject({ status: 'error', message: 'content not found' });
    expect((await get('/api/event/songkran/short')).statusCode).toBe(422);
  });
});

describe('POST /api/event/songkran/share', () => {
  it("grants the event's credits on the first share only, as a got entry of the ledger", async () => {
    const user = await signUp(ctx);
    const card = await makeCard(user.headers);
    const first = await share(user.headers, card.ref, 'line');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toEqual({ shared: true, granted: SHARE_CREDITS, rewarded: true, credit: WELCOME_CREDITS + SHARE_CREDITS });
    for (const channel of ['facebook', 'copy', 'line']) {
      const again = await share(user.headers, card.ref, channel);
      expect(again.json().result).toEqual({ shared: true, granted: 0, rewarded: true, credit: WELCOME_CREDITS + SHARE_CREDITS });
    }
    const entries = await eventEntries(user.info.id);
    expect(entries).toEqual([{ type: 'got', amount: SHARE_CREDITS, subject_id: expect.stringMatching(new RegExp(`^songkran-\\d{4}:${user.info.id}$`)) }]);
    expect(await balances(ctx, user.info.id)).toEqual({ balance: WELCOME_CREDITS + SHARE_CREDITS, ledger: WELCOME_CREDITS + SHARE_CREDITS });
    const history = (await get('/api/credit-info?type=got', user.headers)).json().result.history.data;
    expect(history[0]).toMatchObject({ type: 'got', amount: SHARE_CREDITS, subject_kind: 'event' });
    expect((await get('/api/event/songkran', user.headers)).json().result.me).toMatchObject({ rewarded: true, credit: WELCOME_CREDITS + SHARE_CREDITS });
  });

  it('grants exactly once when 20 first shares arrive at the same time', async () => {
    const user = await signUp(ctx);
    const card = await makeCard(user.headers);
    const channels = ['line', 'facebook', 'copy'];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => share(user.headers, card.ref, channels[i % 3])));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const results = answers.map((res) => res.json().result as { granted: number; rewarded: boolean });
    expect(results.filter((result) => result.granted === SHARE_CREDITS)).toHaveLength(1);
    expect(results.every((result) => result.rewarded && (result.granted === 0 || result.granted === SHARE_CREDITS))).toBe(true);
    expect(await eventEntries(user.info.id)).toHaveLength(1);
    expect(await balances(ctx, user.info.id)).toEqual({ balance: WELCOME_CREDITS + SHARE_CREDITS, ledger: WELCOME_CREDITS + SHARE_CREDITS });
    const shares = await ctx.app.db.selectFrom('songkran_shares').select('id').where('user_id', '=', user.info.id).execute();
    expect(shares).toHaveLength(20);
  });

  it("records only the user's own cards: another's or an unknown ref is not found", async () => {
    const owner = await signUp(ctx);
    const card = await makeCard(owner.headers);
    const other = await signUp(ctx);
    for (const ref of [card.ref, 'AAAAAAAAAAAA']) {
      const res = await share(other.headers, ref);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('content not found');
    }
    expect((await share(other.headers, card.ref, 'email')).json().errors.channel).toEqual(['value not allowed']);
    expect(await eventEntries(other.info.id)).toEqual([]);
  });

  it('refuses a banned user: a banned session is over, and a ban landing mid-share stops the grant', async () => {
    const user = await signUp(ctx);
    const card = await makeCard(user.headers);
    const authUser = { id: user.info.id, account_type: 1, role: 'user', email_verified: false, session_id: 0 } as const;
    await ctx.app.db.updateTable('users').set({ status: 'banned' }).where('id', '=', user.info.id).execute();

    const res = await share(user.headers, card.ref);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('account banned');
    // the session was checked before the ban: the share itself still refuses
    await expect(shareCard(ctx.app, authUser, { ref: card.ref, channel: 'line' })).rejects.toMatchObject({ statusCode: 403, message: 'account banned' });
    expect(await eventEntries(user.info.id)).toEqual([]);
    expect(await balances(ctx, user.info.id)).toEqual({ balance: WELCOME_CREDITS, ledger: WELCOME_CREDITS });
    const shares = await ctx.app.db.selectFrom('songkran_shares').select('id').where('user_id', '=', user.info.id).execute();
    expect(shares).toEqual([]);
  });

  it("rewards again in the next year's edition of the event, once", async () => {
    const user = await signUp(ctx);
    const card = await makeCard(user.headers);
    expect((await share(user.headers, card.ref)).json().result.granted).toBe(SHARE_CREDITS);
    // an edition that started in another Bangkok year (and still runs)
    await setWindow({ starts_at: at(-400), ends_at: at(30) });
    try {
      expect((await share(user.headers, card.ref)).json().result.granted).toBe(SHARE_CREDITS);
      expect((await share(user.headers, card.ref)).json().result.granted).toBe(0);
      expect(await eventEntries(user.info.id)).toHaveLength(2);
    } finally {
      await setWindow(RUNNING);
    }
  });
});

describe('outside the window', () => {
  it('says when the event runs and refuses every call that changes something; cards stay open', async () => {
    const user = await signUp(ctx);
    const card = await makeCard(user.headers);
    const person = { sub: `closed${process.pid}`, email: uniqueEmail('sk-closed') };
    const fbPerson = { id: `fbclosed${process.pid}`, email: uniqueEmail('sk-fb-closed') };
    for (const window of [
      { starts_at: at(10), ends_at: at(20) },
      { starts_at: at(-20), ends_at: at(-10) },
    ]) {
      await setWindow(window);
      try {
        const state = (await get('/api/event/songkran')).json().result;
        expect(state).toMatchObject({ ...window, running: false });
        const calls = [
          post('/api/event/songkran/store', CARD, user.headers),
          share(user.headers, card.ref),
          post('/api/event/songkran/gauth', { google_id: person.sub, token: await google.idToken(person) }),
          post('/api/event/songkran/fbauth', { auth: graph.issueToken(fbPerson), facebook_id: fbPerson.id }),
        ];
        for (const res of await Promise.all(calls)) {
          expect(res.statusCode, res.body).toBe(403);
          expect(res.json()).toMatchObject({ status: 'error', message: 'event not running' });
        }
        expect((await get(`/api/event/songkran/${card.ref}`)).statusCode).toBe(200);
      } finally {
        await setWindow(RUNNING);
      }
    }
    expect(await eventEntries(user.info.id)).toEqual([]);
    const created = await ctx.app.db.selectFrom('users').select('id').where('email', 'in', [person.email, fbPerson.email]).execute();
    expect(created).toEqual([]);
  });
});

describe('the admin screen', () => {
  it("counts the event's cards, shares by channel and credits granted; an admin sets the window and reward", async () => {
    await setWindow(RUNNING);
    const before = (await get('/api/admin/event/songkran', admin)).json().result;
    const user = await signUp(ctx);
    const card = await makeCard(user.headers, { ...CARD, design: 'jasmine' });
    await share(user.headers, card.ref, 'facebook');
    await share(user.headers, card.ref, 'copy');
    const res = await get('/api/admin/event/songkran', admin);
    expect(res.statusCode, res.body).toBe(200);
    const { settings, numbers } = res.json().result;
    expect(settings).toMatchObject({ running: true, share_credits: SHARE_CREDITS, source: 'admin' });
    expect(numbers.cards).toBe(before.numbers.cards + 1);
    expect(numbers.cards_by_design.jasmine).toBe(before.numbers.cards_by_design.jasmine + 1);
    expect(numbers.shares).toBe(before.numbers.shares + 2);
    expect(numbers.shares_by_channel.facebook).toBe(before.numbers.shares_by_channel.facebook + 1);
    expect(numbers.shares_by_channel.copy).toBe(before.numbers.shares_by_channel.copy + 1);
    expect(numbers.sharers).toBe(before.numbers.sharers + 1);
    expect(numbers.credits_granted).toBe(before.numbers.credits_granted + SHARE_CREDITS);
    expect(numbers.rewarded_users).toBe(before.numbers.rewarded_users + 1);

    const saved = await setWindow({ ...RUNNING, share_credits: 5 });
    expect(saved.settings).toMatchObject({ share_credits: 5, starts_at: RUNNING.starts_at, source: 'admin' });
    expect((await get('/api/event/songkran')).json().result.share_credits).toBe(5);
    await setWindow(RUNNING);

    const backwards = await post('/api/admin/event/songkran/store', { starts_at: at(5), ends_at: at(1), share_credits: 1 }, admin);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.ends_at).toEqual(['ends before it starts']);
    const plain = await signUp(ctx);
    expect((await get('/api/admin/event/songkran', plain.headers)).statusCode).toBe(403);
    expect((await post('/api/admin/event/songkran/store', RUNNING, plain.headers)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/admin/event/songkran', headers: plain.headers })).statusCode).toBe(403);
  });

  it('refuses credits past the limit, naming it, and saves nothing; reset brings back the defaults', async () => {
    await setWindow(RUNNING);
    for (const share_credits of [SONGKRAN_SHARE_CREDITS_MAX + 1, 1000, -1]) {
      const refused = await post('/api/admin/event/songkran/store', { ...RUNNING, starts_at: at(-2), share_credits }, admin);
      expect(refused.statusCode, String(share_credits)).toBe(422);
      expect(refused.json().errors.share_credits).toEqual(['share credits out of range']);
    }
    expect((await get('/api/admin/event/songkran', admin)).json().result.settings).toMatchObject({ starts_at: RUNNING.starts_at, share_credits: SHARE_CREDITS });

    const reset = await ctx.app.inject({ method: 'DELETE', url: '/api/admin/event/songkran', headers: admin });
    expect(reset.statusCode, reset.body).toBe(200);
    const defaults = ctx.app.config.songkran;
    expect(reset.json().result.settings).toMatchObject({ source: 'default', share_credits: defaults.share_credits, updated_at: null });
    expect((await get('/api/event/songkran')).json().result.share_credits).toBe(defaults.share_credits);
    await setWindow(RUNNING);
  });
});

describe('Thai line breaks on the card', () => {
  it('puts a break opportunity between unspaced Thai words and keeps mai yamok with its word', () => {
    expect(withThaiBreaks('ขอบคุณที่เป็นเพื่อนบ้านที่ดี').split('\u200B')).toEqual(['ขอบคุณ', 'ที่', 'เป็น', 'เพื่อน', 'บ้าน', 'ที่', 'ดี']);
    expect(withThaiBreaks('สุขมากๆนะ')).toBe('สุข\u200Bมาก\u00A0ๆ นะ');
    expect(withThaiBreaks('Happy Songkran')).toBe('Happy Songkran');
  });
});
