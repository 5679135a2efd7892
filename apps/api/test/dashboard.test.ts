import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, bangkokDate, daysBetween, searchPriceBand } from '@baandee/domain';
import type { DashboardInsight, DashboardLeads, DashboardListings, DashboardSearchAnalytic } from '@baandee/contracts';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { insertListing } from './support/listings.js';

/**
 * The owner's dashboard over constructed events: exact counts per Bangkok day (UTC+7, so
 * 17:00 UTC starts a day), the previous period, the per-listing table's orders and pages,
 * search analytics against supply, the leads inbox, and that an owner only ever sees their own.
 */
let ctx: TestContext;
type Session = Awaited<ReturnType<typeof signUp>>;
let alice: Session;
let bob: Session;
/** Alice: a1 (district 1, type 1), a2 (district 2, type 2, closed), a4 (district 1, type 1, no events); a3 a draft never published. Bob: b1 (district 1, type 1). */
const ids = { a1: 0, a2: 0, a3: 0, a4: 0, b1: 0 };
const area = { province: 10, d1: 0, d2: 0, d3: 0, sub1: 0, sub2: 0 };
let stations: number[];

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const RANGE = 'from=2026-03-01&to=2026-03-07';

async function get<T>(url: string, who: Session | null, status = 200): Promise<T> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER, ...(who?.headers ?? {}) } });
  expect(res.statusCode, res.body).toBe(status);
  return (status === 200 ? res.json().result : res.json()) as T;
}

async function events(listingId: number, ownerId: number, kind: 'view' | 'contact' | 'favorite', ...at: string[]) {
  await ctx.database.db.insertInto('listing_events').values(at.map((created_at) => ({ listing_id: listingId, owner_id: ownerId, kind, created_at }))).execute();
}

beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
  [alice, bob] = [await signUp(ctx), await signUp(ctx)];
  const db = ctx.database.db;
  const districts = await db.selectFrom('districts').select('id').where('province_id', '=', area.province).orderBy('id').limit(3).execute();
  [area.d1, area.d2, area.d3] = districts.map((d) => d.id) as [number, number, number];
  const sub = (district: number) => db.selectFrom('sub_districts').select('id').where('district_id', '=', district).orderBy('id').executeTakeFirstOrThrow();
  area.sub1 = (await sub(area.d1)).id;
  area.sub2 = (await sub(area.d2)).id;
  stations = (await db.selectFrom('train_stations').select('id').orderBy('id').limit(2).execute()).map((s) => s.id);

  const place1 = { province_id: area.province, district_id: area.d1, sub_district_id: area.sub1 };
  ids.a1 = await insertListing(ctx, alice.info.id, { ...place1, estate_type_id: 1, first_published_at: '2026-02-10T03:00:00Z', published_at: '2026-02-10T03:00:00Z' });
  ids.a2 = await insertListing(ctx, alice.info.id, {
    province_id: area.province,
    district_id: area.d2,
    sub_district_id: area.sub2,
    estate_type_id: 2,
    status: 'closed',
    first_published_at: '2026-02-20T18:00:00Z', // 21 February in Bangkok
    closed_at: '2026-03-03T10:00:00Z',
  });
  ids.a3 = await insertListing(ctx, alice.info.id, { ...place1, status: 'draft', first_published_at: null, published_at: null });
  ids.a4 = await insertListing(ctx, alice.info.id, { ...place1, estate_type_id: 1 });
  ids.b1 = await insertListing(ctx, bob.info.id, { ...place1, estate_type_id: 1 });
  await ctx.app.searchRepository.refresh([ids.a1, ids.a2, ids.a4, ids.b1]);

  // a1: four views in the range (two on its first day, one at the very end of its last), one just before and one just after it
  await events(ids.a1, alice.info.id, 'view', '2026-02-28T17:00:00Z', '2026-03-01T16:59:59Z', '2026-03-01T17:00:00Z', '2026-03-07T16:59:59Z');
  await events(ids.a1, alice.info.id, 'view', '2026-02-28T16:59:59Z', '2026-02-25T05:00:00Z', '2026-03-07T17:00:00Z');
  await events(ids.a1, alice.info.id, 'contact', '2026-03-02T05:00:00Z');
  await events(ids.a1, alice.info.id, 'favorite', '2026-03-05T05:00:00Z');
  // a2: three views and two leads on 3 March, a lead in the previous period
  await events(ids.a2, alice.info.id, 'view', '2026-03-03T01:00:00Z', '2026-03-03T01:00:00Z', '2026-03-03T01:00:00Z');
  await events(ids.a2, alice.info.id, 'contact', '2026-03-03T02:00:00Z', '2026-03-03T02:00:00Z', '2026-02-23T02:00:00Z');
  await events(ids.b1, bob.info.id, 'view', ...Array.from({ length: 10 }, () => '2026-03-02T01:00:00Z'));
  // impressions as the batch writes them; Alice seeing her own listing is not one
  await ctx.app.listingEventsRepository.addImpressions([
    { listing_id: ids.a1, day: '2026-03-04', viewer_id: null, count: 5 },
    { listing_id: ids.a1, day: '2026-03-04', viewer_id: alice.info.id, count: 9 },
    { listing_id: ids.a2, day: '2026-03-04', viewer_id: bob.info.id, count: 2 },
    { listing_id: ids.b1, day: '2026-03-04', viewer_id: null, count: 7 },
  ]);
  await db
    .insertInto('boosts')
    .values([
      { listing_id: ids.a1, user_id: alice.info.id, status: 'ended', paid_with: 'credits', credits: 2, starts_at: '2026-02-27T00:00:00Z', ends_at: '2026-03-06T00:00:00Z' },
      { listing_id: ids.a1, user_id: alice.info.id, status: 'ended', paid_with: 'credits', credits: 2, starts_at: '2026-02-10T00:00:00Z', ends_at: '2026-02-17T00:00:00Z' },
    ])
    .execute();
});
afterAll(() => ctx.close());

