import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuery } from '@baandee/contracts';
import { LISTING_SELL_TYPE, SELL_TYPE, SEARCH_TOTAL_CAP, SORT_OPTIONS } from '@baandee/domain';
import { openPostgres } from '../src/db/database.js';
import { createListingSearchQueries } from '../src/modules/search/listing-search.queries.js';
import { ID_LISTS, inDateOrder, rowAt, type IdListField } from '../src/modules/search/search-index-columns.js';
import type { IndexRow } from '../src/modules/search/search-index.js';
import { readIndexColumns, RELISTEN_MS } from '../src/modules/search/search-index.plugin.js';
import { searchPlan } from '../src/modules/search/search-plan.js';
import { railGraphFor } from '../src/modules/search/search.service.js';
import { searchVocabulary } from '../src/modules/search/search-vocabulary.js';
import type { SearchPlan } from '../src/modules/search/search.queries.js';
import type { SearchWindow } from '../src/modules/search/search-window.js';
import { createTestApp, DB_KIND, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { waitUntil } from './support/http-client.js';
import { randomFieldFilters } from './support/search-filter-table.js';
import { fixtureColumns, insertFixture, randomRooms, searchMaster, seededRandom, type FixtureListing } from './support/search-fixture.js';
import { RELEVANCE_QUERIES, relevanceListings } from './support/search-relevance.js';

/**
 * The search index in memory (docs/decisions/032) answers every search exactly as the
 * database does, follows every change once its transaction ends, and on PostgreSQL follows
 * another process's changes.
 */

const HOUR = 3_600_000;
/** Coordinates on a grid of a few values per axis, so many listings sit on a map area's edge. */
const gridLat = (step: number) => 13.7 + step * 0.01;
const gridLng = (step: number) => 100.5 + step * 0.01;

let ctx: TestContext;
let fixture: FixtureListing[];
let ids: Map<string, number>;
beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH });
  const owner = await signUp(ctx);
  const random = seededRandom(32);
  const base = relevanceListings(await searchMaster(ctx));
  const now = Date.now();
  // the relevance set twice over, the copies with other prices, rooms, amenities, boosts and times
  fixture = [
    ...base,
    ...base.map((l, i): FixtureListing => {
      const sellType = random.pick([LISTING_SELL_TYPE.rent, LISTING_SELL_TYPE.sell, LISTING_SELL_TYPE.both]);
      return {
        ...l,
        key: `${l.key}-copy`,
        status: i % 11 === 3 ? 'closed' : 'publish',
        sell_type: sellType,
        // few prices, so many listings share one and the id decides their order
        rent_price: sellType === LISTING_SELL_TYPE.sell ? null : random.int(8, 12) * 2_000,
        sell_price: sellType === LISTING_SELL_TYPE.rent ? null : random.int(3, 6) * 1_000_000,
        ...randomRooms(random, [1, 2, 3, 4, 5, 6, 13]),
        // stated station distances around each walking distance, and coordinates on a grid (some none)
        stations: l.stations.map((station) => ({ ...station, distance_km: random.pick([0.3, 0.5, 0.8, 1, 1.5, 2, 4]) })),
        ...(random.chance(0.85) ? { location_lat: gridLat(random.int(0, 20)), location_lng: gridLng(random.int(0, 20)) } : {}),
        // some share a publishing time, so the id decides their order
        published_at: new Date(now - (i % 3 === 0 ? 3 : random.int(1, 400)) * HOUR),
        boosted_until: i % 6 === 1 ? new Date(now + 24 * HOUR) : i % 6 === 2 ? new Date(now - HOUR) : null,
      };
    }),
  ];
  ids = await insertFixture(ctx, owner.info.id, fixture);
});
afterAll(() => ctx.close());

async function planOf(ctx: TestContext, query: Record<string, unknown>): Promise<SearchPlan> {
  const vocabulary = await searchVocabulary(ctx.app.db, () => ctx.app.searchRepository.vocabularyNames());
  const parsed = searchQuery.parse(query);
  return searchPlan(parsed, vocabulary, undefined, await railGraphFor(ctx.app.db, ctx.app.searchRepository, parsed));
}

