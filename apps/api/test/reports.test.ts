import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCAM_REPORTS_TO_HOLD } from '@baandee/domain';
import { openPostgres } from '../src/db/database.js';
import { createTestApp, DB_KIND, type TestContext } from './helpers.js';
import { FAST_HASH, PASSWORD, logIn, signUp } from './support/accounts.js';
import { waitUntil } from './support/http-client.js';
import { insertListing, signUpAdmin } from './support/listings.js';

/**
 * Reports from visitors and suspended accounts (docs/decisions/046): what a visitor, an
 * owner and an admin see through the API.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let addressCounter = 0;
/** A client address of its own: the per-address limits count per test. */
const newAddress = () => `10.32.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH, SEARCH_CACHE_SECONDS: '0' });
  admin = await signUpAdmin(ctx);
}, 180_000);
afterAll(() => ctx?.close());

let nameCounter = 0;
/** A published listing of a new verified owner, in search under a word of its own. */
async function ownedListing(target = ctx) {
  const owner = await signUp(target, undefined, { verify: true });
  const word = `Quokkaview${process.pid}x${++nameCounter}`;
  const id = await insertListing(target, owner.info.id, { project_estate_name: `${word} Residence` });
  await target.app.searchRepository.refresh([id]);
  return { owner, id, word };
}

const report = (id: number, body: Record<string, unknown>, options: { headers?: Record<string, string>; address?: string } = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/estate/report/${id}`, payload: body, headers: options.headers, remoteAddress: options.address ?? newAddress() });
const resolve = (id: number, body: Record<string, unknown>, headers = admin.headers) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/report/resolve/${id}`, payload: body, headers });
const reportsOf = (listingId: number) => ctx.app.db.selectFrom('listing_reports').selectAll().where('listing_id', '=', listingId).orderBy('id').execute();
async function finds(word: string, target = ctx): Promise<number[]> {
  const res = await target.app.inject({ method: 'GET', url: `/api/estate?keyword=${encodeURIComponent(word)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data.map((card: { id: number }) => card.id);
}
const page = (id: number, headers?: Record<string, string>) => ctx.app.inject({ method: 'GET', url: `/api/estate/view/${id}`, headers });