describe('GET /api/dashboard/insight', () => {
  it('counts per Bangkok day over a date range, with totals and the change against the week before', async () => {
    const insight = await get<DashboardInsight>(`/api/dashboard/insight?${RANGE}`, alice);
    expect(insight.period).toEqual({ from: '2026-03-01', to: '2026-03-07', days: 7 });
    expect(insight.previous).toEqual({ from: '2026-02-22', to: '2026-02-28', days: 7 });
    expect(insight.totals).toEqual({ views: 7, impressions: 7, leads: 3, favorites: 1 });
    expect(insight.previous_totals).toEqual({ views: 2, impressions: 0, leads: 1, favorites: 0 });
    expect(insight.change).toEqual({ views: 250, impressions: null, leads: 200, favorites: null });
    const day = (date: string, views: number, impressions: number, leads: number, favorites: number) => ({ date, views, impressions, leads, favorites });
    expect(insight.daily).toEqual([
      day('2026-03-01', 2, 0, 0, 0),
      day('2026-03-02', 1, 0, 1, 0),
      day('2026-03-03', 3, 0, 2, 0),
      day('2026-03-04', 0, 7, 0, 0),
      day('2026-03-05', 0, 0, 0, 1),
      day('2026-03-06', 0, 0, 0, 0),
      day('2026-03-07', 1, 0, 0, 0),
    ]);
    expect(insight.listings).toEqual({ total: 3, published: 2, confirmed: 0 });
  });

  it("answers each owner their own numbers only; a deleted listing's numbers leave with it", async () => {
    const insight = await get<DashboardInsight>(`/api/dashboard/insight?${RANGE}`, bob);
    expect(insight.totals).toEqual({ views: 10, impressions: 7, leads: 0, favorites: 0 });
    expect(insight.listings).toEqual({ total: 1, published: 1, confirmed: 0 });
    const carol = await signUp(ctx);
    const gone = await insertListing(ctx, carol.info.id);
    await events(gone, carol.info.id, 'view', '2026-03-02T01:00:00Z', '2026-03-02T02:00:00Z');
    expect((await get<DashboardInsight>(`/api/dashboard/insight?${RANGE}`, carol)).totals.views).toBe(2);
    await ctx.database.db.deleteFrom('listings').where('id', '=', gone).execute();
    expect((await get<DashboardInsight>(`/api/dashboard/insight?${RANGE}`, carol)).totals).toEqual({ views: 0, impressions: 0, leads: 0, favorites: 0 });
  });

  it("counts today's views, impressions and leads as visitors make them, after the batch is written", async () => {
    const dave = await signUp(ctx);
    const listing = await insertListing(ctx, dave.info.id, { announce_title: 'Dashboard today' });
    const before = await get<DashboardInsight>('/api/dashboard/insight?period=7', dave);
    expect(before.period).toMatchObject({ to: bangkokDate(new Date()), days: 7 });
    expect(before.totals).toEqual({ views: 0, impressions: 0, leads: 0, favorites: 0 });

    await get(`/api/estate/view/${listing}`, null); // a visitor
    await get(`/api/estate/view/${listing}`, dave); // the owner: not counted
    const shown = (await get<{ data: { id: number }[] }>('/api/recommended-estate', null)).data.some((card) => card.id === listing);
    await get('/api/recommended-estate', dave); // the owner's own listings in a list are no impressions
    const lead = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-announce-owner',
      payload: { announce_id: listing, name: 'Visitor', email: 'visitor@example.com', phone: '0891234567', message: 'Is it free?' },
    });
    expect(lead.statusCode, lead.body).toBe(200);
    await ctx.app.listingEvents.flush();

    const after = await get<DashboardInsight>('/api/dashboard/insight?period=7', dave);
    expect(after.totals).toEqual({ views: 1, impressions: shown ? 1 : 0, leads: 1, favorites: 0 });
    expect(after.daily.at(-1)).toMatchObject({ date: bangkokDate(new Date()), views: 1, leads: 1 });
    expect(shown).toBe(true);
  });

  it.each([
    ['period=5', 'period', 'value not allowed'],
    ['from=2026-03-01', 'to', 'required'],
    ['from=2026-03-07&to=2026-03-01', 'to', 'ends before it starts'],
    ['from=2025-01-01&to=2026-01-02', 'to', 'date range too long'],
    ['from=2026-02-30&to=2026-03-01', 'from', 'invalid input'],
    ['from=1999-12-31&to=2000-01-02', 'from', 'value not allowed'],
  ])('refuses %s: 422 with the field named', async (query, field, key) => {
    const body = await get<{ message: string; errors: Record<string, string[]> }>(`/api/dashboard/insight?${query}`, alice, 422);
    expect(body).toMatchObject({ message: 'invalid input', errors: { [field]: [key] } });
  });

  it('asks for a session on every dashboard call', async () => {
    for (const url of ['/api/dashboard/insight', '/api/dashboard/announce-list', '/api/dashboard/search-analytic', '/api/dashboard/leads']) {
      expect(await get(url, null, 401)).toMatchObject({ message: 'unauthorized, please re-login' });
    }
  });
});

