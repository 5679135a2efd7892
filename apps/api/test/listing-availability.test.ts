import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_ASK_AFTER_DAYS, AVAILABILITY_LINK_LIFETIME_DAYS, AVAILABILITY_STALE_AFTER_DAYS, DAY_MS } from '@baandee/domain';
import { askOwners, closeUnanswered, markStale, runAvailabilityChecks } from '../src/modules/availability/availability-checks.js';
import { answerByLink } from '../src/modules/availability/availability.service.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { signUpLinked } from './support/line-app.js';
import { startLineServer, type LineServer } from './support/line-server.js';
import { insertListing, listingRow, signUpAdmin } from './support/listings.js';
import { startSmtpSink } from './support/smtp-sink.js';

/**
 * "Still available?" end to end (docs/decisions/062): the sweep asks an owner 14 days after
 * a listing went live, through the job queue, by the LINE stand-in (buttons whose postbacks
 * come back signed through the webhook) or, without LINE, by real mail through the SMTP
 * sink (two one-click links, single-use and expiring). The sweep takes its clock as an
 * argument, so days pass without waiting.
 */
let ctx: TestContext;
let line: LineServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  line = await startLineServer();
  smtp = await startSmtpSink();
  ctx = await createTestApp({ ...FAST_HASH, ...line.env(), SMTP_URL: smtp.url, AUTH_RATE_LIMIT: '10000' }, { realMailer: true });
});
afterAll(async () => {
  await ctx?.close();
  await line?.close();
  await smtp?.close();
});

const days = (n: number, from = Date.now()) => new Date(from + n * DAY_MS);
const MINUTE_MS = 60_000;

/** A published listing of the user that went live `ago` days back, in the search. */
async function liveListing(userId: number, ago = 0, title = 'คอนโดริมน้ำ River condo') {
  const id = await insertListing(ctx, userId, { published_at: days(-ago), first_published_at: days(-ago), announce_title: title });
  await ctx.app.searchRepository.refresh([id]);
  return id;
}

const asksOf = (listingId: number) => ctx.app.db.selectFrom('availability_asks').selectAll().where('listing_id', '=', listingId).orderBy('id').execute();
const searchRow = (listingId: number) => ctx.app.db.selectFrom('listing_search').select(['listing_id', 'stale_since']).where('listing_id', '=', listingId).executeTakeFirst();
const view = (id: number, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: `/api/estate/view/${id}`, headers });
const confirm = (id: number, headers: Record<string, string>) => ctx.app.inject({ method: 'PUT', url: `/api/estate/confirm-available/${id}`, headers });
const answerLink = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/estate/availability-answer', payload: { token } });
const postWebhook = (signed: { body: string; headers: Record<string, string> }) =>
  ctx.app.inject({ method: 'POST', url: '/api/line/webhook', headers: signed.headers, payload: signed.body });

interface PostbackAction {
  type: string;
  label: string;
  data: string;
}
/** The buttons of the latest question pushed to this LINE user. */
function pushedButtons(lineUserId: string): PostbackAction[] {
  const push = line.sent.filter((m) => m.kind === 'push' && m.to === lineUserId).at(-1);
  const template = (push?.messages as { type: string; template?: { actions: PostbackAction[] } }[] | undefined)?.find((m) => m.type === 'template');
  return template?.template?.actions ?? [];
}

const LINK = /\/still-available\?token=([A-Za-z0-9_-]{43})/g;
/** The two links of the latest question mailed to `email` (the jobs sent it through the sink): yes first, then no. */
function mailedLinks(email: string): { yes: string; no: string; text: string } {
  const mail = smtp.received.filter((m) => m.to.includes(email) && m.text.includes('/still-available?token=')).at(-1);
  if (!mail) throw new Error(`no availability question mailed to ${email}`);
  const tokens = [...mail.text.matchAll(LINK)].map((m) => m[1]!);
  return { yes: tokens[0]!, no: tokens[1]!, text: mail.text };
}