describe('POST /api/estate/report/{announce_id}', () => {
  it('takes an anonymous report, one per address and listing', async () => {
    const { id } = await ownedListing();
    const address = newAddress();
    const res = await report(id, { reason: 'rented', message: 'The agent says it was let last week' }, { address });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', result: { reported: true } });
    const again = await report(id, { reason: 'wrong_info', message: 'and the price is wrong' }, { address });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('too many requests');
    // another listing from the same address is still fine
    const other = await ownedListing();
    expect((await report(other.id, { reason: 'duplicate' }, { address })).statusCode).toBe(200);
    expect(await reportsOf(id)).toEqual([
      expect.objectContaining({ reporter_id: null, reason: 'rented', message: 'The agent says it was let last week', status: 'open', action: null }),
    ]);
  });

  it("records a signed-in reporter's account", async () => {
    const { id } = await ownedListing();
    const reporter = await signUp(ctx, undefined, { verify: true });
    expect((await report(id, { reason: 'offensive', message: '' }, { headers: reporter.headers })).statusCode).toBe(200);
    expect(await reportsOf(id)).toEqual([expect.objectContaining({ reporter_id: reporter.info.id, reason: 'offensive' })]);
  });

  it('refuses an unknown reason, an over-long message and a listing that is not published, writing nothing', async () => {
    const { id, owner } = await ownedListing();
    const bad = await report(id, { reason: 'ugly', message: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ message: 'invalid input', errors: { reason: expect.any(Array) } });
    expect((await report(id, { reason: 'other', message: 'x'.repeat(1001) })).statusCode).toBe(422);
    const draft = await insertListing(ctx, owner.info.id, { status: 'draft' });
    const missing = await report(draft, { reason: 'scam' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('announcement does not exist');
    expect(await reportsOf(id)).toEqual([]);
    expect(await reportsOf(draft)).toEqual([]);
  });
});

describe('scam reports hold a listing until an admin decides', () => {
  it(`takes it off search and its page after ${SCAM_REPORTS_TO_HOLD} open scam reports; a dismissal brings it back and tells the reporters`, async () => {
    const { id, word, owner } = await ownedListing();
    const sibling = await insertListing(ctx, owner.info.id, { announce_title: 'Another one of the owner' });
    expect(await finds(word)).toContain(id);
    const reporter = await signUp(ctx, undefined, { verify: true });
    for (let n = 1; n < SCAM_REPORTS_TO_HOLD; n++) {
      expect((await report(id, { reason: 'scam', message: `asks for a deposit before viewing ${n}` })).statusCode).toBe(200);
    }
    // other reasons do not count towards the hold
    expect((await report(id, { reason: 'wrong_info' })).statusCode).toBe(200);
    expect(await finds(word)).toContain(id);
    expect((await report(id, { reason: 'scam', message: 'wants 5,000 baht to "reserve"' }, { headers: reporter.headers })).statusCode).toBe(200);

    expect(await finds(word)).not.toContain(id);
    const unavailable = await page(id);
    expect(unavailable.statusCode).toBe(403);
    expect(unavailable.json()).toEqual({ status: 'error', message: 'announcement unavailable' });
    // the owner and admins still open it
    expect((await page(id, owner.headers)).statusCode).toBe(200);
    expect((await page(id, admin.headers)).statusCode).toBe(200);

    const queue = await ctx.app.inject({ method: 'GET', url: '/api/admin/report?status=open', headers: admin.headers });
    expect(queue.statusCode, queue.body).toBe(200);
    const entries = queue.json().result.data.filter((entry: { listing: { id: number } }) => entry.listing.id === id);
    expect(entries).toHaveLength(SCAM_REPORTS_TO_HOLD + 1);
    const signedIn = entries.find((entry: { reporter: unknown }) => entry.reporter !== null);
    expect(signedIn).toMatchObject({
      reason: 'scam',
      status: 'open',
      reporter: { id: reporter.info.id, email: reporter.email },
      listing: { id, status: 'publish', held: true, owner: { id: owner.info.id, email: owner.email, suspended: false } },
      owner_listings: [expect.objectContaining({ id: sibling, announce_title: 'Another one of the owner' })],
    });
    expect(signedIn.earlier_reports).toHaveLength(SCAM_REPORTS_TO_HOLD);

    const res = await resolve(signedIn.id, { action: 'dismiss', note: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ id: signedIn.id, action: 'dismiss', listing_status: 'publish' });
    expect(res.json().result.closed).toHaveLength(SCAM_REPORTS_TO_HOLD + 1);
    expect((await reportsOf(id)).every((row) => row.status === 'closed' && row.action === 'dismiss' && row.resolved_by === admin.info.id)).toBe(true);
    expect(await finds(word)).toContain(id);
    expect((await page(id)).statusCode).toBe(200);
    await ctx.app.jobs.drain();
    expect(ctx.mailer.last(reporter.email)?.text).toContain('ไม่พบสิ่งที่ผิดกฎ');

    // decided once: a second decision is refused and changes nothing
    const twice = await resolve(signedIn.id, { action: 'ban_listing', note: 'too late' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('report already closed');
    expect((await ctx.app.db.selectFrom('listings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('publish');
  });
});

describe('PUT /api/admin/report/resolve/{id}', () => {
  async function reported(reason = 'wrong_info') {
    const listing = await ownedListing();
    const reporter = await signUp(ctx, undefined, { verify: true });
    expect((await report(listing.id, { reason, message: 'The size is 28 m², not 35' }, { headers: reporter.headers })).statusCode).toBe(200);
    const [row] = await reportsOf(listing.id);
    return { ...listing, reporter, reportId: row!.id };
  }

  it('asks the owner to fix: a note is needed, the owner is told what and why, the reporter the outcome', async () => {
    const { reportId, owner, reporter, id } = await reported();
    const noNote = await resolve(reportId, { action: 'ask_fix', note: '  ' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json()).toEqual({ status: 'error', message: 'invalid input', errors: { note: ['required'] } });
    expect((await reportsOf(id))[0]!.status).toBe('open');
    const res = await resolve(reportId, { action: 'ask_fix', note: 'Correct the area: the unit is 28 m².' });
    expect(res.statusCode, res.body).toBe(200);
    await ctx.app.jobs.drain();
    const mail = ctx.mailer.last(owner.email);
    expect(mail?.subject).toContain('Please correct your listing');
    expect(mail?.text).toContain('Correct the area: the unit is 28 m².');
    expect(ctx.mailer.last(reporter.email)?.text).toContain('took action');
    expect((await page(id)).statusCode).toBe(200);
  });

  it('unpublishes or bans the listing, each with the reason told to the owner', async () => {
    const first = await reported();
    expect((await resolve(first.reportId, { action: 'unpublish', note: 'Photos of another building' })).json().result.listing_status).toBe('un-publish');
    expect(await finds(first.word)).not.toContain(first.id);
    const second = await reported('scam');
    const banned = await resolve(second.reportId, { action: 'ban_listing', note: 'Deposit scam' });
    expect(banned.json().result.listing_status).toBe('banned');
    expect(await finds(second.word)).not.toContain(second.id);
    await ctx.app.jobs.drain();
    expect(ctx.mailer.last(first.owner.email)?.text).toContain('Photos of another building');
    expect(ctx.mailer.last(second.owner.email)?.text).toContain('Deposit scam');
  });

  it('answers 404 for an unknown report', async () => {
    const res = await resolve(2_000_000_000, { action: 'dismiss' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('report does not exist');
  });

  it("suspends the owner: sessions refused with the reason, sign-in refused, listings off the site; unsuspending restores all but the old sessions", async () => {
    const { reportId, owner, id, word } = await reported('scam');
    const res = await resolve(reportId, { action: 'suspend_owner', note: 'Asked renters for deposits before viewings' });
    expect(res.statusCode, res.body).toBe(200);

    const call = await ctx.app.inject({ method: 'GET', url: `/api/user/${owner.info.id}`, headers: owner.headers });
    expect(call.statusCode).toBe(403);
    expect(call.json()).toEqual({ status: 'error', message: 'account suspended', errors: { reason: ['Asked renters for deposits before viewings'] } });
    const login = await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: owner.email, password: PASSWORD } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ message: 'account suspended', errors: { reason: ['Asked renters for deposits before viewings'] } });
    // a wrong password tells nothing about the suspension
    const wrong = await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: owner.email, password: 'not the password' } });
    expect(wrong.statusCode).toBe(422);
    expect(await finds(word)).not.toContain(id);
    expect((await page(id)).json().message).toBe('announcement unavailable');
    // nothing deleted
    expect(await ctx.app.db.selectFrom('listings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'publish' });

    const lifted = await ctx.app.inject({ method: 'PUT', url: `/api/admin/user/unsuspend/${owner.info.id}`, headers: admin.headers });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().result).toEqual({ id: owner.info.id, suspended_at: null, suspension_reason: null });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/user/${owner.info.id}`, headers: owner.headers })).statusCode).toBe(401);
    const back = await logIn(ctx, owner.email);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/user/${owner.info.id}`, headers: back.headers })).statusCode).toBe(200);
    expect(await finds(word)).toContain(id);
    expect((await page(id)).statusCode).toBe(200);
  });
});

describe('the users section', () => {
  it('finds users by e-mail, phone, name and id, and shows what hangs off an account', async () => {
    const { owner, id } = await ownedListing();
    await ctx.app.db.updateTable('users').set({ firstname: 'Somying', lastname: `Rakdee${process.pid}`, phone: '0891234567' }).where('id', '=', owner.info.id).execute();
    const search = async (q: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/user?q=${encodeURIComponent(q)}`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.data.map((user: { id: number }) => user.id);
    };
    expect(await search(owner.email.toUpperCase())).toEqual([owner.info.id]);
    expect(await search(`somying rakdee${process.pid}`)).toEqual([owner.info.id]);
    expect(await search('089-123-4567')).toContain(owner.info.id);
    expect(await search(String(owner.info.id))).toContain(owner.info.id);
    expect(await search('%')).not.toContain(owner.info.id);

    const reporter = await signUp(ctx, undefined, { verify: true });
    expect((await report(id, { reason: 'duplicate' }, { headers: reporter.headers })).statusCode).toBe(200);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/admin/user/${owner.info.id}`, headers: admin.headers });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().result).toMatchObject({
      id: owner.info.id,
      email: owner.email,
      phone: '0891234567',
      role: 'user',
      suspended_at: null,
      listings: 1,
      listing_items: [expect.objectContaining({ id, status: 'publish', held: false })],
      sessions: [expect.objectContaining({ id: expect.any(Number) })],
      reports_received: [expect.objectContaining({ listing_id: id, reason: 'duplicate' })],
      reports_made: [],
    });
    const made = (await ctx.app.inject({ method: 'GET', url: `/api/admin/user/${reporter.info.id}`, headers: admin.headers })).json().result;
    expect(made.reports_made).toEqual([expect.objectContaining({ listing_id: id })]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/user/2000000000', headers: admin.headers })).statusCode).toBe(404);
  });

  it('suspends with a reason; an admin cannot suspend themselves; another admin can be suspended and then cannot act', async () => {
    const self = await ctx.app.inject({ method: 'PUT', url: `/api/admin/user/suspend/${admin.info.id}`, headers: admin.headers, payload: { reason: 'testing' } });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('cannot suspend yourself');
    expect((await ctx.app.db.selectFrom('users').select('suspended_at').where('id', '=', admin.info.id).executeTakeFirstOrThrow()).suspended_at).toBeNull();

    const noReason = await ctx.app.inject({ method: 'PUT', url: `/api/admin/user/suspend/${admin.info.id}`, headers: admin.headers, payload: { reason: ' ' } });
    expect(noReason.statusCode).toBe(422);

    const other = await signUpAdmin(ctx);
    const res = await ctx.app.inject({ method: 'PUT', url: `/api/admin/user/suspend/${other.info.id}`, headers: admin.headers, payload: { reason: 'Left the company' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ id: other.info.id, suspended_at: expect.any(String), suspension_reason: 'Left the company' });
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/admin/report', headers: other.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'account suspended', errors: { reason: ['Left the company'] } });
    // unsuspending a user who is not suspended changes nothing and says so
    const plain = await signUp(ctx);
    const noop = await ctx.app.inject({ method: 'PUT', url: `/api/admin/user/unsuspend/${plain.info.id}`, headers: admin.headers });
    expect(noop.json().result).toEqual({ id: plain.info.id, suspended_at: null, suspension_reason: null });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/user/${plain.info.id}`, headers: plain.headers })).statusCode).toBe(200);
  });
});

describe.runIf(DB_KIND === 'postgres')('a suspension seen by a second API process on the same database', () => {
  let other: TestContext;
  beforeAll(async () => {
    const { connectionString } = ctx.database.pool.options as { connectionString: string };
    other = await createTestApp({ ...FAST_HASH, SEARCH_CACHE_SECONDS: '0' }, { openDatabase: () => openPostgres(connectionString) });
  }, 180_000);
  afterAll(() => other?.close());

  it("refuses the suspended user's token there at once and drops the listings from its search index", async () => {
    const { owner, id, word } = await ownedListing();
    await waitUntil('the other process finds the listing', async () => (await finds(word, other)).includes(id));
    expect((await other.app.inject({ method: 'GET', url: `/api/user/${owner.info.id}`, headers: owner.headers })).statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'PUT', url: `/api/admin/user/suspend/${owner.info.id}`, headers: admin.headers, payload: { reason: 'Fake listings' } });
    expect(res.statusCode, res.body).toBe(200);
    const there = await other.app.inject({ method: 'GET', url: `/api/user/${owner.info.id}`, headers: owner.headers });
    expect(there.statusCode).toBe(403);
    expect(there.json()).toMatchObject({ message: 'account suspended', errors: { reason: ['Fake listings'] } });
    await waitUntil('the other process drops the listing', async () => !(await finds(word, other)).includes(id));
    await ctx.app.inject({ method: 'PUT', url: `/api/admin/user/unsuspend/${owner.info.id}`, headers: admin.headers });
    await waitUntil('the other process finds it again', async () => (await finds(word, other)).includes(id));
  });
});