describe('GET /api/dashboard/announce-list', () => {
  const list = (query: string, who = alice) => get<DashboardListings>(`/api/dashboard/announce-list?${RANGE}&${query}`, who);
  const order = (page: DashboardListings) => page.data.map((row) => row.id);

  it("gives each of the owner's listings its numbers, rate, days on market, boosts and sparkline", async () => {
    const page = await list('order_by=views');
    expect(order(page)).toEqual([ids.a1, ids.a2, ids.a4]); // the draft never published is not on the market
    expect(page).toMatchObject({ total: 3, current_page: 1, last_page: 1, per_page: 10, period: { from: '2026-03-01', to: '2026-03-07', days: 7 } });
    const [a1, a2, a4] = page.data;
    expect(a1).toMatchObject({ views: 4, impressions: 5, leads: 1, favorites: 1, view_to_lead: 0.25, status: 'publish', boosted: false });
    expect(a1!.daily_views).toEqual([2, 1, 0, 0, 0, 0, 1]);
    expect(a1!.boosts).toEqual([{ starts_at: '2026-02-27T00:00:00.000Z', ends_at: '2026-03-06T00:00:00.000Z' }]);
    expect(a1!.days_on_market).toBe(daysBetween('2026-02-10', bangkokDate(new Date())));
    expect(a1!.slug_id).toMatch(new RegExp(`-${ids.a1}$`));
    expect(a1!.thumb_img).toBe(`/uploads/test/${ids.a1}-t.webp`);
    expect(a2).toMatchObject({ views: 3, impressions: 2, leads: 2, favorites: 0, view_to_lead: 0.6667, status: 'closed', days_on_market: 10, boosts: [] });
    expect(a4).toMatchObject({ views: 0, impressions: 0, leads: 0, view_to_lead: null, daily_views: [0, 0, 0, 0, 0, 0, 0] });
  });

  it('orders by any column both ways, a missing rate last either way, and pages', async () => {
    expect(order(await list('order_by=views&direction=asc'))).toEqual([ids.a4, ids.a2, ids.a1]);
    expect(order(await list('order_by=leads'))).toEqual([ids.a2, ids.a1, ids.a4]);
    expect(order(await list('order_by=view_to_lead'))).toEqual([ids.a2, ids.a1, ids.a4]);
    expect(order(await list('order_by=view_to_lead&direction=asc'))).toEqual([ids.a1, ids.a2, ids.a4]);
    expect(order(await list('order_by=impressions'))).toEqual([ids.a1, ids.a2, ids.a4]);
    expect(order(await list('order_by=days_on_market'))[0]).toBe(ids.a1);
    const second = await list('order_by=views&per_page=1&page=2');
    expect(order(second)).toEqual([ids.a2]);
    expect(second).toMatchObject({ total: 3, current_page: 2, last_page: 3, per_page: 1 });
    expect(await list('order_by=views&per_page=1&page=9')).toMatchObject({ data: [], total: 3, last_page: 3 });
  });

  it("never shows another owner's listings", async () => {
    const page = await list('order_by=views', bob);
    expect(order(page)).toEqual([ids.b1]);
    expect(page.data[0]).toMatchObject({ views: 10, impressions: 7 });
    expect(order(await list('order_by=views'))).not.toContain(ids.b1);
  });

  it('refuses an unknown order, direction or page size', async () => {
    for (const query of ['order_by=price', 'direction=up', 'per_page=101', 'page=0']) {
      expect(await get(`/api/dashboard/announce-list?${query}`, alice, 422)).toMatchObject({ message: 'invalid input' });
    }
  });
});

