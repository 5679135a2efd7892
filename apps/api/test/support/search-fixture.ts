import type { Insertable } from 'kysely';
import type { ListingSellType, ListingStatus } from '@baandee/domain';
import { seededRandom as demoRandom } from '../../src/db/seed/demo/random.js';
import type { ListingsTable } from '../../src/db/tables/listings.js';
import type { TestContext } from '../helpers.js';
import { stationColumns } from './search-filter-table.js';

/**
 * Search fixtures: listings described as plain objects, written straight into the tables
 * (the post flow has its own tests) and then into listing_search in one refresh, so a
 * test can compute the right answers from the same objects independently of the SQL.
 */

export interface FixtureStation {
  id: number;
  train_type_id: number;
  train_line_id: number;
  /** How far the listing says the station is (km); else 0.5 km for the first, 1 km more for each next. */
  distance_km?: number;
}

export interface FixtureListing {
  key: string;
  status: ListingStatus;
  sell_type: ListingSellType;
  estate_type_id: number;
  province_id: number;
  district_id: number;
  sub_district_id: number;
  total_bedroom: number;
  total_restroom: number;
  car_park_size: number;
  total_livingroom: number;
  total_diningroom: number;
  total_kitchen: number;
  is_pet_allow: boolean;
  is_cooking_allow: boolean;
  is_smoking_allow: boolean;
  rent_price: number | null;
  sell_price: number | null;
  furniture: number[];
  facilities: number[];
  stations: FixtureStation[];
  /** Where the listing is; none when absent. */
  location_lat?: number | null;
  location_lng?: number | null;
  published_at: Date;
  boosted_until: Date | null;
  announce_title: string;
  announce_description: string;
  project_estate_name: string | null;
  project_estate_id: number | null;
}

/** Master-data rows looked up by name, so fixtures read like listings people post. */
export async function searchMaster(ctx: TestContext) {
  const db = ctx.app.db;
  const stations = await db
    .selectFrom('train_stations as s')
    .innerJoin('train_lines as l', 'l.id', 's.train_line_id')
    .select(['s.id', 's.name_en', 's.name_th', 'l.code as line_code', 'l.train_type_id', 's.train_line_id'])
    .execute();
  const districts = await db.selectFrom('districts').select(['id', 'province_id', 'name_en', 'name_th']).execute();
  const subDistricts = await db.selectFrom('sub_districts').select(['id', 'district_id']).orderBy('id').execute();
  const projects = await db.selectFrom('project_estates').select(['id', 'name_en', 'name_th', 'district_id']).execute();
  return {
    station(nameEn: string, lineCode?: string): FixtureStation {
      const row = stations.find((s) => s.name_en === nameEn && (lineCode === undefined || s.line_code === lineCode));
      if (!row) throw new Error(`no station ${nameEn} ${lineCode ?? ''}`);
      return { id: row.id, train_type_id: row.train_type_id, train_line_id: row.train_line_id };
    },
    /** A district by its English name without "Khet", with its province and first sub-district. */
    area(nameEn: string) {
      const row = districts.find((d) => d.name_en === nameEn || d.name_en === `Khet ${nameEn}`);
      if (!row) throw new Error(`no district ${nameEn}`);
      const sub = subDistricts.find((s) => s.district_id === row.id);
      if (!sub) throw new Error(`no sub-district in ${nameEn}`);
      return { province_id: row.province_id, district_id: row.id, sub_district_id: sub.id };
    },
    project(nameEn: string) {
      const row = projects.find((p) => p.name_en === nameEn);
      if (!row) throw new Error(`no project ${nameEn}`);
      return row;
    },
  };
}
export type SearchMaster = Awaited<ReturnType<typeof searchMaster>>;

