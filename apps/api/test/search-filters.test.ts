import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuery, type SearchQuery } from '@baandee/contracts';
import { LISTING_SELL_TYPE, parseRoomCode, roomCode, SELL_TYPE, SORT_OPTIONS, buildSearchVocabulary, qualityRankDelaySeconds, ranksByRelevance, type ListingStatus, type SortOption } from '@baandee/domain';
import { searchPlan } from '../src/modules/search/search-plan.js';
import { searchVocabulary } from '../src/modules/search/search-vocabulary.js';
import { cappedTotal, pageSlices } from '../src/modules/search/search-window.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { passesFieldFilters } from './support/search-filter-table.js';
import { baseListing, fixtureColumns, insertFixture, randomRooms, searchMaster, seededRandom, type FixtureListing } from './support/search-fixture.js';

/**
 * GET api/estate against a generated fixture whose right answers this file computes itself
 * from the fixture's objects (`expected` below), for every filter alone, in combinations,
 * in every order, page by page; and what it refuses.
 */

let ctx: TestContext;
let fixture: FixtureListing[];
let ids: Map<string, number>;
let lines: { sukhumvit: number; yellow: number };
let areas: { bangNa: number; nonthaburi: number };
let stationIds: { asok: number; onNut: number; salaDaeng: number };
/** Coordinates on a grid of ten values per axis, so listings sit on a map area's edges. */
const gridLat = (step: number) => 13.7 + step * 0.01;
const gridLng = (step: number) => 100.5 + step * 0.01;
const NOW = Date.now();
const HOUR = 3_600_000;
/** How far the date order moves each listing back for its quality score, by id. */
let rankDelayMs: Map<number, number>;

beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH });
  const master = await searchMaster(ctx);
  const ideo = master.project('Ideo Mobi Asoke');
  const owner = await signUp(ctx);
  const random = seededRandom(8);
  const stationPool = [
    master.station('Asok', 'BTS-SUK'),
    master.station('On Nut', 'BTS-SUK'),
    master.station('Sala Daeng', 'BTS-SIL'),
    master.station('Sukhumvit', 'MRT-BL'),
    master.station('Lat Phrao', 'MRT-BL'),
    master.station('Lat Phrao', 'MRT-YL'),
    master.station('Makkasan', 'ARL'),
    master.station('Bang Krasor', 'MRT-PP'),
  ];
  lines = { sukhumvit: stationPool[0]!.train_line_id, yellow: stationPool[5]!.train_line_id };
  stationIds = { asok: stationPool[0]!.id, onNut: stationPool[1]!.id, salaDaeng: stationPool[2]!.id };
  const areaPool = ['Watthana', 'Bang Na', 'Chatuchak', 'Huai Khwang', 'Mueang Nonthaburi'].map((name) => master.area(name));
  areas = { bangNa: areaPool[1]!.district_id, nonthaburi: areaPool[4]!.province_id };
  const statuses: ListingStatus[] = ['draft', 'pending', 'un-publish', 'closed', 'banned'];
  const sellTypes = [LISTING_SELL_TYPE.rent, LISTING_SELL_TYPE.sell, LISTING_SELL_TYPE.both];
  // publishing times in an order unrelated to the ids
  const hours = Array.from({ length: 72 }, (_v, i) => i).sort(() => random.next() - 0.5);

  fixture = hours.map((hour, i) => {
    const sellType = random.pick(sellTypes);
    const rent = sellType === LISTING_SELL_TYPE.sell ? null : random.int(10, 120) * 500;
    const sell = sellType === LISTING_SELL_TYPE.rent ? null : random.int(80, 1200) * 10_000;
    const title = random.chance(0.3) ? 'ลดพิเศษ ห้องสวย' : random.chance(0.2) ? 'Skyline residence' : 'ห้องสวยพร้อมอยู่';
    return baseListing(`l${i}`, {
      ...random.pick(areaPool),
      status: i % 9 === 4 ? statuses[(i / 9) % statuses.length | 0]! : 'publish',
      sell_type: sellType,
      estate_type_id: random.int(1, 8),
      ...randomRooms(random),
      rent_price: rent,
      sell_price: sell,
      // stated distances on and around each walking distance (500 m, 1 km, 2 km)
      stations: random
        .subset(stationPool, 0.3)
        .slice(0, 2)
        .map((station) => ({ ...station, distance_km: random.pick([0.3, 0.5, 0.51, 0.9, 1, 1.8, 2, 2.01, 3.5]) })),
      // one in eight has no coordinates
      ...(i % 8 === 6 ? {} : { location_lat: gridLat(random.int(0, 9)), location_lng: gridLng(random.int(0, 9)) }),
      published_at: new Date(NOW - (hour + 1) * HOUR),
      boosted_until: i % 13 === 5 ? new Date(NOW + 48 * HOUR) : i === 20 ? new Date(NOW - HOUR) : null,
      announce_title: title,
      announce_description: random.chance(0.25) ? 'Skyline view from the balcony' : 'ใกล้ห้าง',
      ...(i % 7 === 3 && { project_estate_id: ideo.id, project_estate_name: ideo.name_en }),
    });
  });
  ids = await insertFixture(ctx, owner.info.id, fixture);
  // each listing's quality score as its search row keeps it: the date order moves a listing back by its delay (docs/decisions/065)
  const scored = await ctx.app.db.selectFrom('listing_search').select(['listing_id', 'quality_score']).execute();
  rankDelayMs = new Map(scored.map((row) => [row.listing_id, qualityRankDelaySeconds(row.quality_score, false) * 1000]));
});
afterAll(() => ctx.close());

