import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { befriend, decide, purchased } from './support/credits.js';
import { lifecycle, masterRefs, moderate, signUpAdmin, storeComplete, type MasterRefs } from './support/listings.js';

/**
 * The broker-group share (docs/decisions/053): an approved OPENING99 purchase queues one
 * share, the buyer's next listing to go live fills it, and an admin marks it posted with
 * the group's name, once.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let refs: MasterRefs;
type Headers = Record<string, string>;
type Card = { id: number; cover_img: string | null; slug_id: string; district: { name_th: string; name_en: string } };
type Share = { id: number; listing: Card | null; link: string | null; text: { th: string; en: string } | null } & Record<string, unknown>;

beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH, PAYMENT_RATE_LIMIT: '1000', LISTING_UPLOAD_RATE_LIMIT: '500', PUBLIC_URL: 'https://baandee.example' });
  admin = await signUpAdmin(ctx);
  refs = await masterRefs(ctx);
}, 180_000);
afterAll(() => ctx?.close());

const queue = (status: string, headers: Headers = admin.headers, page = 1) => ctx.app.inject({ method: 'GET', url: `/api/admin/broker-share?status=${status}&page=${page}`, headers });
const markShared = (id: number, body: Record<string, unknown>, headers: Headers = admin.headers) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/broker-share/${id}`, payload: body, headers });
const sharesOf = (userId: number) => ctx.database.db.selectFrom('broker_shares').selectAll().where('user_id', '=', userId).orderBy('id').execute();

/** Every share of a status, across its pages. */
async function allShares(status: 'pending' | 'shared'): Promise<Share[]> {
  const shares: Share[] = [];
  for (let page = 1; ; page++) {
    const res = await queue(status, admin.headers, page);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result;
    shares.push(...result.data);
    if (page >= result.last_page) return shares;
  }
}
const shareIn = async (status: 'pending' | 'shared', id: number) => (await allShares(status)).find((share) => share.id === id);

/** A verified owner who is a LINE friend (buying needs it). */
async function buyer() {
  const user = await signUp(ctx, undefined, { verify: true });
  await befriend(ctx, user.info.id);
  return user;
}

/** Buys a package and has the admin approve it; answers the payment's id. */
async function boughtAndApproved(headers: Headers, code = 'OPENING99'): Promise<string> {
  const payment = await purchased(ctx, headers, code);
  const res = await decide(ctx, admin.headers, 'approve', payment.id);
  expect(res.statusCode, res.body).toBe(200);
  return payment.id;
}

/** A complete listing published through review; answers its id. */
async function published(headers: Headers, overrides: Record<string, unknown> = {}): Promise<number> {
  const { id } = await storeComplete(ctx, headers, refs, overrides);
  const res = await lifecycle(ctx, headers, 'publish', id);
  expect(res.statusCode, res.body).toBe(200);
  if (res.json().result.status === 'pending') expect((await moderate(ctx, admin.headers, 'approve', id)).statusCode).toBe(200);
  return id;
}

