import { sql, type Kysely, type SqlBool } from 'kysely';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

/**
 * What the quality score reads of a page of listings (docs/decisions/063), in three
 * statements whatever the page's size: the listings with their type, district and list
 * counts; their photos; the medians come from the decide repository in one more per offer.
 */
export function createQualityRepository(db: Kysely<DB>) {
  // one array parameter, not one per listing: a search row rebuild scores 5,000 at a time,
  // and an IN list of that many parameters took 30 times as long to run (docs/decisions/065)
  const inIds = (column: string, ids: readonly number[]) => sql<SqlBool>`${sql.ref(column)} = any(${[...ids]}::integer[])`;
  const count = (table: 'listing_furniture' | 'listing_facilities' | 'listing_stations' | 'listing_places') =>
    sql<number>`(select count(*)::int from ${sql.table(table)} x where x.listing_id = l.id)`;
  return {
    listingsOf: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('listings as l')
            .leftJoin('estate_types as t', 't.id', 'l.estate_type_id')
            .leftJoin('districts as d', 'd.id', 'l.district_id')
            .select([
              'l.id',
              'l.status',
              'l.confirmed_at',
              'l.sell_type',
              'l.estate_type_id',
              'l.district_id',
              'l.area_size',
              'l.rent_price',
              'l.sell_price',
              'l.total_bedroom',
              'l.released_year',
              'l.total_floor',
              'l.room_floor',
              'l.direction',
              'l.room_view_id',
              'l.room_prominent_id',
              'l.maintenance_fee',
              'l.deposit_price',
              'l.insurance_fee',
              'l.water_price_per_unit',
              'l.electricity_price_per_unit',
              'l.address_short',
              'l.road',
              'l.location_lat',
              'l.location_lng',
              'l.announce_description',
              'l.contact_email',
              'l.contact_line',
              'l.published_at',
              't.slug as estate_type_slug',
              't.name_th as estate_type_th',
              't.name_en as estate_type_en',
              'd.name_th as district_th',
              'd.name_en as district_en',
            ])
            .select([
              count('listing_furniture').as('furniture_count'),
              count('listing_facilities').as('facility_count'),
              count('listing_stations').as('station_count'),
              count('listing_places').as('place_count'),
            ])
            .where(inIds('l.id', ids))
            .execute(),

    /** The photos of the listings (cover and gallery), with their size and whether the hash found them flat. */
    photosOf: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('listing_images')
            .select(['listing_id', 'role', 'width', 'height'])
            .select(sql<boolean>`photo_hashed_at is not null and photo_hash is null`.as('plain'))
            .where(inIds('listing_id', ids))
            .where('role', 'is not', null)
            .execute(),
  };
}

export type QualityQueries = ReturnType<typeof createQualityRepository>;
export type QualityListingRow = Awaited<ReturnType<QualityQueries['listingsOf']>>[number];

declare module 'fastify' {
  interface FastifyInstance {
    qualityRepository: Repository<QualityQueries>;
  }
}

export const qualityRepositoryPlugin = repositoryPlugin('quality', 'qualityRepository', createQualityRepository);