/** The index's answer and the database's for one query and window. */
async function bothAnswers(ctx: TestContext, query: Record<string, unknown>, window: SearchWindow) {
  const plan = await planOf(ctx, query);
  return { index: await ctx.app.searchIndex.search(plan, window), database: await ctx.app.searchRepository.search(plan, window) };
}

describe('the search index', () => {
  it('is read once the server is ready, and readiness says searches are answered from it', async () => {
    expect(ctx.app.searchIndex.ready).toBe(true);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.json().result.search_index).toBe('memory');
  });

  it('reads every row once, newest first (listings sharing a time among them), and a changed row as the load reads it', async () => {
    const queries = createListingSearchQueries(ctx.app.db);
    const expected = (await ctx.app.db.selectFrom('listing_search').select('listing_id').orderBy('published_at', 'desc').orderBy('listing_id', 'desc').execute()).map((row) => row.listing_id);
    const columns = await readIndexColumns(queries, ctx.database.pool);
    expect(Array.from(columns.ids)).toEqual(expected);
    expect(inDateOrder(columns)).toBe(true);
    // the changes' rows are made by the statement itself in the copy's form: the same values
    const byId = (a: IndexRow, b: IndexRow) => a.listing_id - b.listing_id;
    const loaded = expected.map((_, slot) => rowAt(columns, slot)).sort(byId);
    expect((await queries.indexRowsOf(expected)).sort(byId)).toEqual(loaded);
    expect(loaded.some((row) => row.boosted_until_ms !== null && row.location_lat !== null && row.rent_price !== null)).toBe(true);
    // the lists come packed in one column the database makes (migration 0038): each is the row's own list, in its order
    const lists = await ctx.app.db.selectFrom('listing_search').select(['listing_id', ...ID_LISTS]).orderBy('listing_id').execute();
    const listsOf = (row: Pick<IndexRow, 'listing_id' | IdListField>) => [row.listing_id, ...ID_LISTS.map((field) => row[field])];
    expect(lists.map(listsOf)).toEqual(loaded.map(listsOf));
    expect(loaded.some((row) => row.word_ids.length > 1 && row.station_ids.length > 0 && row.furniture_ids.length > 0)).toBe(true);
  });

  it('answers every search exactly as the database does: matches, boosts, ranking, order, pages and the capped total', async () => {
    const random = seededRandom(7);
    const published = fixture.filter((l) => l.status === 'publish');
    const keywords = RELEVANCE_QUERIES.map(([keyword]) => keyword);
    let answered = 0;
    let compared = 0;
    const commutes: number[] = [];
    for (let i = 0; i < 400; i++) {
      const l = random.pick(published);
      const query: Record<string, unknown> = { order_by: random.pick(SORT_OPTIONS) };
      if (random.chance(0.5)) query.keyword = random.pick(keywords);
      if (random.chance(0.4)) query.sell_type = random.pick([SELL_TYPE.rent, SELL_TYPE.sell]);
      Object.assign(query, randomFieldFilters(random, fixtureColumns(l)));
      if (random.chance(0.3)) query.min_price = random.pick([0, 10_000, 20_000, 1_000_000]);
      if (random.chance(0.3)) query.max_price = random.pick([15_000, 40_000, 5_000_000, 10_000_000].filter((max) => max >= Number(query.min_price ?? 0)));
      if (random.chance(0.15)) query.station_distance = random.pick([500, 1000, 2000]);
      if (random.chance(0.2)) {
        const south = random.int(0, 20);
        const west = random.int(0, 20);
        Object.assign(query, { south: gridLat(south), north: gridLat(south + random.int(0, 12)), west: gridLng(west), east: gridLng(west + random.int(0, 12)) });
      }
      // a commute search from one of the listing's stations or another's, over a few budgets (walks up to 4 km, rides across lines)
      if (random.chance(0.2)) Object.assign(query, { commute_station_id: random.pick(published.flatMap((p) => p.stations)).id, commute_minutes: random.pick([5, 10, 20, 30, 45]) });
      if (random.chance(0.1)) Object.assign(query, { searchMode: 'code_search', room_type: random.pick(['1B1R', '2B2R', '3B3R1C', '1B1RLK', '4B4R', '2B1RLDK']) });
      // small caps and pages too, so boosted and other matches are cut at every place
      const cap = random.pick([SEARCH_TOTAL_CAP, SEARCH_TOTAL_CAP, 5, 12]);
      const window = { page: random.int(1, 4), perPage: random.pick([3, 10, 100]), cap };
      const { index, database } = await bothAnswers(ctx, query, window);
      compared++;
      if (index === null) continue;
      answered++;
      expect(index, `${JSON.stringify(query)} ${JSON.stringify(window)}`).toEqual(database);
      if (query.commute_station_id !== undefined) commutes.push(index.total);
    }
    // commute searches found listings and left some out
    expect(commutes.filter((total) => total > 0).length).toBeGreaterThan(10);
    expect(commutes.filter((total) => total === 0).length).toBeGreaterThan(0);
    // every keyword of the relevance set whose words the index holds (most), every filter
    expect(answered).toBeGreaterThan(compared * 0.8);
  });

  it("follows a change once its transaction commits, never one rolled back, and shows the listing's removal", async () => {
    const id = ids.get('asok-condo-th')!;
    const query = { keyword: 'อโศก', per_page: 100 };
    const window = { page: 1, perPage: 100, cap: SEARCH_TOTAL_CAP };
    const found = async () => (await bothAnswers(ctx, query, window)).index!.ids.includes(id);
    expect(await found()).toBe(true);

    // rolled back: the index keeps what the database keeps
    await ctx.app.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('listings').set({ announce_title: 'บ้านเดี่ยว ลาดพร้าว', project_estate_id: null, project_estate_name: null }).where('id', '=', id).execute();
        await trx.deleteFrom('listing_stations').where('listing_id', '=', id).execute();
        await ctx.app.searchRepository.in(trx).refresh([id]);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await found()).toBe(true);
    expect(await bothAnswers(ctx, query, window).then(({ index, database }) => expect(index).toEqual(database)));

    // committed: while the transaction is open the index answers as the database does outside
    // it (the embedded database has one connection, which the transaction holds), then the new row
    await ctx.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('listings').set({ status: 'closed' }).where('id', '=', id).execute();
      await ctx.app.searchRepository.in(trx).refresh([id]);
      if (DB_KIND === 'postgres') expect(await found()).toBe(true);
    });
    expect(await found()).toBe(false);
    const after = await bothAnswers(ctx, query, window);
    expect(after.index).toEqual(after.database);

    await ctx.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('listings').set({ status: 'publish', announce_title: 'คอนโดใหม่ ใกล้ลาดพร้าว' }).where('id', '=', id).execute();
      await ctx.app.searchRepository.in(trx).refresh([id]);
    });
    const back = await bothAnswers(ctx, { keyword: 'ลาดพร้าว', per_page: 100 }, window);
    expect(back.index?.ids).toContain(id);
    expect(back.index).toEqual(back.database);
  });

  it("shows an anonymous visitor a listing's card as it is now: kept cards follow every change", async () => {
    const id = ids.get('life-asoke')!;
    const rentOf = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/estate?keyword=${encodeURIComponent('Life Asoke')}&per_page=100` });
      return (res.json().result.data as { id: number; rent_price: number | null; boosted: boolean }[]).find((card) => card.id === id);
    };
    expect((await rentOf())?.rent_price).toBe(19_000);
    await ctx.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('listings').set({ rent_price: '17500', boosted_until: new Date(Date.now() + 3_600_000) }).where('id', '=', id).execute();
      await ctx.app.searchRepository.in(trx).refresh([id]);
    });
    expect(await rentOf()).toMatchObject({ rent_price: 17_500, boosted: true });
  });

  it('answers a soi number beside a name from the index (every number of up to three digits is a word of it)', async () => {
    for (const keyword of ['ลาดพร้าว 71', 'Ladprao 71', 'ลาดพร้าว ๗๑']) {
      const { index, database } = await bothAnswers(ctx, { keyword }, { page: 1, perPage: 100, cap: SEARCH_TOTAL_CAP });
      expect(index, keyword).toEqual(database);
      expect(index!.ids, keyword).toContain(ids.get('ladprao-house'));
      expect(index!.ids, keyword).not.toContain(ids.get('ladprao-condo'));
    }
  });

  it('answers through the database when a keyword has a word the index does not hold', async () => {
    const plan = await planOf(ctx, { keyword: 'ระเบียงกว้างพิเศษ' });
    expect(await ctx.app.searchIndex.search(plan, { page: 1, perPage: 10, cap: SEARCH_TOTAL_CAP })).toBeNull();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/estate?keyword=${encodeURIComponent('ระเบียงกว้างพิเศษ')}` });
    expect(res.statusCode).toBe(200);
  });
});