describe('the share queued by an approved OPENING99 purchase', () => {
  it('waits without a listing, takes the next listing to go live, gives a tracked link and the posts in Thai and English, and is marked shared once', async () => {
    const owner = await buyer();
    const paymentId = await boughtAndApproved(owner.headers);
    const [share] = await sharesOf(owner.info.id);
    expect(share).toMatchObject({ payment_id: paymentId, listing_id: null, group_name: null, shared_at: null });

    // pending without a listing: nothing to post yet
    const waiting = await shareIn('pending', share!.id);
    expect(waiting).toMatchObject({ id: share!.id, payment_id: paymentId, status: 'pending', listing: null, link: null, text: null, owner: { id: owner.info.id } });
    const early = await markShared(share!.id, { group_name: 'Bangkok Condo Brokers' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('broker share has no listing yet');

    const listingId = await published(owner.headers, { rent_price: 18500, total_bedroom: 2, total_restroom: 1, area_size: 42, project_estate_name: 'Baan Share Residence' });
    expect((await sharesOf(owner.info.id))[0]!.listing_id).toBe(listingId);
    // a second listing does not take the filled share
    await published(owner.headers);
    expect((await sharesOf(owner.info.id)).map((row) => row.listing_id)).toEqual([listingId]);

    const ready = (await shareIn('pending', share!.id))!;
    expect(ready.listing).toMatchObject({ id: listingId, status: 'publish', rent_price: 18500 });
    expect(ready.listing!.cover_img).toMatch(/^\/uploads\//);
    const slug = ready.listing!.slug_id;
    expect(ready.link).toBe(`https://baandee.example/view-announce/${slug}?ref=broker-${share!.id}`);
    expect(slug.endsWith(`-${listingId}`)).toBe(true);
    const card = ready.listing!;
    expect(ready.text!.th).toContain('ให้เช่า');
    expect(ready.text!.th).toContain('Baan Share Residence');
    expect(ready.text!.th).toContain(card.district.name_th);
    expect(ready.text!.th).toContain('18,500 บาท/เดือน');
    expect(ready.text!.th).toContain('2 ห้องนอน 1 ห้องน้ำ 42 ตร.ม.');
    expect(ready.text!.th).toContain(ready.link);
    expect(ready.text!.en).toContain('For rent');
    expect(ready.text!.en).toContain(card.district.name_en);
    expect(ready.text!.en).toContain('18,500 baht/month');
    expect(ready.text!.en).toContain('2 bedrooms, 1 bathroom, 42 sq m');
    expect(ready.text!.en).toContain(`${ready.link}&lang=en`);

    // the group's name is required
    const blank = await markShared(share!.id, { group_name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ message: 'invalid input', errors: { group_name: [expect.any(String)] } });

    const before = Date.now();
    const done = await markShared(share!.id, { group_name: '  Bangkok Condo Brokers ' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result).toMatchObject({ id: share!.id, status: 'shared', group_name: 'Bangkok Condo Brokers', shared_by: admin.info.email, listing: { id: listingId } });
    expect(Date.parse(done.json().result.shared_at)).toBeGreaterThanOrEqual(before - 1000);

    const again = await markShared(share!.id, { group_name: 'Another group' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('broker share already shared');
    expect((await sharesOf(owner.info.id))[0]).toMatchObject({ group_name: 'Bangkok Condo Brokers', shared_by: admin.info.id });

    // the owner sees on their listings where and when it was shared; their other listing shows none
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/estate/my-estate', headers: owner.headers });
    expect(mine.statusCode, mine.body).toBe(200);
    const cards = mine.json().result.data as { id: number; broker_share: unknown }[];
    expect(cards.find((c) => c.id === listingId)!.broker_share).toEqual({ group_name: 'Bangkok Condo Brokers', shared_at: done.json().result.shared_at, views: 0, contacts: 0 });
    expect(cards.filter((c) => c.id !== listingId).map((c) => c.broker_share)).toEqual([null]);

    expect(await shareIn('pending', share!.id)).toBeUndefined();
    expect(await shareIn('shared', share!.id)).toMatchObject({ status: 'shared', group_name: 'Bangkok Condo Brokers' });
  });

  it('two purchases queue two shares, filled by two listings in turn; the shared tab lists the latest posted first', async () => {
    const owner = await buyer();
    await boughtAndApproved(owner.headers);
    await boughtAndApproved(owner.headers);
    const first = await published(owner.headers);
    const second = await published(owner.headers);
    const rows = await sharesOf(owner.info.id);
    expect(rows.map((row) => row.listing_id)).toEqual([first, second]);
    for (const row of rows) expect((await markShared(row.id, { group_name: `Group ${row.id}` })).statusCode).toBe(200);
    const shared = (await allShares('shared')).map((share) => share.id);
    expect(shared.indexOf(rows[1]!.id)).toBeLessThan(shared.indexOf(rows[0]!.id));
  });

  it('a rejected purchase, a purchase of another package and a listing published before the purchase queue nothing', async () => {
    const owner = await buyer();
    await published(owner.headers);
    const rejected = await purchased(ctx, owner.headers);
    expect((await decide(ctx, admin.headers, 'reject', rejected.id, 'no transfer arrived')).statusCode).toBe(200);
    const code = `NOSHARE${process.pid}`.slice(0, 20);
    await ctx.database.db.insertInto('packages').values({ code, price_satang: 19900, credits: 4 }).execute();
    await boughtAndApproved(owner.headers, code);
    expect(await sharesOf(owner.info.id)).toEqual([]);
  });

  it("refuses to mark a share whose listing left the site: 409 'announcement not in publish status'", async () => {
    const owner = await buyer();
    await boughtAndApproved(owner.headers);
    const listingId = await published(owner.headers);
    expect((await lifecycle(ctx, owner.headers, 'un-publish', listingId)).statusCode).toBe(200);
    const [share] = await sharesOf(owner.info.id);
    const res = await markShared(share!.id, { group_name: 'Bangkok Condo Brokers' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('announcement not in publish status');
    expect((await sharesOf(owner.info.id))[0]!.shared_at).toBeNull();
  });

  it('is for admins only, and names a share that does not exist', async () => {
    const owner = await buyer();
    expect((await queue('pending', owner.headers)).statusCode).toBe(403);
    expect((await queue('pending', {})).statusCode).toBe(401);
    expect((await markShared(1, { group_name: 'x' }, owner.headers)).statusCode).toBe(403);
    const missing = await markShared(2_000_000_000, { group_name: 'Bangkok Condo Brokers' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('broker share does not exist');
    const bad = await queue('everything');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('status');
  });
});

describe('visits and contacts that came through the shared link (docs/decisions/056)', () => {
  let leadCounter = 0;
  const view = (listingId: number, ref: string | null, headers: Headers = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/estate/view/${listingId}${ref === null ? '' : `?ref=${encodeURIComponent(ref)}`}`, headers });
  const contact = (listingId: number, ref?: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contact-announce-owner',
      remoteAddress: `10.33.0.${++leadCounter}`,
      payload: { announce_id: listingId, name: 'Visitor', email: `visitor${leadCounter}@example.com`, phone: '0891234567', message: 'Is it free?', ...(ref !== undefined && { ref }) },
    });
  const rollup = async (listingId: number) =>
    ctx.database.db
      .selectFrom('listing_daily_stats')
      .select([
        (eb) => eb.fn.sum<number>('views').as('views'),
        (eb) => eb.fn.sum<number>('contacts').as('contacts'),
        (eb) => eb.fn.sum<number>('broker_views').as('broker_views'),
        (eb) => eb.fn.sum<number>('broker_contacts').as('broker_contacts'),
      ])
      .where('listing_id', '=', listingId)
      .executeTakeFirstOrThrow()
      .then((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value ?? 0)])));

  it("counts a visit and a message with the listing's own share ref, and any other ref as a plain visit; the owner, the dashboard and the admin see them", async () => {
    const owner = await buyer();
    await boughtAndApproved(owner.headers);
    const listingId = await published(owner.headers);
    const other = await published(owner.headers); // no share of its own
    const [share] = await sharesOf(owner.info.id);
    expect(share!.listing_id).toBe(listingId);
    // another owner's share, of another listing
    const stranger = await buyer();
    await boughtAndApproved(stranger.headers);
    const strangerListing = await published(stranger.headers);
    const [strangerShare] = await sharesOf(stranger.info.id);
    expect(strangerShare!.listing_id).toBe(strangerListing);

    expect((await markShared(share!.id, { group_name: 'Sukhumvit Brokers' })).statusCode).toBe(200);
    const visitor = await signUp(ctx);
    const own = `broker-${share!.id}`;
    for (const [id, ref, headers] of [
      [listingId, own, {}], // through the link
      [listingId, own, visitor.headers], // signed in, through the link
      [listingId, `broker-${strangerShare!.id}`, {}], // another listing's share: plain
      [listingId, 'broker-2000000000', {}], // no such share: plain
      [listingId, 'broker-99999999999', {}], // not a share id at all: plain
      [listingId, 'facebook', {}], // some other ref: plain
      [listingId, 'x'.repeat(300), {}], // a long one: plain, never an error
      [listingId, null, {}], // no ref
      [listingId, own, owner.headers], // the owner: no view at all
      [other, own, {}], // the share names another listing: plain
    ] as const) {
      const res = await view(id, ref, headers);
      expect(res.statusCode, `${ref} ${res.body}`).toBe(200);
    }
    for (const ref of [own, own, `broker-${strangerShare!.id}`, 'nonsense', undefined]) expect((await contact(listingId, ref)).statusCode).toBe(200);
    expect((await contact(other, own)).statusCode).toBe(200);
    await ctx.app.listingEvents.flush();

    expect(await rollup(listingId)).toEqual({ views: 8, contacts: 5, broker_views: 2, broker_contacts: 2 });
    expect(await rollup(other)).toEqual({ views: 1, contacts: 1, broker_views: 0, broker_contacts: 0 });
    expect(await rollup(strangerListing)).toEqual({ views: 0, contacts: 0, broker_views: 0, broker_contacts: 0 });
    const carried = await ctx.database.db.selectFrom('listing_events').select(['kind', 'broker_share_id']).where('listing_id', '=', listingId).where('broker_share_id', 'is not', null).execute();
    expect(carried.map((row) => row.broker_share_id)).toEqual([share!.id, share!.id, share!.id, share!.id]);

    // the figures are the rollup's: the raw events gone, they stay
    await ctx.database.db.deleteFrom('listing_events').where('listing_id', '=', listingId).execute();
    const expected = { group_name: 'Sukhumvit Brokers', views: 2, contacts: 2 };

    const mine = await ctx.app.inject({ method: 'GET', url: '/api/estate/my-estate', headers: owner.headers });
    expect(mine.statusCode, mine.body).toBe(200);
    const cards = mine.json().result.data as { id: number; broker_share: Record<string, unknown> | null }[];
    expect(cards.find((c) => c.id === listingId)!.broker_share).toMatchObject(expected);
    expect(cards.find((c) => c.id === other)!.broker_share).toBeNull();

    const dashboard = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/announce-list?period=7', headers: owner.headers });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const rows = dashboard.json().result.data as { id: number; views: number; leads: number; broker_share: Record<string, unknown> | null }[];
    expect(rows.find((row) => row.id === listingId)).toMatchObject({ views: 8, leads: 5, broker_share: { ...expected, shared_at: expect.any(String) } });
    expect(rows.find((row) => row.id === other)!.broker_share).toBeNull();

    expect(await shareIn('shared', share!.id)).toMatchObject({ views: 2, contacts: 2 });
    expect(await shareIn('shared', strangerShare!.id)).toBeUndefined();
    expect(await shareIn('pending', strangerShare!.id)).toMatchObject({ views: 0, contacts: 0 });
  });
});

describe('the buyer chooses the shared listing (docs/decisions/056)', () => {
  const mineShares = (headers: Headers) => ctx.app.inject({ method: 'GET', url: '/api/estate/broker-share', headers });
  const choose = (id: number, body: Record<string, unknown>, headers: Headers) =>
    ctx.app.inject({ method: 'PUT', url: `/api/estate/broker-share/${id}`, payload: body, headers });

  it('lists the owner’s shares and published listings; the owner picks one, changes it until it is shared, then not', async () => {
    const owner = await buyer();
    const first = await published(owner.headers, { announce_title: 'First condo' });
    const second = await published(owner.headers, { announce_title: 'Second condo' });
    const draft = (await storeComplete(ctx, owner.headers, refs)).id;
    // bought after both went live: the share waits, and the owner need not publish again
    await boughtAndApproved(owner.headers);
    const listed = await mineShares(owner.headers);
    expect(listed.statusCode, listed.body).toBe(200);
    const { data, choices } = listed.json().result as { data: { id: number; listing: unknown }[]; choices: { id: number; slug_id: string }[] };
    expect(data).toHaveLength(1);
    expect(data[0]!.listing).toBeNull();
    expect(choices.map((c) => c.id)).toEqual([second, first]);
    expect(choices[0]!.slug_id.endsWith(`-${second}`)).toBe(true);
    const shareId = data[0]!.id;

    const picked = await choose(shareId, { announce_id: first }, owner.headers);
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().result).toMatchObject({ id: shareId, listing: { id: first, announce_title: 'First condo' }, shared_at: null });
    expect((await shareIn('pending', shareId))!.listing).toMatchObject({ id: first });

    // changed before the team posts it; the same choice again is fine
    expect((await choose(shareId, { announce_id: second }, owner.headers)).statusCode).toBe(200);
    expect((await choose(shareId, { announce_id: second }, owner.headers)).statusCode).toBe(200);
    expect((await sharesOf(owner.info.id))[0]!.listing_id).toBe(second);

    // not a draft, not another's listing, not a listing that does not exist
    const notLive = await choose(shareId, { announce_id: draft }, owner.headers);
    expect([notLive.statusCode, notLive.json().message]).toEqual([409, 'announcement not in publish status']);
    const stranger = await buyer();
    const theirs = await published(stranger.headers);
    const foreign = await choose(shareId, { announce_id: theirs }, owner.headers);
    expect([foreign.statusCode, foreign.json().message]).toEqual([403, 'not the owner']);
    const missing = await choose(shareId, { announce_id: 2_000_000_000 }, owner.headers);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'announcement does not exist']);
    const bad = await choose(shareId, { announce_id: 'first' }, owner.headers);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('announce_id');
    // another user may neither see nor move the owner's share
    expect((await mineShares(stranger.headers)).json().result.data).toEqual([]);
    const notMine = await choose(shareId, { announce_id: theirs }, stranger.headers);
    expect([notMine.statusCode, notMine.json().message]).toEqual([403, 'not the owner']);
    expect((await choose(shareId, { announce_id: first }, {})).statusCode).toBe(401);
    expect((await mineShares({})).statusCode).toBe(401);
    const none = await choose(2_000_000_000, { announce_id: first }, owner.headers);
    expect([none.statusCode, none.json().message]).toEqual([404, 'broker share does not exist']);
    expect((await sharesOf(owner.info.id))[0]!.listing_id).toBe(second);

    // once shared, the choice stays as posted
    expect((await markShared(shareId, { group_name: 'Thonglor Agents' })).statusCode).toBe(200);
    const late = await choose(shareId, { announce_id: first }, owner.headers);
    expect([late.statusCode, late.json().message]).toEqual([409, 'broker share already shared']);
    expect((await mineShares(owner.headers)).json().result.data[0]).toMatchObject({ listing: { id: second }, group_name: 'Thonglor Agents' });
  });

  it('a listing is in one share only, also when two choices of it race; the next to go live takes a share left empty', async () => {
    const owner = await buyer();
    await boughtAndApproved(owner.headers);
    await boughtAndApproved(owner.headers);
    const listing = await published(owner.headers); // takes the first share
    const [taken, empty] = await sharesOf(owner.info.id);
    expect([taken!.listing_id, empty!.listing_id]).toEqual([listing, null]);
    const twice = await choose(empty!.id, { announce_id: listing }, owner.headers);
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'announcement already in a broker share']);

    const other = await published(owner.headers); // takes the empty share
    expect((await sharesOf(owner.info.id)).map((row) => row.listing_id)).toEqual([listing, other]);
    const third = await published(owner.headers); // no share left for it
    const results = await Promise.all([choose(taken!.id, { announce_id: third }, owner.headers), choose(empty!.id, { announce_id: third }, owner.headers)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((res) => res.statusCode === 409)!.json().message).toBe('announcement already in a broker share');
    const rows = await sharesOf(owner.info.id);
    expect(rows.filter((row) => row.listing_id === third)).toHaveLength(1);
  });
});