type Query = Record<string, string | number | number[]>;

const toUrl = (query: Query) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return `/api/estate?${params}`;
};

const search = (query: Query, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: toUrl(query), headers });

// ---- the right answers, from the fixture's objects -----------------------------------

const atLeast = (value: number, wanted: number) => (wanted >= 4 ? value >= 4 : value === wanted);
const inRange = (price: number | null, min?: number, max?: number) => price !== null && (min === undefined || price >= min) && (max === undefined || price <= max);

function matches(l: FixtureListing, q: SearchQuery): boolean {
  if (l.status !== 'publish') return false;
  if (q.sell_type === SELL_TYPE.rent && l.sell_type === LISTING_SELL_TYPE.sell) return false;
  if (q.sell_type === SELL_TYPE.sell && l.sell_type === LISTING_SELL_TYPE.rent) return false;
  if (!passesFieldFilters(q, fixtureColumns(l))) return false;
  if (q.south !== undefined) {
    const lat = l.location_lat ?? null;
    const lng = l.location_lng ?? null;
    if (lat === null || lng === null || lat < q.south || lat > q.north! || lng < q.west! || lng > q.east!) return false;
  }
  if (q.min_price !== undefined || q.max_price !== undefined) {
    const rentOk = inRange(l.rent_price, q.min_price, q.max_price);
    const sellOk = inRange(l.sell_price, q.min_price, q.max_price);
    if (q.sell_type === SELL_TYPE.rent ? !rentOk : q.sell_type === SELL_TYPE.sell ? !sellOk : !rentOk && !sellOk) return false;
  }
  if (q.searchMode === 'code_search' && q.room_type) {
    const code = parseRoomCode(q.room_type)!;
    if (!atLeast(l.total_bedroom, code.bedrooms) || !atLeast(l.total_restroom, code.restrooms) || !atLeast(l.car_park_size, code.carParks)) return false;
    if ((code.living && !l.total_livingroom) || (code.dining && !l.total_diningroom) || (code.kitchen && !l.total_kitchen)) return false;
  }
  const keyword = (q.keyword ?? q.announce_title)?.toLowerCase();
  if (keyword && !`${l.announce_title} ${l.announce_description} ${l.project_estate_name ?? ''}`.toLowerCase().includes(keyword)) return false;
  return true;
}

function sortKey(l: FixtureListing, q: SearchQuery): number {
  if (!q.order_by.startsWith('price')) return l.published_at.getTime() - rankDelayMs.get(ids.get(l.key)!)!;
  if (q.sell_type === SELL_TYPE.rent) return l.rent_price!;
  if (q.sell_type === SELL_TYPE.sell) return l.sell_price!;
  return l.rent_price ?? l.sell_price ?? 0;
}

