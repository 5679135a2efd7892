import { sql, type Kysely } from 'kysely';
import type { DB } from '../../schema.js';

/** The master data the demo listings are placed with, read from the seeded tables. */
export async function loadDemoMaster(db: Kysely<DB>) {
  const [estateTypes, provinces, districts, subDistricts, projects, stations, furniture, facilities, locationTypes] = await Promise.all([
    db.selectFrom('estate_types').select(['id', 'slug', 'name_th', 'name_en']).orderBy('id').execute(),
    db.selectFrom('provinces').select(['id', 'name_th', 'name_en']).orderBy('id').execute(),
    // a district's point: where its projects are (seed/data/district-anchors.json); districts without one are left out
    db
      .selectFrom('districts as d')
      .innerJoin('project_estates as pe', 'pe.district_id', 'd.id')
      .select(['d.id', 'd.province_id', 'd.name_th', 'd.name_en', sql<number>`avg(pe.lat)::float8`.as('lat'), sql<number>`avg(pe.lng)::float8`.as('lng')])
      .where('pe.lat', 'is not', null)
      .groupBy(['d.id', 'd.province_id', 'd.name_th', 'd.name_en'])
      .orderBy('d.id')
      .execute(),
    db.selectFrom('sub_districts').select(['id', 'district_id', 'name_th', 'name_en', 'postal_code']).orderBy('id').execute(),
    db
      .selectFrom('project_estates')
      .select(['id', 'name_th', 'name_en', 'kind', 'province_id', 'district_id', 'lat', 'lng', 'completion_year'])
      .where('lat', 'is not', null)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('train_stations as s')
      .innerJoin('train_lines as l', 'l.id', 's.train_line_id')
      .innerJoin('train_types as t', 't.id', 'l.train_type_id')
      .select(['s.id', 's.name_th', 's.name_en', 's.lat', 's.lng', 'l.train_type_id', 't.code as type_code'])
      .where('s.is_open', '=', true)
      .orderBy('s.id')
      .execute(),
    db.selectFrom('furniture').select('id').orderBy('id').execute(),
    db.selectFrom('facilities').select(['id', 'slug']).orderBy('id').execute(),
    db.selectFrom('location_types').select(['id', 'name_th', 'name_en']).orderBy('id').execute(),
  ]);
  return { estateTypes, provinces, districts, subDistricts, projects, stations, furniture, facilities, locationTypes };
}

export type DemoMaster = Awaited<ReturnType<typeof loadDemoMaster>>;
export type DemoStation = DemoMaster['stations'][number];

/** The great-circle distance in km on the sphere earthdistance uses (radius 6,378,168 m). */
export function earthDistanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6378.168 * Math.asin(Math.min(1, Math.sqrt(h)));
}