/** Writes the listings with their stations, furniture and facilities, then listing_search; answers each key's id. */
export async function insertFixture(ctx: TestContext, userId: number, listings: readonly FixtureListing[]): Promise<Map<string, number>> {
  const db = ctx.app.db;
  const ids = new Map<string, number>();
  await db.transaction().execute(async (trx) => {
    const rows: Insertable<ListingsTable>[] = listings.map((l) => ({
      user_id: userId,
      status: l.status,
      sell_type: l.sell_type,
      estate_type_id: l.estate_type_id,
      province_id: l.province_id,
      district_id: l.district_id,
      sub_district_id: l.sub_district_id,
      total_bedroom: l.total_bedroom,
      total_restroom: l.total_restroom,
      car_park_size: l.car_park_size,
      total_livingroom: l.total_livingroom,
      total_diningroom: l.total_diningroom,
      total_kitchen: l.total_kitchen,
      is_pet_allow: l.is_pet_allow,
      is_cooking_allow: l.is_cooking_allow,
      is_smoking_allow: l.is_smoking_allow,
      rent_price: l.rent_price,
      sell_price: l.sell_price,
      published_at: l.status === 'publish' ? l.published_at : null,
      first_published_at: l.published_at,
      boosted_until: l.boosted_until,
      announce_title: l.announce_title,
      announce_description: l.announce_description,
      project_estate_name: l.project_estate_name,
      project_estate_id: l.project_estate_id,
      location_lat: l.location_lat ?? null,
      location_lng: l.location_lng ?? null,
      area_size: 40,
      postal_code: '10110',
    }));
    const inserted = await trx.insertInto('listings').values(rows).returning('id').execute();
    listings.forEach((l, i) => ids.set(l.key, inserted[i]!.id));
    const each = <R>(rowsOf: (l: FixtureListing, id: number) => R[]) => listings.flatMap((l) => rowsOf(l, ids.get(l.key)!));
    const stations = each((l, listing_id) =>
      l.stations.map((s, position) => ({ listing_id, train_station_id: s.id, train_type_id: s.train_type_id, distance_km: s.distance_km ?? 0.5 + position, position })),
    );
    if (stations.length > 0) await trx.insertInto('listing_stations').values(stations).execute();
    const furniture = each((l, listing_id) => l.furniture.map((furniture_id) => ({ listing_id, furniture_id })));
    if (furniture.length > 0) await trx.insertInto('listing_furniture').values(furniture).execute();
    const facilities = each((l, listing_id) => l.facilities.map((facility_id) => ({ listing_id, facility_id })));
    if (facilities.length > 0) await trx.insertInto('listing_facilities').values(facilities).execute();
    await ctx.app.searchRepository.in(trx).refresh([...ids.values()]);
  });
  return ids;
}

/** A listing's columns as `listing_search` holds them, which the filters' plain reading reads (search-filter-table.ts). */
export function fixtureColumns(l: FixtureListing) {
  const stations = l.stations.map((s, position) => ({ ...s, distance_km: s.distance_km ?? 0.5 + position }));
  return { ...l, furniture_ids: l.furniture, facility_ids: l.facilities, ...stationColumns(stations) };
}

/** A listing with every field set to something plain; fixtures override what they are about. */
export function baseListing(key: string, overrides: Partial<FixtureListing> & Pick<FixtureListing, 'province_id' | 'district_id' | 'sub_district_id'>): FixtureListing {
  return {
    key,
    status: 'publish',
    sell_type: 'เช่า',
    estate_type_id: 1,
    total_bedroom: 1,
    total_restroom: 1,
    car_park_size: 0,
    total_livingroom: 1,
    total_diningroom: 0,
    total_kitchen: 1,
    is_pet_allow: false,
    is_cooking_allow: false,
    is_smoking_allow: false,
    rent_price: 15000,
    sell_price: null,
    furniture: [],
    facilities: [],
    stations: [],
    published_at: new Date('2026-01-01T00:00:00Z'),
    boosted_until: null,
    announce_title: key,
    announce_description: '',
    project_estate_name: null,
    project_estate_id: null,
    ...overrides,
  };
}

/**
 * The demo data's seeded random source, so a generated fixture is the same every run, with
 * `subset`: each item kept with probability `p`, in order.
 */
export function seededRandom(seed: number) {
  const random = demoRandom(seed);
  return { ...random, subset: <T>(items: readonly T[], p: number): T[] => items.filter(() => random.chance(p)) };
}

/** Rooms, allowances and amenities drawn at random, as generated fixtures vary them. */
export function randomRooms(random: ReturnType<typeof seededRandom>, facilities: readonly number[] = [1, 2, 3, 4, 5, 6]) {
  return {
    total_bedroom: random.int(0, 5),
    total_restroom: random.int(0, 5),
    car_park_size: random.int(0, 5),
    total_livingroom: random.int(0, 1),
    total_diningroom: random.int(0, 1),
    total_kitchen: random.int(0, 1),
    is_pet_allow: random.chance(0.4),
    is_cooking_allow: random.chance(0.5),
    is_smoking_allow: random.chance(0.3),
    furniture: random.subset([1, 2, 3, 4, 5, 6], 0.4),
    facilities: random.subset(facilities, 0.4),
  };
}