/** Running boosts first, then (with a keyword, in a date order) title matches, then the order; ties by id in the same direction. */
function expected(query: Query): number[] {
  const q = searchQuery.parse(query);
  const keyword = (q.keyword ?? q.announce_title)?.toLowerCase();
  const sign = q.order_by.endsWith('asc') ? 1 : -1;
  const id = (l: FixtureListing) => ids.get(l.key)!;
  const rank = (l: FixtureListing) => (keyword && ranksByRelevance(q.order_by) && !`${l.announce_title} ${l.project_estate_name ?? ''}`.toLowerCase().includes(keyword) ? 1 : 0);
  const boosted = (l: FixtureListing) => (l.boosted_until !== null && l.boosted_until.getTime() > Date.now() ? 0 : 1);
  return fixture
    .filter((l) => matches(l, q))
    .sort((a, b) => boosted(a) - boosted(b) || rank(a) - rank(b) || sign * (sortKey(a, q) - sortKey(b, q)) || sign * (id(a) - id(b)))
    .map(id);
}

async function expectSearch(query: Query) {
  const res = await search({ ...query, per_page: 100 });
  expect(res.statusCode, res.body).toBe(200);
  const result = res.json().result;
  const want = expected(query);
  expect(result.data.map((card: { id: number }) => card.id), JSON.stringify(query)).toEqual(want);
  expect(result).toMatchObject({ total: want.length, total_capped: false, current_page: 1, per_page: 100 });
  return want;
}

