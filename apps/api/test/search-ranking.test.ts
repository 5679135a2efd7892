import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuery } from '@baandee/contracts';
import { LISTING_SELL_TYPE, SEARCH_TOTAL_CAP, STATION_WALKING_DISTANCE_KM } from '@baandee/domain';
import { migrateToLatest } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { seedListingSearch } from '../src/db/seed/listing-search.js';
import { searchPlan } from '../src/modules/search/search-plan.js';
import { searchVocabulary } from '../src/modules/search/search-vocabulary.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { resultsOnEveryPath } from './support/search-paths.js';
import { baseListing, insertFixture, searchMaster, type FixtureListing } from './support/search-fixture.js';

/**
 * What a keyword matches and in what order (issue #27): a nearby station beyond walking
 * distance is no part of what a keyword matches; in a date order a listing whose own words
 * name the area ranks above one that only lists a station of that line; a price order is the
 * price order, boosted matches and the others alike. Every answer is asserted on every path:
 * the index in memory and the database's SQL, walked or through the text and word indexes.
 */

const DAY = 86_400_000;

let ctx: TestContext;
let ids: Map<string, number>;
let sukhumvitLine: number;
beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH });
  const owner = await signUp(ctx);
  const m = await searchMaster(ctx);
  const now = Date.now();
  const listing = (key: string, area: string, rent: number, daysAgo: number, rest: Partial<FixtureListing>) =>
    baseListing(key, {
      ...m.area(area),
      sell_type: LISTING_SELL_TYPE.rent,
      rent_price: rent,
      published_at: new Date(now - daysAgo * DAY),
      announce_description: 'ห้องสะอาด พร้อมเข้าอยู่',
      ...rest,
    });
  const fixture = [
    // the keyword's words in the title
    listing('title', 'Khlong Toei', 25_000, 20, { announce_title: 'คอนโด Rhythm สุขุมวิท 42', stations: [m.station('Ekkamai', 'BTS-SUK')] }),
    // on Sukhumvit road (its description), near a station of the line
    listing('own-words', 'Watthana', 30_000, 10, {
      announce_title: 'คอนโดให้เช่า 1 ห้องนอน ใกล้ BTS',
      announce_description: 'อยู่ในซอยสุขุมวิท 39 เดินไปห้างได้',
      stations: [m.station('Phrom Phong', 'BTS-SUK')],
    }),
    // only its station's line is "Sukhumvit": it matches, after the others
    listing('station-only', 'Bang Na', 12_500, 1, { announce_title: 'คอนโดให้เช่า ใกล้รถไฟฟ้า', stations: [{ ...m.station('Bang Na', 'BTS-SUK'), distance_km: 0.8 }] }),
    // a station of the line 8.5 km away: not near, not a match
    listing('far-station', 'Thanyaburi', 9_000, 0.5, {
      announce_title: 'คอนโดให้เช่า รังสิต ใกล้มหาวิทยาลัย',
      stations: [{ ...m.station('Khu Khot', 'BTS-SUK'), distance_km: 8.5 }],
    }),
    // boosted: the keyword in the title, and only in the description
    listing('boosted-title', 'Watthana', 40_000, 30, {
      announce_title: 'คอนโด สุขุมวิท 31 ห้องใหญ่',
      stations: [m.station('Phrom Phong', 'BTS-SUK')],
      boosted_until: new Date(now + DAY),
    }),
    listing('boosted-own', 'Watthana', 15_000, 2, {
      announce_title: 'คอนโดให้เช่า ราคาดี',
      announce_description: 'ถนนสุขุมวิท ใกล้ตลาด',
      boosted_until: new Date(now + DAY),
    }),
  ];
  ids = await insertFixture(ctx, owner.info.id, fixture);
  sukhumvitLine = m.station('Khu Khot', 'BTS-SUK').train_line_id;
});
afterAll(() => ctx.close());

/** The keys of a search's results on every path (the API as shipped, the index, the SQL five ways), each asserted equal to the first. */
const keysOf = async (query: Record<string, unknown>) => (await resultsOnEveryPath(ctx, ids, query)).keys;