describe('the question, by LINE when the owner connected it', () => {
  it('is asked 14 days after the listing went live, as a message with two buttons; a signed "yes" tap confirms it, once', async () => {
    const owner = await signUpLinked(ctx, line);
    // it went live 14 days and a minute ago; the sweep a day earlier does not ask yet
    const id = await liveListing(owner.info.id, AVAILABILITY_ASK_AFTER_DAYS + MINUTE_MS / DAY_MS);
    await askOwners(ctx.app, days(-1));
    expect(await asksOf(id)).toHaveLength(0);
    await askOwners(ctx.app);
    expect(await asksOf(id)).toHaveLength(1);
    // a second sweep in the same round asks nothing more
    await askOwners(ctx.app, days(1));
    expect(await asksOf(id)).toHaveLength(1);

    await ctx.app.jobs.drain();
    const buttons = pushedButtons(owner.lineUserId);
    expect(buttons.map((b) => b.type)).toEqual(['postback', 'postback']);
    for (const button of buttons) expect(button.label.length).toBeLessThanOrEqual(20);
    expect(buttons[0]!.label).toMatch(/ยังว่าง/);
    const [ask] = await asksOf(id);
    expect(ask!.channel).toBe('line');
    expect(smtp.received.filter((m) => m.to.includes(owner.email) && m.text.includes('/still-available'))).toHaveLength(0);

    const tap = line.events.postback(owner.lineUserId, buttons[0]!.data);
    expect((await postWebhook(line.webhook([tap]))).statusCode).toBe(200);
    await ctx.app.lineEvents.idle();
    const confirmed = (await listingRow(ctx, id))!;
    expect(confirmed.confirmed_at).not.toBeNull();
    expect(confirmed.status).toBe('publish');
    const reply = line.sent.filter((m) => m.kind === 'reply').at(-1);
    expect(JSON.stringify(reply?.messages)).toMatch(/ยืนยันว่ายังว่าง/);

    // LINE redelivering the same event changes nothing
    const replayed = await postWebhook(line.webhook([{ ...tap, deliveryContext: { isRedelivery: true } }]));
    expect(replayed.statusCode).toBe(200);
    await ctx.app.lineEvents.idle();
    expect((await listingRow(ctx, id))!.confirmed_at).toEqual(confirmed.confirmed_at);

    // a later tap on "no" finds the question answered: the listing stays on the site
    const late = line.events.postback(owner.lineUserId, buttons[1]!.data);
    await postWebhook(line.webhook([late]));
    await ctx.app.lineEvents.idle();
    expect((await listingRow(ctx, id))!.status).toBe('publish');
    expect(JSON.stringify(line.sent.filter((m) => m.kind === 'reply').at(-1)?.messages)).toMatch(/answered already/);

    const page = (await view(id)).json().result;
    expect(page.confirmed_at).toBe(confirmed.confirmed_at!.toISOString());

    // the next question comes 14 days after the confirmation
    const from = confirmed.confirmed_at!.getTime();
    await askOwners(ctx.app, days(AVAILABILITY_ASK_AFTER_DAYS - 1, from));
    expect(await asksOf(id)).toHaveLength(1);
    await askOwners(ctx.app, new Date(days(AVAILABILITY_ASK_AFTER_DAYS, from).getTime() + MINUTE_MS));
    expect(await asksOf(id)).toHaveLength(2);
  });

  it('refuses a postback not signed with the channel secret, and one from another LINE user changes nothing', async () => {
    const owner = await signUpLinked(ctx, line);
    const other = await signUpLinked(ctx, line);
    const id = await liveListing(owner.info.id, AVAILABILITY_ASK_AFTER_DAYS + 1);
    await askOwners(ctx.app);
    await ctx.app.jobs.drain();
    const [, no] = pushedButtons(owner.lineUserId);

    const forged = await postWebhook(line.webhook([line.events.postback(owner.lineUserId, no!.data)], 'not-the-channel-secret'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ status: 'error', message: 'signature not valid' });
    await postWebhook(line.webhook([line.events.postback(other.lineUserId, no!.data)]));
    await ctx.app.lineEvents.idle();
    const row = (await listingRow(ctx, id))!;
    expect(row.status).toBe('publish');
    expect(row.confirmed_at).toBeNull();
    expect((await asksOf(id))[0]!.answered_at).toBeNull();

    // the owner's own "no" closes it as rented or sold
    await postWebhook(line.webhook([line.events.postback(owner.lineUserId, no!.data)]));
    await ctx.app.lineEvents.idle();
    const closed = (await listingRow(ctx, id))!;
    expect(closed.status).toBe('closed');
    expect(closed.closed_reason).toBe('not available');
    expect(await searchRow(id)).toBeUndefined();
  });
});