describe('GET /api/estate filters', () => {
  it('the fixture covers every case the filters tell apart', () => {
    const published = fixture.filter((l) => l.status === 'publish');
    expect(published.length).toBeGreaterThan(50);
    expect(published.filter((l) => l.sell_type === LISTING_SELL_TYPE.both).length).toBeGreaterThan(3);
    expect(published.filter((l) => l.total_bedroom === 5).length).toBeGreaterThan(1);
    expect(published.filter((l) => l.boosted_until && l.boosted_until.getTime() > NOW).length).toBeGreaterThan(2);
  });

  const alone: Query[] = [
    {},
    { sell_type: SELL_TYPE.rent },
    { sell_type: SELL_TYPE.sell },
    { estate_type_id: 1 },
    { estate_type_id: 3 },
    { total_bedroom: 0 },
    { total_bedroom: 2 },
    { total_bedroom: 4 },
    { total_restroom: 1 },
    { total_restroom: 4 },
    { car_park_size: 0 },
    { car_park_size: 4 },
    { furniture_cast: [1] },
    { furniture_cast: [1, 2] },
    { facility_cast: [2, 3] },
    { is_pet_allow: 1 },
    { is_smoking_allow: 1 },
    { is_cooking_allow: 1 },
    { is_pet_allow: 0, is_smoking_allow: 0, is_cooking_allow: 0 },
    { min_price: 20_000 },
    { max_price: 15_000 },
    { min_price: 10_000, max_price: 30_000 },
    { train_type: 1 },
    { train_type: 2 },
    { train_type: 3 },
    { keyword: 'ลดพิเศษ' },
    { announce_title: 'ลดพิเศษ' },
    { keyword: 'Skyline' },
  ];
  it.each(alone.map((query) => [JSON.stringify(query), query] as const))('%s', async (_name, query) => {
    await expectSearch(query);
  });

  it('reads list filters in bracket form (axios, qs) as the same lists as repeated keys', async () => {
    const ids = (url: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/estate?per_page=100&${url}` }).then((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().result.data as { id: number }[]).map((card) => card.id);
      });
    const furniture = expected({ furniture_cast: [1, 2] });
    const facilities = expected({ facility_cast: [2, 3] });
    // a filter that narrows, so ignoring it would show
    expect(furniture.length).toBeLessThan(expected({}).length);
    expect(facilities.length).toBeLessThan(expected({}).length);
    expect(await ids('furniture_cast[]=1&furniture_cast[]=2')).toEqual(furniture);
    expect(await ids('furniture_cast%5B%5D=1&furniture_cast%5B%5D=2')).toEqual(furniture);
    expect(await ids('furniture_cast[0]=1&furniture_cast[1]=2')).toEqual(furniture);
    expect(await ids('furniture_cast[]=1&furniture_cast=2')).toEqual(furniture);
    expect(await ids('facility_cast[]=2&facility_cast[]=3')).toEqual(facilities);
    expect(await ids('facility_cast[]=2,3')).toEqual(facilities);
  });

  it('by area and by train line', async () => {
    expect((await expectSearch({ district_id: areas.bangNa })).length).toBeGreaterThan(0);
    expect((await expectSearch({ province_id: areas.nonthaburi })).length).toBeGreaterThan(0);
    expect((await expectSearch({ train_line: lines.sukhumvit })).length).toBeGreaterThan(0);
    await expectSearch({ train_line: lines.yellow });
  });

  it('by room code (code_search): B, R and C counts with 4 as 4 or more, L, D and K when present', async () => {
    const published = fixture.filter((l) => l.status === 'publish');
    const codes = [...new Set(published.slice(0, 6).map((l) => roomCode({ bedrooms: l.total_bedroom, restrooms: l.total_restroom, carParks: l.car_park_size, living: l.total_livingroom > 0, dining: l.total_diningroom > 0, kitchen: l.total_kitchen > 0 })))];
    for (const code of [...codes, '2B', '4+B4+R', 'LK']) {
      const found = await expectSearch({ searchMode: 'code_search', room_type: code });
      if (codes.includes(code)) expect(found.length, code).toBeGreaterThan(0);
    }
    // a general search reads no room code
    await expectSearch({ room_type: '9Z' });
  });

  it('reads a room-code digit of 4 or more as 4+ (spec section 5): 5B searches as 4+B', async () => {
    const big = fixture.find((l) => l.status === 'publish' && l.total_bedroom >= 4)!;
    const code = roomCode({ bedrooms: big.total_bedroom, restrooms: big.total_restroom, carParks: big.car_park_size, living: big.total_livingroom > 0, dining: big.total_diningroom > 0, kitchen: big.total_kitchen > 0 });
    expect(code).toMatch(/^4\+B/);
    const fourPlus = await expectSearch({ searchMode: 'code_search', room_type: code });
    expect(fourPlus.length).toBeGreaterThan(0);
    for (const typed of ['5B', '9b', '6+B'].map((digits) => code.replace('4+B', digits))) {
      const res = await search({ searchMode: 'code_search', room_type: typed, per_page: 100 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result.data.map((card: { id: number }) => card.id), typed).toEqual(fourPlus);
    }
  });

  it('a listing for both sale and rent answers either sell type, each against its own price', async () => {
    const rent = await expectSearch({ sell_type: SELL_TYPE.rent, min_price: 5000, max_price: 40_000 });
    const sell = await expectSearch({ sell_type: SELL_TYPE.sell, min_price: 1_000_000, max_price: 5_000_000 });
    const both = fixture.filter((l) => l.sell_type === LISTING_SELL_TYPE.both && l.status === 'publish').map((l) => ids.get(l.key)!);
    expect(rent.some((id) => both.includes(id))).toBe(true);
    expect(sell.some((id) => both.includes(id))).toBe(true);
  });

  const combinations: Query[] = [
    { sell_type: SELL_TYPE.rent, total_bedroom: 1, max_price: 40_000 },
    { sell_type: SELL_TYPE.sell, estate_type_id: 3, min_price: 3_000_000 },
    { is_pet_allow: 1, furniture_cast: [1], train_type: 1 },
    { keyword: 'skyline', sell_type: SELL_TYPE.rent, order_by: 'price-asc' },
    { keyword: 'ลดพิเศษ', total_bedroom: 4, is_cooking_allow: 1 },
    { facility_cast: [1], is_cooking_allow: 1, car_park_size: 4 },
    { searchMode: 'code_search', room_type: '1B1R', sell_type: SELL_TYPE.rent },
    { sell_type: SELL_TYPE.rent, min_price: 12_000, max_price: 45_000, total_restroom: 2, order_by: 'price-desc' },
  ];
  it.each(combinations.map((query) => [JSON.stringify(query), query] as const))('combined: %s', async (_name, query) => {
    await expectSearch(query);
  });

  it.each(SORT_OPTIONS.map((order) => [order] as const))('in order %s, boosted first, for every sell type and with a keyword', async (order: SortOption) => {
    // a project's name is answered from the text index, then sorted: the same orders
    expect(expected({ keyword: 'Ideo Mobi Asoke' }).length).toBeGreaterThan(5);
    for (const query of [{}, { sell_type: SELL_TYPE.rent }, { sell_type: SELL_TYPE.sell }, { keyword: 'skyline' }, { keyword: 'Ideo Mobi Asoke' }] as Query[]) {
      const found = await expectSearch({ ...query, order_by: order });
      const boosted = fixture.filter((l) => l.boosted_until && l.boosted_until.getTime() > NOW && matches(l, searchQuery.parse(query))).length;
      if (query.keyword === undefined) expect(boosted, 'boosted matches to rank first').toBeGreaterThan(0);
      expect(found.slice(0, boosted).every((id) => fixture.find((l) => ids.get(l.key) === id)!.boosted_until!.getTime() > NOW)).toBe(true);
    }
  });

  it('pages through every match in order; a page past the end is empty with the same total', async () => {
    const all = expected({});
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 7); page++) {
      const result = (await search({ page, per_page: 7 })).json().result;
      expect(result).toMatchObject({ current_page: page, per_page: 7, total: all.length, last_page: Math.ceil(all.length / 7), total_capped: false });
      seen.push(...result.data.map((card: { id: number }) => card.id));
    }
    expect(seen).toEqual(all);
    const past = (await search({ page: 40, per_page: 7 })).json().result;
    expect(past).toMatchObject({ data: [], total: all.length, current_page: 40 });
    // the default page size is 10
    expect((await search({})).json().result).toMatchObject({ per_page: 10, data: expect.any(Array) });
    expect((await search({})).json().result.data).toHaveLength(10);
  });

  it.each([['skyline'], ['Ideo Mobi Asoke']])('with the keyword %s, pages walk the ranked matches: title matches before text matches', async (keyword) => {
    const all = expected({ keyword, order_by: 'date-desc' });
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 4); page++) {
      seen.push(...(await search({ keyword, order_by: 'date-desc', page, per_page: 4 })).json().result.data.map((card: { id: number }) => card.id));
    }
    expect(seen).toEqual(all);
    expect((await search({ keyword, page: 30, per_page: 4 })).json().result).toMatchObject({ data: [], total: all.length });
  });

  it('counts exactly up to the cap, then answers the cap with total_capped, and pages stop there', async () => {
    const vocabulary = buildSearchVocabulary();
    for (const [query, path] of [[{}, 'walk'], [{ keyword: 'ห้องสวย' }, 'walk'], [{ keyword: 'ห้องสวย' }, 'text-index']] as const) {
      const plan = searchPlan(searchQuery.parse(query), vocabulary, () => ({ keywordPath: path, boostedPath: 'boosts', termWords: [] }));
      const all = expected(query);
      expect(all.length).toBeGreaterThan(8);
      const page = (n: number) => ctx.app.searchRepository.search(plan, { page: n, perPage: 3, cap: 8 });
      expect(await page(1)).toEqual({ ids: all.slice(0, 3), total: 8, capped: true });
      expect(await page(3)).toEqual({ ids: all.slice(6, 8), total: 8, capped: true });
      expect(await page(4)).toEqual({ ids: [], total: 8, capped: true });
      expect(await ctx.app.searchRepository.search(plan, { page: 1, perPage: 100, cap: all.length })).toEqual({ ids: all, total: all.length, capped: false });
    }
    expect(cappedTotal(1001, 1000)).toEqual({ total: 1000, capped: true });
    expect(cappedTotal(1000, 1000)).toEqual({ total: 1000, capped: false });
    expect(pageSlices({ page: 2, perPage: 10, cap: 1000 }, 13)).toEqual({ fromBoosted: { start: 10, end: 13 }, othersOffset: 0, othersLimit: 7 });
    expect(pageSlices({ page: 3, perPage: 10, cap: 1000 }, 13)).toEqual({ fromBoosted: { start: 13, end: 13 }, othersOffset: 7, othersLimit: 10 });
    expect(pageSlices({ page: 100, perPage: 10, cap: 1000 }, 0)).toEqual({ fromBoosted: { start: 0, end: 0 }, othersOffset: 990, othersLimit: 10 });
    expect(pageSlices({ page: 101, perPage: 10, cap: 1000 }, 0).othersLimit).toBe(0);
  });

  it('a keyword looked up by walking the order or through the text index answers the same, and so do its boosted matches', async () => {
    const vocabulary = buildSearchVocabulary();
    let boostedMatches = 0;
    for (const query of [
      { keyword: 'skyline' },
      { keyword: 'ห้องสวย', order_by: 'price-asc' },
      { keyword: 'ลดพิเศษ ห้องสวย', sell_type: SELL_TYPE.rent, order_by: 'date-asc' },
      { keyword: 'Ideo Mobi Asoke', order_by: 'price-desc' },
    ] as Query[]) {
      const all = expected(query);
      boostedMatches += fixture.filter((l) => l.boosted_until && l.boosted_until.getTime() > NOW && matches(l, searchQuery.parse(query))).length;
      for (const keywordPath of ['walk', 'text-index'] as const) {
        for (const boostedPath of ['boosts', 'text-index'] as const) {
          const plan = searchPlan(searchQuery.parse(query), vocabulary, () => ({ keywordPath, boostedPath, termWords: [] }));
          expect(plan).toMatchObject({ keywordPath, boostedPath });
          const found = await ctx.app.searchRepository.search(plan, { page: 1, perPage: 100, cap: 1000 });
          expect(found, `${JSON.stringify(query)} by ${keywordPath}, boosts by ${boostedPath}`).toEqual({ ids: all, total: all.length, capped: false });
        }
      }
    }
    expect(boostedMatches, 'boosted listings among the matches, found both ways').toBeGreaterThan(0);
  });

  it("shows the viewer's favourites on the cards", async () => {
    const viewer = await signUp(ctx);
    const favourite = expected({})[2]!;
    await ctx.app.db.insertInto('favorites').values({ user_id: viewer.info.id, listing_id: favourite }).execute();
    const cards = (await search({ per_page: 5 }, viewer.headers)).json().result.data as { id: number; favorite: boolean; boosted: boolean }[];
    expect(cards.map((card) => [card.id, card.favorite])).toEqual(expected({}).slice(0, 5).map((id) => [id, id === favourite]));
    expect(cards[0]!.boosted).toBe(true);
  });
});

describe('GET /api/estate near stations within a walking distance, and inside a map area', () => {
  /** The database's answer to the same query, asked directly (the API answers from the index in memory). */
  async function databaseIds(query: Query): Promise<number[]> {
    const vocabulary = await searchVocabulary(ctx.app.db, () => ctx.app.searchRepository.vocabularyNames());
    const plan = searchPlan(searchQuery.parse({ ...query, per_page: 100 }), vocabulary);
    return (await ctx.app.searchRepository.search(plan, { page: 1, perPage: 100, cap: 1000 })).ids;
  }
  async function expectBoth(query: Query): Promise<number[]> {
    const found = await expectSearch(query);
    expect(await databaseIds(query), `database: ${JSON.stringify(query)}`).toEqual(found);
    return found;
  }

  it('a walking distance keeps the listings that state a picked station at most that far (edges included), and narrows as it shrinks', async () => {
    const picked = [stationIds.asok, stationIds.onNut];
    const any = await expectBoth({ train_station_cast: picked });
    const within2km = await expectBoth({ train_station_cast: picked, station_distance: 2000 });
    const within1km = await expectBoth({ train_station_cast: picked, station_distance: 1000 });
    const within500m = await expectBoth({ train_station_cast: picked, station_distance: 500 });
    expect(within500m.length).toBeGreaterThan(0);
    expect(within500m.length).toBeLessThan(within1km.length);
    expect(within1km.length).toBeLessThan(within2km.length);
    expect(within2km.length).toBeLessThan(any.length);
    // a listing stating 0.5 km is within 500 m, one stating 0.51 km is not
    const stating = (km: number) => fixture.filter((l) => l.status === 'publish' && l.stations.some((s) => picked.includes(s.id) && s.distance_km === km) && !l.stations.some((s) => picked.includes(s.id) && s.distance_km! < km));
    expect(stating(0.5).length).toBeGreaterThan(0);
    expect(stating(0.5).every((l) => within500m.includes(ids.get(l.key)!))).toBe(true);
    expect(stating(0.51).some((l) => within500m.includes(ids.get(l.key)!))).toBe(false);
  });

  it('a walking distance without stations changes nothing; with other filters it narrows them', async () => {
    expect(await expectBoth({ station_distance: 500 })).toEqual(expected({}));
    await expectBoth({ train_station_cast: [stationIds.salaDaeng], station_distance: 1000, sell_type: SELL_TYPE.rent, order_by: 'price-asc' });
    await expectBoth({ train_station_cast: [stationIds.asok], station_distance: 2000, keyword: 'ห้องสวย' });
  });

  it('a map area keeps the listings whose coordinates lie inside, edges included; none without coordinates', async () => {
    const area = { south: gridLat(2), north: gridLat(6), west: gridLng(3), east: gridLng(7) };
    const inside = await expectBoth(area);
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.length).toBeLessThan(expected({}).length);
    const onEdge = fixture.filter((l) => l.status === 'publish' && (l.location_lat === area.south || l.location_lng === area.east) && l.location_lat! <= area.north && l.location_lng! >= area.west);
    expect(onEdge.length).toBeGreaterThan(0);
    expect(onEdge.every((l) => inside.includes(ids.get(l.key)!))).toBe(true);
    const unplaced = fixture.filter((l) => l.status === 'publish' && l.location_lat === undefined).map((l) => ids.get(l.key)!);
    expect(unplaced.length).toBeGreaterThan(0);
    // the whole world holds every listing with coordinates, and none without
    const world = await expectBoth({ south: -90, north: 90, west: -180, east: 180 });
    expect(world.some((id) => unplaced.includes(id))).toBe(false);
    expect(world.length + unplaced.length).toBe(expected({}).length);
    // a single line of the grid, and an area with other filters, every order
    await expectBoth({ south: gridLat(4), north: gridLat(4), west: gridLng(0), east: gridLng(9) });
    for (const order of SORT_OPTIONS) await expectBoth({ ...area, sell_type: SELL_TYPE.rent, order_by: order });
    await expectBoth({ ...area, train_station_cast: [stationIds.asok, stationIds.onNut], station_distance: 1000 });
  });
});

describe('GET /api/estate refusals', () => {
  const bad: [string, string, string[]][] = [
    ['a bedroom count above 4', 'total_bedroom=5', ['total_bedroom']],
    ['a car park count that is no number', 'car_park_size=many', ['car_park_size']],
    ['an unknown order', 'order_by=cheapest', ['order_by']],
    ['an unknown sell type', 'sell_type=lease', ['sell_type']],
    ['a flag other than 0 or 1', 'is_pet_allow=2', ['is_pet_allow']],
    ['a negative price', 'min_price=-1', ['min_price']],
    ['a max price below the min price', 'min_price=500&max_price=100', ['max_price']],
    ['ids that are no ids', 'furniture_cast=1,abc', ['furniture_cast.1']],
    ['page 0', 'page=0', ['page']],
    ['a page size above the map view’s', 'per_page=101', ['per_page']],
    ['a code search with no room code', 'searchMode=code_search&room_type=3X', ['room_type']],
    ['several at once', 'total_bedroom=-1&train_line=x', ['total_bedroom', 'train_line']],
    ['ids in bracket form that are no ids', 'furniture_cast[]=1&furniture_cast[]=abc', ['furniture_cast.1']],
    ['a walking distance that is not one of the choices', 'train_station_cast=1&station_distance=750', ['station_distance']],
    ['a map area with its south above its north', 'south=13.9&north=13.8&west=100.5&east=100.6', ['north']],
    ['a map area with its west east of its east', 'south=13.7&north=13.8&west=100.7&east=100.6', ['east']],
    ['a map area missing edges', 'south=13.7&north=13.8', ['west', 'east']],
    ['a latitude out of range', 'south=-91&north=13.8&west=100.5&east=100.6', ['south']],
    ['a longitude out of range', 'south=13.7&north=13.8&west=100.5&east=181', ['east']],
    ['an edge that is no number', 'south=north&north=13.8&west=100.5&east=100.6', ['south']],
  ];
  it.each(bad)('%s: 422 invalid input with the field errors', async (_name, queryString, fields) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/estate?${queryString}` });
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body.message).toBe('invalid input');
    expect(Object.keys(body.errors).sort()).toEqual(fields.sort());
  });
});

