import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_SELL_TYPE, SAVED_SEARCH_INSTANT_DAILY_CAP, SELL_TYPE } from '@baandee/domain';
import { claimAlert, deliverAlert, queueDueAlerts } from '../src/modules/saved-searches/saved-search-alerts.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { grantCredits } from './support/credits.js';
import { signUpLinked } from './support/line-app.js';
import { startLineServer, type LineServer } from './support/line-server.js';
import { lifecycle, masterRefs, moderate, signUpAdmin, storeComplete, type MasterRefs } from './support/listings.js';
import { startSmtpSink, type ReceivedMail } from './support/smtp-sink.js';

/**
 * Saved-search alerts end to end (docs/decisions/060): a listing going live is matched
 * through the job queue, and the alert reaches the seeker through the real mailer and the
 * SMTP sink, or as a LINE carousel through the LINE stand-in; at most once per listing and
 * search, within the instant cap, as a daily digest, never for a paused search, as the
 * notification settings allow, and with a signed unsubscribe link that needs no sign-in.
 */
let ctx: TestContext;
let line: LineServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let refs: MasterRefs;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let owner: Awaited<ReturnType<typeof signUp>>;

type User = Awaited<ReturnType<typeof signUp>>;
type Headers = Record<string, string>;

beforeAll(async () => {
  line = await startLineServer();
  smtp = await startSmtpSink();
  ctx = await createTestApp({ ...FAST_HASH, ...line.env(), SMTP_URL: smtp.url, AUTH_RATE_LIMIT: '10000' }, { realMailer: true });
  refs = await masterRefs(ctx);
  admin = await signUpAdmin(ctx);
  owner = await verified(await signUp(ctx));
  await grantCredits(ctx, owner.info.id, 100);
  // the owner's first listing is reviewed; later ones go live at once
  const first = await storeComplete(ctx, owner.headers, refs, { project_estate_name: `Alert First ${process.pid}` });
  await lifecycle(ctx, owner.headers, 'publish', first.id);
  expect((await moderate(ctx, admin.headers, 'approve', first.id)).statusCode).toBe(200);
  await ctx.app.jobs.drain();
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
  await line?.close();
});

/** A seeker with an e-mail account; the sign-up's verification mail has landed in the sink. */
async function seekerSignUp(): Promise<User> {
  const user = await signUp(ctx);
  await smtp.waitFor(user.email);
  return user;
}

/** The account counts as verified (the sign-up mail went to the sink). */
async function verified(user: User): Promise<User> {
  await ctx.database.db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', user.info.id).execute();
  return user;
}

let projects = 0;
/** A project name only this test's listings carry, and the keyword filter that finds it. */
function project(): { name: string; filter: Record<string, unknown> } {
  const name = `Alerted Residence ${process.pid} ${String.fromCharCode(97 + (projects % 26))}${String.fromCharCode(97 + Math.floor(projects / 26))}`;
  projects++;
  return { name, filter: { keyword: name.toLowerCase(), sell_type: SELL_TYPE.rent } };
}

/** The owner publishes a rent listing of the project; the match and alert jobs run. */
async function publish(projectName: string, rent = 15000): Promise<number> {
  const { id } = await storeComplete(ctx, owner.headers, refs, { sell_type: LISTING_SELL_TYPE.rent, rent_price: rent, project_estate_name: projectName });
  const published = await lifecycle(ctx, owner.headers, 'publish', id);
  expect(published.json().result?.status, published.body).toBe('publish');
  await ctx.app.jobs.drain();
  return id;
}

async function save(headers: Headers, name: string, filter: Record<string, unknown>, channel: 'line' | 'email', frequency: 'instant' | 'daily'): Promise<number> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/saved-search', headers, payload: { name, filter, channel, frequency } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id;
}

const mailsTo = (email: string): ReceivedMail[] => smtp.received.filter((mail) => mail.to.includes(email));
/** The mail's header lines, unfolded. */
const headersOf = (mail: ReceivedMail) => mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
/** The subject, its MIME encoded words (RFC 2047, as nodemailer writes Thai) decoded. */
function subjectOf(mail: ReceivedMail): string {
  const raw = /^subject: (.*)$/im.exec(headersOf(mail))?.[1] ?? '';
  return raw.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}