describe('GET /api/dashboard/search-analytic', () => {
  beforeAll(async () => {
    const at = '2026-03-02T05:00:00Z';
    const log = (row: Record<string, unknown>) => ({ source: 'search' as const, result_count: 1, created_at: at, filter: JSON.stringify(row.filter ?? {}), ...row });
    const [s1, s2] = stations as [number, number];
    await ctx.database.db
      .insertInto('search_logs')
      .values([
        log({ keyword: 'Condo  Asok', province_id: 10, district_id: area.d1, estate_type_id: 1, min_price: 0, max_price: 20_000, filter: { train_station_cast: [s1] } }),
        log({ keyword: 'condo asok', district_id: area.d1, min_price: 0, max_price: 10_000_000 }), // province from the district, any type, no band
        log({ keyword: 'บ้าน', province_id: 10, district_id: area.d2, estate_type_id: 2, min_price: 3_000_000, max_price: 10_000_000 }),
        log({ keyword: 'villa', province_id: 11, estate_type_id: 1 }), // another province
        log({ keyword: 'condo asok', province_id: 10, estate_type_id: 3 }), // a type Alice does not offer
        log({ filter: { train_station_cast: [s1, s2] } }), // no place, no type: could find anyone's
        log({ district_id: area.d3, estate_type_id: 1 }),
        log({ keyword: 'condo asok', province_id: 10, created_at: '2026-03-07T17:30:00Z' }), // 8 March in Bangkok
      ])
      .execute();
  });

  it("ranks what visitors searched in the owner's provinces and estate types, and sets searches against listings", async () => {
    const result = await get<DashboardSearchAnalytic>(`/api/dashboard/search-analytic?${RANGE}`, alice);
    expect(result.scope.provinces.map((p) => p.id)).toEqual([10]);
    expect(result.scope.estate_types.map((t) => t.id)).toEqual([1, 2]);
    expect(result.searches).toBe(5);
    expect(result.keywords).toEqual([
      { keyword: 'condo asok', searches: 2 },
      { keyword: 'บ้าน', searches: 1 },
    ]);
    expect(result.districts.map((d) => [d.id, d.searches, d.listings, d.searches_per_listing, d.yours])).toEqual([
      [area.d1, 2, 3, 0.67, true],
      [area.d2, 1, 0, null, true],
      [area.d3, 1, 0, null, false],
    ]);
    expect(result.stations.map((s) => [s.id, s.searches, s.yours])).toEqual([
      [stations[0], 2, true],
      [stations[1], 1, false],
    ]);
    expect(result.price_bands).toEqual([
      { band: 1, min: 5_001, max: 20_000, searches: 1 },
      { band: 7, min: 1_000_000, max: 3_000_000, searches: 1 },
    ]);
    expect(result.demand.map((d) => [d.district.id, d.estate_type.id, d.searches, d.listings, d.your_listings, d.searches_per_listing])).toEqual([
      [area.d2, 2, 1, 0, 0, null], // searched, and no listing there: the first place to post
      [area.d1, 1, 2, 3, 2, 0.67],
    ]);
  });

  it('sums the same from whole weeks and from days, wherever the range starts and ends', async () => {
    // 2 March is a Monday; one search of the week fell on Sunday 8 March, Bangkok time
    const count = async (range: string) => {
      const result = await get<DashboardSearchAnalytic>(`/api/dashboard/search-analytic?${range}`, alice);
      return [result.searches, result.keywords.find((k) => k.keyword === 'condo asok')?.searches, result.demand.find((d) => d.district.id === area.d1)?.searches];
    };
    expect(await count('from=2026-03-02&to=2026-03-07')).toEqual([5, 2, 2]); // days only
    expect(await count('from=2026-03-01&to=2026-03-08')).toEqual([6, 3, 2]); // a whole week and a day before it
    expect(await count('from=2026-02-23&to=2026-03-15')).toEqual([6, 3, 2]); // whole weeks only
    expect(await count('from=2026-03-08&to=2026-03-20')).toEqual([1, 1, 0]); // a day, then a whole week and days with none
  });

  it("answers each owner for their own scope, and a new owner with nothing yet", async () => {
    const result = await get<DashboardSearchAnalytic>(`/api/dashboard/search-analytic?${RANGE}`, bob);
    expect(result.searches).toBe(4);
    expect(result.keywords).toEqual([{ keyword: 'condo asok', searches: 2 }]);
    expect(result.demand.map((d) => [d.district.id, d.searches, d.listings, d.your_listings])).toEqual([[area.d1, 2, 3, 1]]);
    const newcomer = await signUp(ctx);
    expect(await get(`/api/dashboard/search-analytic?${RANGE}`, newcomer)).toMatchObject({ searches: 0, keywords: [], districts: [], demand: [], scope: { provinces: [] } });
  });

  it('counts each search under the price band the domain rule names', async () => {
    const ranges: [number | null, number | null][] = [[0, 5_000], [5_000, 5_001], [null, 150_000], [150_001, 10_000_000], [0, 10_000_000], [null, 12_000_000], [2_000_000, null]];
    const at = '2026-01-15T05:00:00Z';
    await ctx.database.db
      .insertInto('search_logs')
      .values(ranges.map(([min_price, max_price]) => ({ source: 'search' as const, result_count: 0, created_at: at, filter: '{}', province_id: 74, min_price, max_price })))
      .execute();
    const rows = await ctx.database.db.selectFrom('search_daily_terms').select(['term', 'searches']).where('dimension', '=', 'band').where('province_id', '=', 74).where('span', '=', 1).execute();
    const expected = new Map<string, number>();
    for (const [min, max] of ranges) {
      const band = searchPriceBand(min, max);
      if (band !== null) expected.set(String(band), (expected.get(String(band)) ?? 0) + 1);
    }
    expect(new Map(rows.map((row) => [row.term, row.searches]))).toEqual(expected);
  });

  it('counts a search run on the site today, once the search log is written', async () => {
    const keyword = 'ทาวน์โฮมทดสอบแดชบอร์ด';
    await get(`/api/estate?keyword=${encodeURIComponent(keyword)}&district_id=${area.d1}&estate_type_id=1`, null);
    await ctx.app.searchLogs.flush();
    const result = await get<DashboardSearchAnalytic>('/api/dashboard/search-analytic?period=7', bob);
    expect(result.keywords).toEqual([{ keyword, searches: 1 }]);
    expect(result.districts.map((d) => [d.id, d.searches])).toEqual([[area.d1, 1]]);
    expect(result.period).toEqual({ from: addDays(bangkokDate(new Date()), -6), to: bangkokDate(new Date()), days: 7 });
  });
});