describe('GET /api/estate asked again (its parsed query kept by the string)', () => {
  it('answers a query string asked again as the first time, and refuses a refused one again, whatever was asked between', async () => {
    const url = `/api/estate?total_bedroom=2&furniture_cast=1,2&order_by=price-asc&per_page=5`;
    const first = await ctx.app.inject({ method: 'GET', url });
    expect(first.statusCode, first.body).toBe(200);
    for (const between of ['total_bedroom=3', 'order_by=price-asc&furniture_cast=1,2&total_bedroom=2&per_page=5', 'total_bedroom=5']) {
      await ctx.app.inject({ method: 'GET', url: `/api/estate?${between}` });
      const again = await ctx.app.inject({ method: 'GET', url });
      expect(again.json()).toEqual(first.json());
    }
    for (let i = 0; i < 2; i++) {
      const refused = await ctx.app.inject({ method: 'GET', url: '/api/estate?total_bedroom=5' });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['total_bedroom']);
    }
  });
});

describe('GET /api/estate unknown keys', () => {
  it.each([
    ['a misspelt filter', 'furniture=1', 'furniture'],
    ['a bracketed key the search does not know', 'amenity[]=2', 'amenity'],
    ['a nested key', 'filter[total_bedroom]=2', 'filter[total_bedroom]'],
  ])('%s: 422 unknown field on the key, not a search without the filter', async (_name, queryString, key) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/estate?${queryString}` });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ status: 'error', message: 'invalid input', errors: { [key]: ['unknown field'] } });
  });

  it("accepts and ignores the spec's other filter fields", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/estate?active_status=1&getType=all&id=5&token=x&per_page=100' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.total).toBe(expected({}).length);
  });
});

describe('search log', () => {
  it('records each search with its filter, result count and the anonymous analytics id, written in a batch', async () => {
    await ctx.app.searchLogs.flush();
    const before = await ctx.app.db.selectFrom('search_logs').select('id').execute();
    expect(before.length, 'the searches above').toBeGreaterThan(50);
    const analyticsId = 'C0FFEE00-1234-4abc-8def-0123456789ab';
    const one = (await search({ keyword: 'ลดพิเศษ', sell_type: SELL_TYPE.rent }, { 'x-analytics-id': analyticsId })).json().result;
    await search({ announce_title: 'Skyline', district_id: areas.bangNa }, { 'x-analytics-id': 'not-an-id; drop table' });
    await ctx.app.searchLogs.flush();
    const rows = await ctx.app.db.selectFrom('search_logs').selectAll().where('id', 'not in', before.length ? before.map((r) => r.id) : ['0']).orderBy('id').execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ source: 'search', analytics_id: analyticsId.toLowerCase(), user_id: null, trend_id: null, keyword: 'ลดพิเศษ', sell_type: SELL_TYPE.rent, result_count: one.total });
    expect(rows[0]!.filter).toMatchObject({ keyword: 'ลดพิเศษ', sell_type: SELL_TYPE.rent, order_by: 'date-desc', furniture_cast: [] });
    expect(rows[0]!.filter).not.toHaveProperty('page');
    expect(rows[1]).toMatchObject({ analytics_id: null, keyword: 'Skyline', district_id: areas.bangNa });
  });
});