describe.runIf(DB_KIND === 'postgres')('the search index of two processes on one PostgreSQL database', () => {
  let other: TestContext;
  beforeAll(async () => {
    const { connectionString } = ctx.database.pool.options as { connectionString: string };
    // every search computed there, so what it shows is the index's and the kept cards'
    other = await createTestApp({ ...FAST_HASH, SEARCH_CACHE_SECONDS: '0' }, { openDatabase: () => openPostgres(connectionString) });
  });
  afterAll(() => other.close());

  const window = { page: 1, perPage: 100, cap: SEARCH_TOTAL_CAP };
  const otherFinds = async (keyword: string) => (await other.app.searchIndex.search(await planOf(other, { keyword }), window))?.ids ?? null;

  it("sees the other's changes once they commit", async () => {
    const id = ids.get('onnut-condo')!;
    expect(await otherFinds('อ่อนนุช')).toContain(id);
    await ctx.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('listings').set({ status: 'un-publish' }).where('id', '=', id).execute();
      await ctx.app.searchRepository.in(trx).refresh([id]);
    });
    await waitUntil('the other process drops the listing', async () => !(await otherFinds('อ่อนนุช'))!.includes(id));
    const both = await bothAnswers(other, { keyword: 'อ่อนนุช' }, window);
    expect(both.index).toEqual(both.database);

    // a card the other process keeps follows a change made here
    const card = ids.get('onnut-udelight')!;
    const rentThere = async () => {
      const res = await other.app.inject({ method: 'GET', url: `/api/estate?keyword=${encodeURIComponent('อ่อนนุช')}&per_page=100` });
      return (res.json().result.data as { id: number; rent_price: number }[]).find((c) => c.id === card)?.rent_price;
    };
    expect(await rentThere()).toBe(18_000);
    await ctx.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('listings').set({ rent_price: '16000' }).where('id', '=', card).execute();
      await ctx.app.searchRepository.in(trx).refresh([card]);
    });
    await waitUntil('the other process shows the new rent', async () => (await rentThere()) === 16_000);
  });

  it('answers through the database while it cannot hear the changes, then reads every row again', async () => {
    await other.app.db.executeQuery(
      (await import('kysely')).sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'baandee-search-index' and datname = current_database() and pid <> pg_backend_pid()`.compile(other.app.db),
    );
    await waitUntil('both indexes notice', async () => !ctx.app.searchIndex.ready && !other.app.searchIndex.ready, 5_000, 20);
    // a change meanwhile: no one hears it
    const id = ids.get('bangna-townhome')!;
    await ctx.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('listings').set({ status: 'un-publish' }).where('id', '=', id).execute();
      await ctx.app.searchRepository.in(trx).refresh([id]);
    });
    const res = await other.app.inject({ method: 'GET', url: `/api/estate?keyword=${encodeURIComponent('บางนา')}&per_page=100` });
    expect(res.json().result.data.map((card: { id: number }) => card.id)).not.toContain(id);
    await waitUntil('both listen and load again', async () => ctx.app.searchIndex.ready && other.app.searchIndex.ready, RELISTEN_MS + 10_000);
    expect(await otherFinds('บางนา')).not.toContain(id);
  });
});