const pushesTo = (lineUserId: string) => line.sent.filter((m) => m.kind === 'push' && m.to === lineUserId);
const unsent = (savedSearchId: number) =>
  ctx.database.db.selectFrom('saved_search_matches').select('listing_id').where('saved_search_id', '=', savedSearchId).where('sent_at', 'is', null).execute();
const sends = (savedSearchId: number) => ctx.database.db.selectFrom('saved_search_sends').selectAll().where('saved_search_id', '=', savedSearchId).orderBy('id').execute();
const settings = (headers: Headers, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/user/setting/store', headers, payload });

/** The unsubscribe link a mail or message carries: its id and signature. */
function unsubscribeLink(text: string): { id: number; sig: string } {
  const match = /\/saved-search-unsubscribe\?id=(\d+)&sig=([A-Za-z0-9_-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return { id: Number(match![1]), sig: match![2]! };
}

/** A user whose LINE account is connected through api/line-connect; the sign-up's mail has landed. */
async function linkedUser() {
  const user = await signUpLinked(ctx, line, { displayName: 'Alerted Seeker' });
  await smtp.waitFor(user.email);
  return user;
}

/** The saved search was made two days ago (before the latest digest time). */
async function madeLongAgo(savedSearchId: number): Promise<void> {
  await sql`update saved_searches set created_at = now() - interval '50 hours' where id = ${savedSearchId}`.execute(ctx.database.db);
}

/** Moves a saved search's alerts and creation a day and more back, as if that time had passed. */
async function aDayLater(savedSearchId: number): Promise<void> {
  const dayAgo = new Date(Date.now() - 25 * 3600_000);
  await ctx.database.db.updateTable('saved_search_sends').set({ created_at: dayAgo }).where('saved_search_id', '=', savedSearchId).execute();
  await ctx.database.db.updateTable('saved_searches').set({ last_sent_at: dayAgo }).where('id', '=', savedSearchId).execute();
  await madeLongAgo(savedSearchId);
}

describe('instant alerts by e-mail', () => {
  it('mails a new matching listing at once, Thai then English, with its link and a signed unsubscribe link (also as List-Unsubscribe), once', async () => {
    const seeker = await seekerSignUp();
    const { name, filter } = project();
    const id = await save(seeker.headers, 'คอนโดใกล้งาน', filter, 'email', 'instant');
    const before = mailsTo(seeker.email).length;
    const listingId = await publish(name);

    const mails = mailsTo(seeker.email).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.text).toContain('คอนโดใกล้งาน');
    expect(mail!.text).toMatch(/new listings? matching/i);
    expect(mail!.text.indexOf('ประกาศใหม่')).toBeLessThan(mail!.text.search(/New listings/));
    expect(mail!.text).toContain(`/view-announce/`);
    expect(mail!.text).toContain(`-${listingId}`);
    expect(mail!.text).toContain('15,000');
    expect(mail!.text).toContain(`/my-saved-search?open=${id}`);
    const link = unsubscribeLink(mail!.text);
    expect(link.id).toBe(id);
    // RFC 8058 one-click: the API's address, which takes the mail client's POST
    expect(headersOf(mail!)).toMatch(new RegExp(`^List-Unsubscribe: <http://localhost:3000/api/saved-search/one-click-unsubscribe\\?id=${id}&sig=${link.sig}>`, 'm'));
    expect(headersOf(mail!)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // an HTML part beside the text: the listing as a link, its price, the search and the unsubscribe page, Thai then English
    expect(mail!.html).toBeDefined();
    expect(mail!.html).toContain(`-${listingId}"`);
    expect(mail!.html).toContain('15,000');
    expect(mail!.html).toContain(`/my-saved-search?open=${id}`);
    expect(mail!.html).toContain(`/saved-search-unsubscribe?id=${id}&amp;sig=${link.sig}`);
    expect(mail!.html!.indexOf('lang="th"')).toBeLessThan(mail!.html!.indexOf('lang="en"'));
    expect(mail!.html).toContain('คอนโดใกล้งาน');
    expect(subjectOf(mail!)).toBe('ประกาศใหม่ 1 รายการ ตรงกับ "คอนโดใกล้งาน" / 1 new listing for "คอนโดใกล้งาน" - BaanDee');

    const [match] = await ctx.database.db.selectFrom('saved_search_matches').selectAll().where('saved_search_id', '=', id).execute();
    expect(match).toMatchObject({ listing_id: listingId, sent_at: expect.any(Date), send_id: expect.any(Number) });
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/saved-search', headers: seeker.headers })).json().result.saved_searches;
    expect(listed[0]).toMatchObject({ id, new_matches: 1, last_sent_at: expect.any(String) });

    // a replayed claim, the daily timer and a replayed delivery send nothing more
    expect(await claimAlert(ctx.app, id)).toBeNull();
    await queueDueAlerts(ctx.app);
    await deliverAlert(ctx.app, match!.send_id!);
    await ctx.app.jobs.drain();
    expect(mailsTo(seeker.email).slice(before)).toHaveLength(1);
  });

  it(`sends at most ${SAVED_SEARCH_INSTANT_DAILY_CAP} alerts a day per search; the listings beyond wait and go together in the next one allowed`, async () => {
    const seeker = await seekerSignUp();
    const { name, filter } = project();
    const id = await save(seeker.headers, 'capped', filter, 'email', 'instant');
    const before = mailsTo(seeker.email).length;
    const listings: number[] = [];
    for (let i = 0; i < SAVED_SEARCH_INSTANT_DAILY_CAP + 2; i++) listings.push(await publish(name, 12000 + i));

    expect(mailsTo(seeker.email).slice(before)).toHaveLength(SAVED_SEARCH_INSTANT_DAILY_CAP);
    expect((await unsent(id)).map((row) => row.listing_id).sort()).toEqual(listings.slice(SAVED_SEARCH_INSTANT_DAILY_CAP).sort());
    // the timer finds nothing allowed yet
    await queueDueAlerts(ctx.app);
    await ctx.app.jobs.drain();
    expect(mailsTo(seeker.email).slice(before)).toHaveLength(SAVED_SEARCH_INSTANT_DAILY_CAP);

    await aDayLater(id);
    expect(await queueDueAlerts(ctx.app)).toBeGreaterThanOrEqual(1);
    await ctx.app.jobs.drain();
    const mails = mailsTo(seeker.email).slice(before);
    expect(mails).toHaveLength(SAVED_SEARCH_INSTANT_DAILY_CAP + 1);
    const last = mails.at(-1)!;
    for (const listingId of listings.slice(SAVED_SEARCH_INSTANT_DAILY_CAP)) expect(last.text).toContain(`-${listingId}`);
    expect(await unsent(id)).toEqual([]);
    expect((await sends(id)).at(-1)).toMatchObject({ listing_count: 2, channel: 'email', delivered_at: expect.any(Date) });
  });

  it('claims and delivers once when two claims or two deliveries of the same alert run at once', async () => {
    const seeker = await seekerSignUp();
    const { name, filter } = project();
    const id = await save(seeker.headers, 'at once', filter, 'email', 'daily');
    await publish(name);
    await madeLongAgo(id);
    const before = mailsTo(seeker.email).length;
    const claims = await Promise.all([claimAlert(ctx.app, id), claimAlert(ctx.app, id), claimAlert(ctx.app, id)]);
    const sendIds = claims.filter((claim) => claim !== null);
    expect(sendIds).toHaveLength(1);
    await Promise.all([deliverAlert(ctx.app, sendIds[0]!), deliverAlert(ctx.app, sendIds[0]!)]);
    await ctx.app.jobs.drain();
    expect(mailsTo(seeker.email).slice(before)).toHaveLength(1);
    expect(await sends(id)).toHaveLength(1);
  });
});

describe('daily digest', () => {
  it("collects the day's matches in one mail at the digest time, then nothing until the next day", async () => {
    const seeker = await seekerSignUp();
    const { name, filter } = project();
    const id = await save(seeker.headers, 'digest', filter, 'email', 'daily');
    const before = mailsTo(seeker.email).length;
    const first = await publish(name, 11000);
    const second = await publish(name, 11500);
    // a search made after the latest digest time waits for the next one
    await queueDueAlerts(ctx.app);
    await ctx.app.jobs.drain();
    expect(mailsTo(seeker.email).slice(before)).toHaveLength(0);

    await madeLongAgo(id);
    await queueDueAlerts(ctx.app);
    await ctx.app.jobs.drain();
    const mails = mailsTo(seeker.email).slice(before);
    expect(mails).toHaveLength(1);
    expect(subjectOf(mails[0]!)).toMatch(/daily digest/i);
    expect(mails[0]!.text).toContain(`-${first}`);
    expect(mails[0]!.text).toContain(`-${second}`);

    // another match the same day waits for tomorrow's digest
    await publish(name, 11800);
    await queueDueAlerts(ctx.app);
    await ctx.app.jobs.drain();
    expect(mailsTo(seeker.email).slice(before)).toHaveLength(1);
    expect(await unsent(id)).toHaveLength(1);
  });
});

describe('alerts by LINE', () => {
  it('pushes a carousel of the listings, with the unsubscribe link, to the connected LINE account', async () => {
    const seeker = await linkedUser();
    const { name, filter } = project();
    const id = await save(seeker.headers, 'LINE condos', filter, 'line', 'instant');
    const mailsBefore = mailsTo(seeker.email).length;
    const listingId = await publish(name);

    const pushes = pushesTo(seeker.lineUserId);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.retryKey).toMatch(/^[0-9a-f-]{36}$/);
    const [text, flex] = pushes[0]!.messages as [{ type: string; text: string }, { type: string; altText: string; contents: { type: string; contents: unknown[] } }];
    expect(text.type).toBe('text');
    expect(text.text).toMatch(/[ก-๙]/);
    expect(unsubscribeLink(text.text).id).toBe(id);
    expect(flex.type).toBe('flex');
    expect(flex.altText).toContain('LINE condos');
    expect(flex.contents.type).toBe('carousel');
    // the listing's card, then the bubble to see the search or stop
    expect(flex.contents.contents).toHaveLength(2);
    const card = JSON.stringify(flex.contents.contents[0]);
    expect(card).toContain(`-${listingId}`);
    expect(card).toContain('15,000');
    expect(JSON.stringify(flex.contents.contents[1])).toContain('/saved-search-unsubscribe?id=');
    expect(mailsTo(seeker.email).slice(mailsBefore)).toHaveLength(0);
    expect((await sends(id))[0]).toMatchObject({ channel: 'line', delivered_at: expect.any(Date) });
  });

  it('mails instead when LINE alerts are off in the settings, and sends nothing when both are off (the matches wait)', async () => {
    const seeker = await linkedUser();
    expect((await settings(seeker.headers, { line: { saved_search: false } })).statusCode).toBe(200);
    const { name, filter } = project();
    const id = await save(seeker.headers, 'settings', filter, 'line', 'instant');
    const mailsBefore = mailsTo(seeker.email).length;
    await publish(name);
    expect(pushesTo(seeker.lineUserId)).toHaveLength(0);
    expect(mailsTo(seeker.email).slice(mailsBefore)).toHaveLength(1);

    expect((await settings(seeker.headers, { email: { saved_search: false } })).statusCode).toBe(200);
    const listingId = await publish(name);
    await queueDueAlerts(ctx.app);
    await ctx.app.jobs.drain();
    expect(pushesTo(seeker.lineUserId)).toHaveLength(0);
    expect(mailsTo(seeker.email).slice(mailsBefore)).toHaveLength(1);
    expect(await unsent(id)).toEqual([{ listing_id: listingId }]);
  });

  it('mails instead when LINE refuses the push for good (the official account blocked)', async () => {
    const seeker = await linkedUser();
    const { name, filter } = project();
    const id = await save(seeker.headers, 'blocked', filter, 'line', 'instant');
    const mailsBefore = mailsTo(seeker.email).length;
    line.failNext('push', 403, 1);
    await publish(name);
    expect(pushesTo(seeker.lineUserId)).toHaveLength(0);
    expect(mailsTo(seeker.email).slice(mailsBefore)).toHaveLength(1);
    expect((await sends(id))[0]).toMatchObject({ channel: 'email', delivered_at: expect.any(Date) });
  });

  it('retries while LINE is down and pushes the alert once when it is back', async () => {
    const seeker = await linkedUser();
    const { name, filter } = project();
    await save(seeker.headers, 'outage', filter, 'line', 'instant');
    line.failNext('push', 503, 2);
    await publish(name);
    expect(pushesTo(seeker.lineUserId)).toHaveLength(1);
  });
});

describe('paused searches and the unsubscribe link', () => {
  it('sends nothing for a paused search, neither at once nor in a digest', async () => {
    const seeker = await seekerSignUp();
    const { name, filter } = project();
    const instant = await save(seeker.headers, 'paused instant', filter, 'email', 'instant');
    const daily = await save(seeker.headers, 'paused daily', filter, 'email', 'daily');
    const before = mailsTo(seeker.email).length;
    await publish(name);
    // the daily search matched; pausing it keeps its match from any digest
    expect(await unsent(daily)).toHaveLength(1);
    expect(mailsTo(seeker.email).slice(before)).toHaveLength(1);
    for (const id of [instant, daily]) {
      const res = await ctx.app.inject({ method: 'PUT', url: `/api/saved-search/${id}`, headers: seeker.headers, payload: { paused: true } });
      expect(res.statusCode, res.body).toBe(200);
    }
    await aDayLater(daily);
    await publish(name);
    expect(await claimAlert(ctx.app, daily)).toBeNull();
    await queueDueAlerts(ctx.app);
    await ctx.app.jobs.drain();
    expect(mailsTo(seeker.email).slice(before)).toHaveLength(1);
  });

  it("pauses the search from the mail's link without signing in; a wrong or another search's signature is refused", async () => {
    const seeker = await seekerSignUp();
    const { name, filter } = project();
    const id = await save(seeker.headers, 'unsubscribe me', filter, 'email', 'instant');
    const other = await save(seeker.headers, 'keep me', { sell_type: SELL_TYPE.sell, keyword: 'nothing matches this' }, 'email', 'instant');
    const before = mailsTo(seeker.email).length;
    await publish(name);
    const link = unsubscribeLink(mailsTo(seeker.email).slice(before)[0]!.text);
    const unsubscribe = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/saved-search/unsubscribe', payload });

    const flipped = `${link.sig.slice(0, -1)}${link.sig.endsWith('A') ? 'B' : 'A'}`;
    for (const payload of [{ id, sig: flipped }, { id: other, sig: link.sig }, { id: 999_999, sig: link.sig }]) {
      const res = await unsubscribe(payload);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: 'content not found' });
    }
    expect((await unsubscribe({ id, sig: 'short' })).statusCode).toBe(422);

    const res = await unsubscribe(link);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ id, name: 'unsubscribe me', paused: true });
    // again: still paused, still a success
    expect((await unsubscribe(link)).statusCode).toBe(200);
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/saved-search', headers: seeker.headers })).json().result.saved_searches;
    expect(listed.find((s: { id: number }) => s.id === id)).toMatchObject({ paused: true });
    expect(listed.find((s: { id: number }) => s.id === other)).toMatchObject({ paused: false });

    await publish(name);
    expect(mailsTo(seeker.email).slice(before)).toHaveLength(1);
  });

  it('pauses the search by the RFC 8058 one-click POST a mail client sends to List-Unsubscribe, without signing in', async () => {
    const seeker = await seekerSignUp();
    const { name, filter } = project();
    const id = await save(seeker.headers, 'one click', filter, 'email', 'instant');
    const before = mailsTo(seeker.email).length;
    await publish(name);
    const [mail] = mailsTo(seeker.email).slice(before);
    const address = /^List-Unsubscribe: <([^>]+)>/m.exec(headersOf(mail!))![1]!;
    const url = new URL(address);
    expect(url.pathname).toBe('/api/saved-search/one-click-unsubscribe');
    const post = (search: string, payload = 'List-Unsubscribe=One-Click') =>
      ctx.app.inject({ method: 'POST', url: `${url.pathname}${search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });

    // not the one-click body, or another search's signature: nothing paused
    const wrongBody = await post(url.search, 'List-Unsubscribe=Yes');
    expect(wrongBody.statusCode, wrongBody.body).toBe(422);
    expect(wrongBody.json().errors).toEqual({ 'List-Unsubscribe': ['value not allowed'] });
    const other = new URLSearchParams(url.search);
    other.set('id', '999999');
    expect((await post(`?${other}`)).statusCode).toBe(404);
    const listed = async () => (await ctx.app.inject({ method: 'GET', url: '/api/saved-search', headers: seeker.headers })).json().result.saved_searches.find((s: { id: number }) => s.id === id);
    expect(await listed()).toMatchObject({ paused: false });

    // the mail client's POST, no cookie, no token
    const res = await post(url.search);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ id, name: 'one click', paused: true });
    expect(await listed()).toMatchObject({ paused: true });
    await publish(name);
    expect(mailsTo(seeker.email).slice(before)).toHaveLength(1);
  });
});
