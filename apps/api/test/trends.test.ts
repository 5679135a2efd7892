import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOT_SEARCH_CATEGORIES, searchFilter, type SearchFilter } from '@baandee/contracts';
import { LISTING_SELL_TYPE, POPULAR_AREAS, trendPath } from '@baandee/domain';
import { buildApp, type App } from '../src/app.js';
import { ensureAdmin } from '../src/db/admin.js';
import { loadDemoMaster } from '../src/db/seed/demo/master.js';
import { planDemoListings } from '../src/db/seed/demo/listings.js';
import { demoOwners } from '../src/db/seed/demo/people.js';
import { seededRandom } from '../src/db/seed/demo/random.js';
import { seedTrends, SUPERSEDED_TREND_FILTERS, TREND_SEEDS } from '../src/db/seed/trends.js';
import { passwordCost } from '../src/lib/password.js';
import { runSearch } from '../src/modules/search/search.service.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, logIn, PASSWORD, signUp, uniqueEmail } from './support/accounts.js';
import { insertListing } from './support/listings.js';

/**
 * Trend groups and the quick menu (spec sections 3, 7, 9; DESIGN 4.11, 4.15): the seeded
 * trends, the public trend page and quick menu, the admin's changes to both, and a second
 * API process on the same database following those changes.
 */
let ctx: TestContext;
let admin: Record<string, string>;
let plain: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
  const email = uniqueEmail('admin');
  await ensureAdmin(ctx.app.db, { email, password: PASSWORD, hashCost: passwordCost(ctx.config) });
  admin = (await logIn(ctx, email)).headers;
  plain = (await signUp(ctx)).headers;
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}, app: App = ctx.app) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers = admin) => ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
const del = (url: string, headers: Headers = admin) => ctx.app.inject({ method: 'DELETE', url, headers });

interface HotTrend {
  groups: { category: string; items: { search_key: string; search_name_th: string; search_name_en: string; trend_id: number | null; slug_id: string | null }[] }[];
}

/** The quick menu as the tables say it should read, computed here from the rows. */
async function expectedQuickMenu(): Promise<HotTrend> {
  const chips = await ctx.app.db.selectFrom('hot_searches').selectAll().orderBy('sort_order').orderBy('id').execute();
  const trends = new Map((await ctx.app.db.selectFrom('trends').select(['id', 'slug']).execute()).map((t) => [t.id, t.slug]));
  return {
    groups: HOT_SEARCH_CATEGORIES.map((category) => ({
      category,
      items: chips
        .filter((chip) => chip.category === category)
        .map((chip) => {
          const slug = chip.trend_id === null ? undefined : trends.get(chip.trend_id);
          return {
            search_key: chip.search_key,
            search_name_th: chip.search_name_th,
            search_name_en: chip.search_name_en,
            trend_id: chip.trend_id,
            // the page the chip opens, as the home page builds trend links
            slug_id: slug === undefined ? null : trendPath(slug, chip.trend_id!).replace('/trend/', ''),
          };
        }),
    })).filter((group) => group.items.length > 0),
  };
}