describe('the question by e-mail, without LINE', () => {
  it('mails two one-click links; each works once, an answered question takes neither again, and "no" closes the listing', async () => {
    const owner = await signUp(ctx);
    const id = await liveListing(owner.info.id, AVAILABILITY_ASK_AFTER_DAYS + 1, 'บ้านเดี่ยว Single house');
    await askOwners(ctx.app);
    await ctx.app.jobs.drain();
    const links = mailedLinks(owner.email);
    expect(links.text).toMatch(/ยังว่างอยู่ไหม/);
    expect(links.text).toMatch(/still available/);
    expect(links.yes).toBeTruthy();
    expect(links.no).toBeTruthy();
    expect(links.yes).not.toBe(links.no);
    expect((await asksOf(id))[0]!.channel).toBe('email');

    const yes = await answerLink(links.yes);
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json().result).toMatchObject({ answer: 'yes', listing: { id, announce_title: 'บ้านเดี่ยว Single house' } });
    expect(yes.json().result.confirmed_at).toBe((await listingRow(ctx, id))!.confirmed_at!.toISOString());
    for (const token of [links.yes, links.no]) {
      const again = await answerLink(token);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({ status: 'error', message: 'reset link expired' });
    }
    expect((await listingRow(ctx, id))!.status).toBe('publish');

    const second = await liveListing(owner.info.id, AVAILABILITY_ASK_AFTER_DAYS + 1);
    await askOwners(ctx.app);
    await ctx.app.jobs.drain();
    const no = await answerLink(mailedLinks(owner.email).no);
    expect(no.statusCode, no.body).toBe(200);
    expect(no.json().result).toMatchObject({ answer: 'no', listing: { id: second } });
    const closed = (await listingRow(ctx, second))!;
    expect(closed.status).toBe('closed');
    expect(closed.closed_reason).toBe('not available');
  });

  it('refuses a link past its lifetime, and a token that was never mailed', async () => {
    const owner = await signUp(ctx);
    const id = await liveListing(owner.info.id, AVAILABILITY_ASK_AFTER_DAYS + 1);
    await askOwners(ctx.app);
    await ctx.app.jobs.drain();
    const { yes } = mailedLinks(owner.email);
    await expect(answerByLink(ctx.app, yes, days(AVAILABILITY_LINK_LIFETIME_DAYS + 1))).rejects.toMatchObject({ statusCode: 422, key: 'reset link expired' });
    expect((await listingRow(ctx, id))!.confirmed_at).toBeNull();
    for (const token of ['x'.repeat(43), 'short']) {
      const res = await answerLink(token);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('reset link expired');
    }
    // still good within its lifetime
    expect((await answerLink(yes)).statusCode).toBe(200);
  });
});

describe('no answer', () => {
  it('marks the listing stale after 7 days (on its search row too), takes it off the site 14 days later and tells the owner how to publish it again', async () => {
    const owner = await signUp(ctx);
    const id = await liveListing(owner.info.id, AVAILABILITY_ASK_AFTER_DAYS + 1, 'ทาวน์โฮม Quiet townhome');
    const asked = new Date();
    await askOwners(ctx.app, asked);
    await ctx.app.jobs.drain();

    await markStale(ctx.app, days(AVAILABILITY_STALE_AFTER_DAYS - 1, asked.getTime()));
    expect((await listingRow(ctx, id))!.stale_since).toBeNull();
    const staleAt = new Date(days(AVAILABILITY_STALE_AFTER_DAYS, asked.getTime()).getTime() + MINUTE_MS);
    await markStale(ctx.app, staleAt);
    expect((await listingRow(ctx, id))!.stale_since).toEqual(staleAt);
    expect((await searchRow(id))!.stale_since).toEqual(staleAt);

    await closeUnanswered(ctx.app, days(AVAILABILITY_LINK_LIFETIME_DAYS - 1, asked.getTime()));
    expect((await listingRow(ctx, id))!.status).toBe('publish');
    await runAvailabilityChecks(ctx.app, new Date(days(AVAILABILITY_LINK_LIFETIME_DAYS, asked.getTime()).getTime() + MINUTE_MS));
    const off = (await listingRow(ctx, id))!;
    expect(off.status).toBe('un-publish');
    expect(off.closed_reason).toBe('unanswered');
    expect(await searchRow(id)).toBeUndefined();

    await ctx.app.jobs.drain();
    const notice = smtp.received.filter((m) => m.to.includes(owner.email)).at(-1)!;
    expect(notice.text).toMatch(/your listing "ทาวน์โฮม Quiet townhome"/);
    expect(notice.text).toMatch(/Publish/);
    expect(notice.text).toContain('/my-announce');
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/estate/my-estate', headers: owner.headers });
    expect(mine.json().result.data.find((card: { id: number }) => card.id === id).actions).toContain('publish');
  });
});