describe('keyword matches and their order', () => {
  it(`does not match an area word through a station further than ${STATION_WALKING_DISTANCE_KM} km, which still counts for the line filter`, async () => {
    expect(await keysOf({ keyword: 'คอนโด สุขุมวิท' })).not.toContain('far-station');
    expect(await keysOf({ keyword: 'สุขุมวิท' })).not.toContain('far-station');
    expect(await keysOf({ keyword: 'คอนโด รังสิต' })).toEqual(['far-station']);
    expect(await keysOf({ train_line: sukhumvitLine })).toContain('far-station');
  });

  it("ranks, in a date order, listings whose own words name the area above those that only list a station of the area's line", async () => {
    // newest first would put the station-only listing first among the others
    expect(await keysOf({ keyword: 'คอนโด สุขุมวิท' })).toEqual(['boosted-title', 'boosted-own', 'title', 'own-words', 'station-only']);
    expect(await keysOf({ keyword: 'คอนโด สุขุมวิท', order_by: 'date-asc' })).toEqual(['boosted-title', 'boosted-own', 'title', 'own-words', 'station-only']);
  });

  it('keeps a price order with a keyword: the boosted matches, then the others, each by price', async () => {
    expect(await keysOf({ keyword: 'คอนโด สุขุมวิท', order_by: 'price-asc' })).toEqual(['boosted-own', 'boosted-title', 'station-only', 'title', 'own-words']);
    expect(await keysOf({ keyword: 'คอนโด สุขุมวิท', order_by: 'price-desc' })).toEqual(['boosted-title', 'boosted-own', 'own-words', 'title', 'station-only']);
    expect(await keysOf({ keyword: 'สุขุมวิท', order_by: 'price-asc', sell_type: 'เช่า' })).toEqual(['boosted-own', 'boosted-title', 'station-only', 'title', 'own-words']);
  });
});

// last: it takes the database back to the migration before and forward again
describe('a database whose search rows were written before', () => {
  it('gets every row rebuilt with the near stations only: the migration clears them and the start-up writes them again', async () => {
    const db = ctx.app.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const back = await migrator.migrateTo('0017-search-boosted-titles');
    expect(back.error).toBeUndefined();
    // rows as the code before wrote them: every station's line in the text
    await sql`insert into listing_search (listing_id, total_bedroom, total_restroom, car_park_size, has_living, has_dining, has_kitchen,
        is_pet_allow, is_cooking_allow, is_smoking_allow, sort_price, published_at, title_text, search_text)
      select id, 1, 1, 0, true, false, true, false, false, false, rent_price, published_at, announce_title, 'คอนโด bts สายสุขุมวิท sukhumvit line'
      from listings where status = 'publish'`.execute(db);

    // 0018 first (the migrations after it come along)
    expect((await migrateToLatest(db))[0]).toBe('0018-search-walking-distance');
    // what each start runs (seed/listing-search.ts)
    await seedListingSearch(db);
    const rows = await db.selectFrom('listing_search').select(['listing_id', 'search_text', 'own_length']).execute();
    expect(rows).toHaveLength(ids.size);
    const far = rows.find((row) => row.listing_id === ids.get('far-station'))!;
    expect(far.search_text).toContain('รังสิต');
    expect(far.search_text).not.toContain('สุขุมวิท');
    const near = rows.find((row) => row.listing_id === ids.get('station-only'))!;
    expect(near.search_text).toContain('สายสุขุมวิท');
    expect(near.search_text.slice(0, near.own_length)).not.toContain('สุขุมวิท');

    const vocabulary = await searchVocabulary(db, () => ctx.app.searchRepository.vocabularyNames());
    const plan = searchPlan(searchQuery.parse({ keyword: 'คอนโด สุขุมวิท' }), vocabulary);
    const found = await ctx.app.searchRepository.search(plan, { page: 1, perPage: 100, cap: SEARCH_TOTAL_CAP });
    expect(found.ids).toEqual(['boosted-title', 'boosted-own', 'title', 'own-words', 'station-only'].map((key) => ids.get(key)));
  });
});