describe('seeded trends', () => {
  it('has the popular areas at ids 11-15 and a trend behind every quick-menu chip', async () => {
    const trends = await ctx.app.db.selectFrom('trends').select(['id', 'slug']).orderBy('id').execute();
    for (const area of POPULAR_AREAS) expect(trends).toContainEqual({ id: area.trendId, slug: area.slug });
    expect(trends).toHaveLength(TREND_SEEDS.length);
    const unlinked = await ctx.app.db.selectFrom('hot_searches').select('search_key').where('trend_id', 'is', null).execute();
    expect(unlinked).toEqual([]);
  });

  it('runs once: a second seed costs two queries, and the next trend gets a free id', async () => {
    let queries = 0;
    const counting = ctx.database.db.withPlugin({
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    await seedTrends(counting);
    // whether any trend is there, and the filters of the trends whose seeded filter was replaced
    expect(queries).toBe(2);
    const res = await post('/api/admin/trend/store', { trend_name_th: 'ทดสอบลำดับ', trend_name_en: 'Sequence check', slug: 'sequence-check', filter: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.trend_id).toBeGreaterThan(Math.max(...TREND_SEEDS.map((t) => t.id)));
    expect((await del(`/api/admin/trend/delete/${res.json().result.trend_id}`)).statusCode).toBe(200);
  });

  it("gives a seeded trend the seed's new filter while it holds the one replaced, and keeps a filter an admin changed", async () => {
    const filterOf = async () => (await ctx.app.db.selectFrom('trends').select('filter').where('id', '=', 11).executeTakeFirstOrThrow()).filter;
    const seeded = searchFilter.parse(TREND_SEEDS.find((trend) => trend.id === 11)!.filter);
    expect(seeded.keyword).toBe('สุขุมวิท');
    expect(await filterOf()).toEqual(seeded);
    const setFilter = (filter: object) => ctx.app.db.updateTable('trends').set({ filter: JSON.stringify(searchFilter.parse(filter)) }).where('id', '=', 11).execute();

    await setFilter(SUPERSEDED_TREND_FILTERS[11]![0]!);
    await seedTrends(ctx.app.db);
    expect(await filterOf()).toEqual(seeded);

    const admins = { district_id: 1039, sell_type: 'เช่า' };
    await setFilter(admins);
    await seedTrends(ctx.app.db);
    expect(await filterOf()).toEqual(searchFilter.parse(admins));
    await setFilter(seeded);
  });

  it('finds demo listings with every seeded filter', async () => {
    const db = ctx.database.db;
    const random = seededRandom(20_260_107);
    const master = await loadDemoMaster(db);
    const plans = planDemoListings(master, random, demoOwners(random).length, new Date());
    const stations = new Map(
      (await db.selectFrom('train_stations as s').innerJoin('train_lines as l', 'l.id', 's.train_line_id').select(['s.id', 's.name_th', 's.train_line_id', 'l.train_type_id']).execute()).map(
        (s) => [s.id, s],
      ),
    );
    const rows = await db.selectFrom('trends').select(['slug', 'filter']).execute();
    const sellTypes = (sellType: SearchFilter['sell_type']) =>
      sellType ? [sellType, LISTING_SELL_TYPE.both] : Object.values(LISTING_SELL_TYPE);
    for (const row of rows) {
      const f = searchFilter.parse(row.filter);
      const found = plans.filter(({ values: v, stations: near }) => {
        const nearby = near.map((s) => stations.get(s.train_station_id)!);
        return (
          (f.district_id === undefined || v.district_id === f.district_id) &&
          (f.province_id === undefined || v.province_id === f.province_id) &&
          (f.estate_type_id === undefined || v.estate_type_id === f.estate_type_id) &&
          sellTypes(f.sell_type).includes(v.sell_type!) &&
          (f.train_type === undefined || nearby.some((s) => s.train_type_id === f.train_type)) &&
          (f.train_line === undefined || nearby.some((s) => s.train_line_id === f.train_line)) &&
          (f.is_pet_allow === 0 || v.is_pet_allow === true) &&
          (f.keyword === undefined || [v.announce_title, v.announce_description, ...nearby.map((s) => s.name_th)].some((text) => text?.includes(f.keyword!)))
        );
      });
      expect(found.length, row.slug).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/get-hot-trend', () => {
  it('answers the chips grouped by category in their order, each with the trend page it opens', async () => {
    const res = await get('/api/get-hot-trend');
    expect(res.statusCode, res.body).toBe(200);
    const menu = res.json().result as HotTrend;
    expect(menu.groups.map((g) => g.category)).toEqual(['area', 'train', 'estate']);
    expect(menu).toEqual(await expectedQuickMenu());
    expect(menu.groups[0]!.items[0]).toMatchObject({ search_key: 'sukhumvit', trend_id: 11, slug_id: 'sukhumvit-11' });
    // cacheable: the same answer again is a 304
    expect((await get('/api/get-hot-trend', { 'if-none-match': res.headers.etag as string })).statusCode).toBe(304);
  });
});

describe('GET /api/trend/{id}', () => {
  const SATHON = 1028;
  const WATTHANA = 1039;
  const KHLONG_TOEI = 1033;
  let owner: number;
  let matching: { id: number; price: number }[];
  let sukhumvit: number;
  let watthana: number;
  let trendId: number;
  beforeAll(async () => {
    owner = (await signUp(ctx)).info.id;
    const listing = (overrides: Parameters<typeof insertListing>[2]) => insertListing(ctx, owner, { district_id: SATHON, ...overrides });
    const rent = (price: number, overrides: Parameters<typeof insertListing>[2] = {}) => listing({ sell_type: 'เช่า', rent_price: price, ...overrides });
    // the trend's filter: condos for rent in Sathon
    matching = [
      { id: await rent(12_000), price: 12_000 },
      { id: await rent(30_000), price: 30_000 },
      { id: await listing({ sell_type: 'ขาย/เช่า', rent_price: 20_000, sell_price: 4_000_000 }), price: 20_000 },
    ];
    const others = [
      await listing({ sell_type: 'ขาย', rent_price: null, sell_price: 3_500_000 }),
      await rent(15_000, { district_id: 1004 }),
      await rent(15_000, { estate_type_id: 3 }),
      await rent(15_000, { status: 'draft' }),
    ];
    // on Sukhumvit road in Khlong Toei; and one in Watthana that nothing ties to Sukhumvit (no station)
    sukhumvit = await rent(18_000, { district_id: KHLONG_TOEI, road: 'ถนนสุขุมวิท' });
    watthana = await rent(17_000, { district_id: WATTHANA });
    await ctx.app.db.deleteFrom('listing_stations').where('listing_id', '=', watthana).execute();
    await ctx.app.searchRepository.refresh([...matching.map((m) => m.id), ...others, sukhumvit, watthana]);
    const created = await post('/api/admin/trend/store', {
      trend_name_th: 'คอนโดให้เช่าสาทร',
      trend_name_en: 'Condos for rent in Sathon',
      slug: 'condo-rent-sathon',
      filter: { district_id: SATHON, estate_type_id: 1, sell_type: 'เช่า', order_by: 'price-asc' },
    });
    expect(created.statusCode, created.body).toBe(200);
    trendId = created.json().result.trend_id;
  });

  const ids = (res: { json(): { result: { announces: { data: { id: number }[] } } } }) => res.json().result.announces.data.map((card) => card.id);

  it("runs the trend's saved filter, in its order unless the query names another", async () => {
    const res = await get(`/api/trend/${trendId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { trend, filter, announces } = res.json().result;
    expect(trend).toEqual({
      trend_id: trendId,
      trend_name: 'คอนโดให้เช่าสาทร',
      trend_name_th: 'คอนโดให้เช่าสาทร',
      trend_name_en: 'Condos for rent in Sathon',
      slug_id: `condo-rent-sathon-${trendId}`,
    });
    expect(filter).toEqual(searchFilter.parse({ district_id: SATHON, estate_type_id: 1, sell_type: 'เช่า', order_by: 'price-asc' }));
    const cheapestFirst = [...matching].sort((a, b) => a.price - b.price).map((m) => m.id);
    expect(ids(res)).toEqual(cheapestFirst);
    expect(announces).toMatchObject({ current_page: 1, per_page: 10, total: 3, last_page: 1, total_capped: false });

    const reversed = await get(`/api/trend/${trendId}?order_by=price-desc`);
    expect(ids(reversed)).toEqual([...cheapestFirst].reverse());
    // the same as the search itself answers for that filter
    const direct = await runSearch(ctx.app, { ...filter, order_by: 'price-desc', page: 1, per_page: 10 }, { userId: null });
    expect(reversed.json().result.announces).toEqual(JSON.parse(JSON.stringify(direct)));

    const past = (await get(`/api/trend/${trendId}?page=2`)).json().result.announces;
    expect(past).toMatchObject({ data: [], current_page: 2, total: 3 });
    expect((await get(`/api/trend/${trendId}?order_by=cheapest`)).statusCode).toBe(422);
  });

  it('runs a popular-area trend of the seed, and records each run with its trend', async () => {
    const res = await get('/api/trend/11', { 'x-analytics-id': '0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect(res.statusCode, res.body).toBe(200);
    const { trend, filter, announces } = res.json().result;
    expect(trend).toMatchObject({ trend_id: 11, slug_id: 'sukhumvit-11' });
    // the page says "matching สุขุมวิท": it runs that keyword, wherever the listing is
    expect(filter.keyword).toBe(trend.trend_name_th);
    expect(ids(res)[0]).toBe(sukhumvit);
    expect(ids(res)).not.toContain(watthana);
    const direct = await runSearch(ctx.app, { ...searchFilter.parse({ keyword: 'สุขุมวิท' }), page: 1, per_page: 10 }, { userId: null });
    expect(announces).toEqual(JSON.parse(JSON.stringify(direct)));

    await ctx.app.searchLogs.flush();
    const logged = await ctx.app.db.selectFrom('search_logs').select(['source', 'trend_id', 'result_count', 'keyword', 'district_id', 'analytics_id']).where('trend_id', '=', 11).execute();
    expect(logged).toEqual([
      { source: 'trend', trend_id: 11, result_count: announces.total, keyword: 'สุขุมวิท', district_id: null, analytics_id: '0f8fad5b-d9cb-469f-a165-70867728950e' },
    ]);
  });

  it('answers 404 for a trend that does not exist', async () => {
    const res = await get('/api/trend/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'content not found' });
  });
});

describe('the admin’s trends and hot searches', () => {
  const trendBody = { trend_name_th: 'คอนโดสาทรให้เช่า', trend_name_en: 'Condos for rent in Sathon', slug: 'condo-sathon-rent', filter: { district_id: 1028, estate_type_id: 1, sell_type: 'เช่า' } };

  it('creates, lists, updates and deletes a trend; a slug in use is a 409 on the slug field', async () => {
    const created = await post('/api/admin/trend/store', trendBody);
    expect(created.statusCode, created.body).toBe(200);
    const trend = created.json().result;
    expect(trend).toMatchObject({ trend_name: 'คอนโดสาทรให้เช่า', slug: 'condo-sathon-rent', slug_id: `condo-sathon-rent-${trend.trend_id}` });
    expect(trend.filter).toEqual(searchFilter.parse(trendBody.filter));

    const list = (await get('/api/admin/trend', admin)).json().result.trends;
    expect(list.map((t: { trend_id: number }) => t.trend_id)).toContain(trend.trend_id);

    // the same slug again, for a new trend or for another one
    for (const body of [trendBody, { ...trendBody, id: 11 }]) {
      const conflict = await post('/api/admin/trend/store', body);
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toEqual({ status: 'error', message: 'already in use', errors: { slug: ['already in use'] } });
    }
    const updated = await post('/api/admin/trend/store', { ...trendBody, id: trend.trend_id, trend_name_en: 'Sathon condos to rent', filter: { ...trendBody.filter, max_price: 30000 } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().result).toMatchObject({ trend_id: trend.trend_id, trend_name_en: 'Sathon condos to rent', filter: { max_price: 30000 } });

    const badFilter = await post('/api/admin/trend/store', { ...trendBody, slug: 'another-one', filter: { min_price: 9000, max_price: 10 } });
    expect(badFilter.statusCode).toBe(422);
    expect(badFilter.json().errors).toEqual({ 'filter.max_price': ['max price below min price'] });
    expect((await post('/api/admin/trend/store', { ...trendBody, id: 999999, slug: 'nowhere' })).statusCode).toBe(404);

    expect((await del(`/api/admin/trend/delete/${trend.trend_id}`)).json().result).toEqual({ id: trend.trend_id, deleted: true });
    expect((await get(`/api/trend/${trend.trend_id}`)).statusCode).toBe(404);
    expect((await del(`/api/admin/trend/delete/${trend.trend_id}`)).statusCode).toBe(404);
  });

  it('keeps the chips of a deleted trend in their place, linked to no trend, and does not seed it back', async () => {
    const trend = (await post('/api/admin/trend/store', { ...trendBody, slug: 'to-be-deleted' })).json().result;
    const chipBody = { search_key: 'sathon-condo', search_name_th: 'คอนโดสาทร', search_name_en: 'Sathon condos', category: 'area', trend_id: trend.trend_id, sort_order: 3 };
    const chip = await post('/api/admin/hot-search/store', chipBody);
    expect(chip.statusCode, chip.body).toBe(200);
    expect(chip.json().result).toMatchObject({ ...chipBody, id: expect.any(Number) });

    const taken = await post('/api/admin/hot-search/store', { ...chipBody, search_key: 'sukhumvit' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ search_key: ['already in use'] });
    const noTrend = await post('/api/admin/hot-search/store', { ...chipBody, search_key: 'nowhere', trend_id: 999999 });
    expect(noTrend.statusCode).toBe(422);
    expect(noTrend.json().errors).toEqual({ trend_id: ['content not found'] });

    expect((await del(`/api/admin/trend/delete/${trend.trend_id}`)).statusCode).toBe(200);
    const chips = (await get('/api/admin/hot-search', admin)).json().result.hot_searches;
    expect(chips).toContainEqual({ ...chipBody, id: chip.json().result.id, trend_id: null });
    await seedTrends(ctx.database.db);
    expect(await ctx.app.db.selectFrom('trends').select('id').where('id', '=', trend.trend_id).executeTakeFirst()).toBeUndefined();

    expect((await del(`/api/admin/hot-search/delete/${chip.json().result.id}`)).statusCode).toBe(200);
    expect((await del(`/api/admin/hot-search/delete/${chip.json().result.id}`)).statusCode).toBe(404);
  });

  it('names what is wrong with an empty or malformed slug or chip key, each on its own field', async () => {
    const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
      ['/api/admin/trend/store', { ...trendBody, slug: '' }, { slug: ['required'] }],
      ['/api/admin/trend/store', { ...trendBody, slug: 'Condo Sathon' }, { slug: ['slug not valid'] }],
      ['/api/admin/hot-search/store', { search_key: '', search_name_th: 'ก', search_name_en: 'A', category: 'area' }, { search_key: ['required'] }],
      ['/api/admin/hot-search/store', { search_key: 'bang_na', search_name_th: 'ก', search_name_en: 'A', category: 'area' }, { search_key: ['search key not valid'] }],
    ];
    for (const [path, body, errors] of cases) {
      const res = await post(path, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
  });

  it('refuses a plain user with 403 and changes nothing', async () => {
    const snapshot = async () =>
      JSON.stringify([
        await ctx.app.db.selectFrom('trends').selectAll().orderBy('id').execute(),
        await ctx.app.db.selectFrom('hot_searches').selectAll().orderBy('id').execute(),
      ]);
    const before = await snapshot();
    const calls = [
      () => get('/api/admin/trend', plain),
      () => post('/api/admin/trend/store', { ...trendBody, slug: 'by-a-user' }, plain),
      () => post('/api/admin/trend/store', { ...trendBody, id: 11, slug: 'sukhumvit' }, plain),
      () => del('/api/admin/trend/delete/11', plain),
      () => get('/api/admin/hot-search', plain),
      () => post('/api/admin/hot-search/store', { search_key: 'by-a-user', search_name_th: 'ก', search_name_en: 'A', category: 'area' }, plain),
      () => del('/api/admin/hot-search/delete/1', plain),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', message: 'permission denied for edit or view' });
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('an admin change seen by another API process on the same database', () => {
  let other: App;
  beforeAll(async () => {
    other = await buildApp({ config: ctx.config, database: ctx.database });
    await other.ready();
  });
  afterAll(() => other.close());

  it('renames a trend and a chip: the other process answers the new quick menu and estate master', async () => {
    const menu = await get('/api/get-hot-trend', {}, other);
    const master = await get('/api/estate-master', {}, other);
    const trend = (await get('/api/admin/trend', admin)).json().result.trends.find((t: { trend_id: number }) => t.trend_id === 15);
    const renamed = await post('/api/admin/trend/store', { id: 15, trend_name_th: trend.trend_name_th, trend_name_en: trend.trend_name_en, slug: 'bangna', filter: trend.filter });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const chip = (await get('/api/admin/hot-search', admin)).json().result.hot_searches.find((c: { search_key: string }) => c.search_key === 'bang-na');
    expect((await post('/api/admin/hot-search/store', { ...chip, search_name_en: 'Bangna' })).statusCode).toBe(200);

    // each process trusts the version it read for at most a second
    await expect
      .poll(async () => (await get('/api/get-hot-trend', { 'if-none-match': menu.headers.etag as string }, other)).statusCode, { timeout: 5_000, interval: 200 })
      .toBe(200);
    const after = (await get('/api/get-hot-trend', {}, other)).json().result as HotTrend;
    expect(after.groups[0]!.items).toContainEqual(expect.objectContaining({ search_key: 'bang-na', search_name_en: 'Bangna', trend_id: 15, slug_id: 'bangna-15' }));
    expect(after).toEqual(await expectedQuickMenu());
    // the estate master's own reader of the version trusts what it read for a second too
    await expect
      .poll(async () => (await get('/api/estate-master', { 'if-none-match': master.headers.etag as string }, other)).statusCode, { timeout: 5_000, interval: 200 })
      .toBe(200);
    const masterAfter = await get('/api/estate-master', {}, other);
    expect(masterAfter.json().result.hot_search).toContainEqual({ search_key: 'bang-na', search_name_th: chip.search_name_th, search_name_en: 'Bangna', category: 'area' });
  });
});