describe('PUT /api/estate/confirm-available/{announce_id}', () => {
  it('confirms the owner\'s published listing: the card and the page carry confirmed_at, the stale mark and the open question are cleared', async () => {
    const owner = await signUp(ctx);
    const id = await liveListing(owner.info.id, AVAILABILITY_ASK_AFTER_DAYS + 1);
    expect((await view(id)).json().result.confirmed_at).toBeNull();
    await askOwners(ctx.app);
    await ctx.app.jobs.drain();
    await markStale(ctx.app, days(AVAILABILITY_STALE_AFTER_DAYS + 1));

    const res = await confirm(id, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    const row = (await listingRow(ctx, id))!;
    expect(res.json().result).toEqual({ id, confirmed_at: row.confirmed_at!.toISOString() });
    expect(row.stale_since).toBeNull();
    expect((await searchRow(id))!.stale_since).toBeNull();
    expect((await asksOf(id))[0]).toMatchObject({ answer: 'yes', answered_via: 'site' });
    expect((await answerLink(mailedLinks(owner.email).no)).statusCode).toBe(422);

    expect((await view(id)).json().result.confirmed_at).toBe(row.confirmed_at!.toISOString());
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/estate/my-estate', headers: owner.headers });
    expect(mine.json().result.data.find((card: { id: number }) => card.id === id).confirmed_at).toBe(row.confirmed_at!.toISOString());
    const recommended = await ctx.app.inject({ method: 'GET', url: '/api/recommended-estate?limit=30' });
    const card = recommended.json().result.data.find((c: { id: number }) => c.id === id);
    if (card) expect(card.confirmed_at).toBe(row.confirmed_at!.toISOString());
  });

  it('answers 403 to another user, 404 for a listing that does not exist, 409 for one not published, and changes nothing', async () => {
    const owner = await signUp(ctx);
    const stranger = await signUp(ctx);
    const id = await liveListing(owner.info.id);
    const stopped = await insertListing(ctx, owner.info.id, { status: 'un-publish' });

    const foreign = await confirm(id, stranger.headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('not the owner');
    const missing = await confirm(2_000_000_000, owner.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('announcement does not exist');
    const notLive = await confirm(stopped, owner.headers);
    expect(notLive.statusCode).toBe(409);
    expect(notLive.json().message).toBe('announcement not in publish status');
    expect((await listingRow(ctx, id))!.confirmed_at).toBeNull();
    expect((await listingRow(ctx, stopped))!.confirmed_at).toBeNull();
  });
});

describe('the share of confirmed listings', () => {
  it('counts the owner\'s published listings confirmed lately on the dashboard, and the site\'s in the admin summary', async () => {
    const owner = await signUp(ctx);
    const admin = await signUpAdmin(ctx);
    const summary = async () => (await ctx.app.inject({ method: 'GET', url: '/api/admin/summary', headers: admin.headers })).json().result.availability;
    const a = await liveListing(owner.info.id);
    await liveListing(owner.info.id);
    // confirmed long ago: no longer counts
    await insertListing(ctx, owner.info.id, { confirmed_at: days(-(AVAILABILITY_ASK_AFTER_DAYS + AVAILABILITY_STALE_AFTER_DAYS + 1)) });
    const before = await summary();
    expect((await confirm(a, owner.headers)).statusCode).toBe(200);

    const insight = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/insight?period=7', headers: owner.headers });
    expect(insight.statusCode, insight.body).toBe(200);
    expect(insight.json().result.listings).toMatchObject({ published: 3, confirmed: 1 });
    const after = await summary();
    expect(after.published).toBe(before.published);
    expect(after.confirmed).toBe(before.confirmed + 1);
    expect(after.confirmed).toBeLessThanOrEqual(after.published);
  });
});

describe('ranking by the last word on availability (docs/decisions/064)', () => {
  it('puts a listing confirmed now with the newest, keeps a boost first, and sinks one whose question went unanswered', async () => {
    const owner = await signUp(ctx);
    const word = `rank${Date.now()}`;
    const old = await liveListing(owner.info.id, 10, `คอนโด ${word} old`);
    const recent = await liveListing(owner.info.id, 5, `คอนโด ${word} recent`);
    const boosted = await insertListing(ctx, owner.info.id, { published_at: days(-20), first_published_at: days(-20), boosted_until: days(3), announce_title: `คอนโด ${word} boosted` });
    await ctx.app.searchRepository.refresh([boosted]);
    const stale = await liveListing(owner.info.id, AVAILABILITY_ASK_AFTER_DAYS + AVAILABILITY_STALE_AFTER_DAYS + 1, `คอนโด ${word} stale`);
    const order = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/estate?keyword=${word}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().result.data as { id: number }[]).map((card) => card.id);
    };
    expect(await order()).toEqual([boosted, recent, old, stale]);

    // the old listing's owner says it is still available: it ranks as fresh, below the boost only
    expect((await confirm(old, owner.headers)).statusCode).toBe(200);
    await askOwners(ctx.app);
    await markStale(ctx.app, days(AVAILABILITY_STALE_AFTER_DAYS, Date.now() + MINUTE_MS));
    expect((await searchRow(stale))?.stale_since).not.toBeNull();
    expect(await order()).toEqual([boosted, old, recent, stale]);

    // pressing again within the week changes nothing: no newer, no free way to the top
    const first = (await listingRow(ctx, old))!.confirmed_at;
    const again = await confirm(old, owner.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().result.confirmed_at).toBe(first!.toISOString());
    expect((await listingRow(ctx, old))!.confirmed_at).toEqual(first);
  });
});