describe('the leads inbox', () => {
  const inbox = (who: Session, query = '') => get<DashboardLeads>(`/api/dashboard/leads${query}`, who);
  const read = (who: Session, id: string) => ctx.app.inject({ method: 'PUT', url: `/api/dashboard/leads/read/${id}`, headers: who.headers });

  beforeAll(async () => {
    const lead = (listing_id: number, owner_id: number, name: string, created_at: string) => ({
      listing_id,
      owner_id,
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '0891234567',
      message: `Hello from ${name}`,
      created_at,
    });
    await ctx.database.db
      .insertInto('listing_leads')
      .values([lead(ids.a1, alice.info.id, 'Early', '2026-03-01T01:00:00Z'), lead(ids.a2, alice.info.id, 'Later', '2026-03-02T01:00:00Z'), lead(ids.b1, bob.info.id, 'Bobs', '2026-03-02T02:00:00Z')])
      .execute();
  });

  it("lists the owner's leads newest first, marks one read once, and never touches another owner's", async () => {
    const all = await inbox(alice);
    expect(all.data.map((lead) => lead.name)).toEqual(['Later', 'Early']);
    expect(all).toMatchObject({ total: 2, unread: 2 });
    expect(all.data[0]).toMatchObject({ announce_id: ids.a2, email: 'later@example.com', message: 'Hello from Later', read: false });
    const early = all.data[1]!;

    const refused = await read(bob, early.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ status: 'error', message: 'content not found' });
    expect((await inbox(bob)).data.map((lead) => lead.name)).toEqual(['Bobs']);

    const marked = await read(alice, early.id);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().result).toEqual({ id: early.id, read: true, unread: 1 });
    expect((await read(alice, early.id)).json().result).toEqual({ id: early.id, read: true, unread: 1 });
    const unread = await inbox(alice, '?filter=unread');
    expect(unread.data.map((lead) => lead.name)).toEqual(['Later']);
    expect(unread).toMatchObject({ total: 1, unread: 1 });
    expect((await inbox(alice)).data.find((lead) => lead.id === early.id)?.read).toBe(true);
    expect((await inbox(bob)).unread).toBe(1);
  });

  it('answers a lead that does not exist, or a malformed id, without a 500', async () => {
    expect((await read(alice, '999999999')).statusCode).toBe(404);
    expect((await read(alice, 'abc')).statusCode).toBe(422);
  });
});
