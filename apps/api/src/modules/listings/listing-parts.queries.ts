import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ListingImagesTable } from '../../db/tables/listings.js';

export interface StationInput {
  train_type_id: number;
  train_station_id: number;
  distance: number;
}
export interface PlaceInput {
  location_type_id: number;
  location_name: string;
  distance: number;
}

/** The catalogues a listing refers to by id, whose ids a save checks. */
export type ListingCatalogue = 'estate_types' | 'location_types' | 'furniture' | 'facilities' | 'train_types' | 'project_estates';

/** What hangs off a listing: photos, stations, places, furniture and facilities, and the ids they refer to. */
export function createListingPartsQueries(db: Kysely<DB>) {
  return {
    insertImage: (values: Insertable<ListingImagesTable>) => db.insertInto('listing_images').values(values).returningAll().executeTakeFirstOrThrow(),

    /** The listing's photos: the cover first, then the gallery in order. */
    imagesOf: (listingId: number) =>
      db
        .selectFrom('listing_images')
        .select(['role', 'position', 'url', 'thumb_url', 'large_url'])
        .where('listing_id', '=', listingId)
        .where('role', 'is not', null)
        .orderBy('role', 'desc') // 'gallery' < 'cover' would put the gallery first
        .orderBy('position')
        .execute(),

    /** Of `urls`, those this user uploaded that are free or already this listing's. */
    async usableImageUrls(userId: number, listingId: number, urls: readonly string[]): Promise<Set<string>> {
      if (urls.length === 0) return new Set();
      const rows = await db
        .selectFrom('listing_images')
        .select('url')
        .where('user_id', '=', userId)
        .where('url', 'in', urls)
        .where((eb) => eb.or([eb('listing_id', 'is', null), eb('listing_id', '=', listingId)]))
        .execute();
      return new Set(rows.map((row) => row.url));
    },

    /** The photos of a role become the listing's in this order; the ones left out go back to the uploader. */
    async setImages(listingId: number, role: 'cover' | 'gallery', urls: readonly string[]): Promise<void> {
      await db.updateTable('listing_images').set({ listing_id: null, role: null, position: 0 }).where('listing_id', '=', listingId).where('role', '=', role).execute();
      for (const [position, url] of urls.entries()) {
        await db.updateTable('listing_images').set({ listing_id: listingId, role, position }).where('url', '=', url).execute();
      }
    },

    /** Removes every photo row the listing has and answers their URLs, so the files can go too. */
    async deleteImagesOf(listingId: number): Promise<string[]> {
      const rows = await db.deleteFrom('listing_images').where('listing_id', '=', listingId).returning(['url', 'thumb_url', 'large_url']).execute();
      return rows.flatMap((row) => [row.url, row.thumb_url, row.large_url]);
    },

    async replaceStations(listingId: number, stations: readonly StationInput[]): Promise<void> {
      await db.deleteFrom('listing_stations').where('listing_id', '=', listingId).execute();
      if (stations.length === 0) return;
      await db
        .insertInto('listing_stations')
        .values(stations.map((s, position) => ({ listing_id: listingId, train_station_id: s.train_station_id, train_type_id: s.train_type_id, distance_km: s.distance, position })))
        .execute();
    },

    stationsOf: (listingId: number) =>
      db
        .selectFrom('listing_stations as ls')
        .innerJoin('train_stations as s', 's.id', 'ls.train_station_id')
        .innerJoin('train_lines as l', 'l.id', 's.train_line_id')
        .select(['ls.train_type_id', 'ls.train_station_id', 's.train_line_id', 's.code', 's.name_th', 's.name_en', 'ls.distance_km as distance'])
        .select(['l.code as line_code', 'l.name_th as line_name_th', 'l.name_en as line_name_en', 'l.hex as line_hex'])
        .where('ls.listing_id', '=', listingId)
        .orderBy('ls.position')
        .execute(),

    async replacePlaces(listingId: number, places: readonly PlaceInput[]): Promise<void> {
      await db.deleteFrom('listing_places').where('listing_id', '=', listingId).execute();
      if (places.length === 0) return;
      await db
        .insertInto('listing_places')
        .values(places.map((p, position) => ({ listing_id: listingId, location_type_id: p.location_type_id, location_name: p.location_name, distance_km: p.distance, position })))
        .execute();
    },

    placesOf: (listingId: number) =>
      db
        .selectFrom('listing_places as p')
        .innerJoin('location_types as t', 't.id', 'p.location_type_id')
        .select(['p.location_type_id', 'p.location_name', 'p.distance_km', 't.name_th', 't.name_en'])
        .where('p.listing_id', '=', listingId)
        .orderBy('p.position')
        .execute(),

    async replaceFurniture(listingId: number, ids: readonly number[]): Promise<void> {
      await db.deleteFrom('listing_furniture').where('listing_id', '=', listingId).execute();
      if (ids.length > 0) await db.insertInto('listing_furniture').values(ids.map((furniture_id) => ({ listing_id: listingId, furniture_id }))).execute();
    },

    async replaceFacilities(listingId: number, ids: readonly number[]): Promise<void> {
      await db.deleteFrom('listing_facilities').where('listing_id', '=', listingId).execute();
      if (ids.length > 0) await db.insertInto('listing_facilities').values(ids.map((facility_id) => ({ listing_id: listingId, facility_id }))).execute();
    },

    furnitureOf: (listingId: number) =>
      db
        .selectFrom('listing_furniture as lf')
        .innerJoin('furniture as f', 'f.id', 'lf.furniture_id')
        .select(['f.id', 'f.name_th', 'f.name_en'])
        .where('lf.listing_id', '=', listingId)
        .orderBy('f.id')
        .execute(),

    facilitiesOf: (listingId: number) =>
      db
        .selectFrom('listing_facilities as lf')
        .innerJoin('facilities as f', 'f.id', 'lf.facility_id')
        .select(['f.id', 'f.name_th', 'f.name_en'])
        .where('lf.listing_id', '=', listingId)
        .orderBy('f.id')
        .execute(),

    /** Of `ids`, those the catalogue has. */
    async existingIds(table: ListingCatalogue, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((row) => row.id));
    },

    /** Each station of `ids` with the train type of its line. */
    async stationTypes(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('train_stations as s')
        .innerJoin('train_lines as l', 'l.id', 's.train_line_id')
        .select(['s.id', 'l.train_type_id'])
        .where('s.id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.id, row.train_type_id]));
    },

    /** Names of the address parts, for the listing page, in one statement. */
    addressNames: async (ids: { province_id: number | null; district_id: number | null; sub_district_id: number | null }) => {
      type Name = { id: number; name_th: string; name_en: string } | null;
      const { rows } = await sql<{ province: Name; district: Name; sub_district: Name }>`
        select
          (select json_build_object('id', id, 'name_th', name_th, 'name_en', name_en) from provinces where id = ${ids.province_id}) as province,
          (select json_build_object('id', id, 'name_th', name_th, 'name_en', name_en) from districts where id = ${ids.district_id}) as district,
          (select json_build_object('id', id, 'name_th', name_th, 'name_en', name_en) from sub_districts where id = ${ids.sub_district_id}) as sub_district`.execute(db);
      return rows[0]!;
    },

    estateTypeName: async (id: number | null) =>
      id === null ? null : ((await db.selectFrom('estate_types').select(['id', 'name_th', 'name_en']).where('id', '=', id).executeTakeFirst()) ?? null),
  };
}
