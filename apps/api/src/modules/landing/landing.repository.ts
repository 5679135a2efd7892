import { sql, type Kysely } from 'kysely';
import { LANDING_BANDS, LANDING_ESTATE_TYPES, SUPPORTED_PROVINCE_IDS, type ListingSellType, type PriceBand } from '@baandee/domain';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';
// a landing page's lastmod: when its newest listing went live or was confirmed, before the quality score moved it in the order
import { searchTimeSql } from '../search/listing-search.queries.js';

export interface NamedRow {
  id: number;
  name_th: string;
  name_en: string;
}

export interface LandingEstateTypeRow extends NamedRow {
  slug: string;
}

export interface LandingStationRow extends NamedRow {
  /** The rail type's code: BTS, MRT, ARL, SRT. */
  type_code: string;
  lat: number;
  lng: number;
}

/** Published listings of one estate type and sell type in one place, and the newest publication among them. */
export interface PlaceCount {
  estate_type_id: number;
  sell_type: ListingSellType;
  place_id: number;
  count: number;
  lastmod: Date;
}

/** The same for a province's price bands: `band` indexes LANDING_BANDS[deal]. */
export interface BandCount extends PlaceCount {
  deal: 'rent' | 'sale';
  band: number;
}

const lastmod = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Counts of published listings per filter of every landing page, read from the search table in a few grouped statements. */
export function createLandingRepository(db: Kysely<DB>) {
  const bandColumns = (deal: 'rent' | 'sale', bands: readonly PriceBand[]) => {
    const column = sql.ref(deal === 'rent' ? 'rent_price' : 'sell_price');
    return bands.map((band, index) => {
      const inBand = band.max === null ? sql`${column} >= ${band.min}` : sql`${column} >= ${band.min} and ${column} <= ${band.max}`;
      return sql`count(*) filter (where ${inBand})::int as ${sql.ref(`${deal}_${index}`)}, max(${searchTimeSql()}) filter (where ${inBand}) as ${sql.ref(`${deal}_${index}_at`)}`;
    });
  };

  return {
    async estateTypes(): Promise<LandingEstateTypeRow[]> {
      return db.selectFrom('estate_types').select(['id', 'slug', 'name_th', 'name_en']).where('slug', 'in', [...LANDING_ESTATE_TYPES]).orderBy('id').execute();
    },

    async provinces(): Promise<NamedRow[]> {
      return db.selectFrom('provinces').select(['id', 'name_th', 'name_en']).where('id', 'in', [...SUPPORTED_PROVINCE_IDS]).orderBy('id').execute();
    },

    async districts(): Promise<(NamedRow & { province_id: number })[]> {
      return db
        .selectFrom('districts')
        .select(['id', 'province_id', 'name_th', 'name_en'])
        .where('province_id', 'in', [...SUPPORTED_PROVINCE_IDS])
        .orderBy('id')
        .execute();
    },

    async stations(): Promise<LandingStationRow[]> {
      return db
        .selectFrom('train_stations as ts')
        .innerJoin('train_lines as tl', 'tl.id', 'ts.train_line_id')
        .innerJoin('train_types as tt', 'tt.id', 'tl.train_type_id')
        .select(['ts.id', 'ts.name_th', 'ts.name_en', 'tt.code as type_code', 'ts.lat', 'ts.lng'])
        .orderBy('ts.id')
        .execute();
    },

    /** Per estate type, sell type and district (with its province). */
    async districtCounts(): Promise<(PlaceCount & { province_id: number })[]> {
      const rows = await db
        .selectFrom('listing_search')
        .select(['estate_type_id', 'sell_type', 'province_id', 'district_id as place_id', sql<number>`count(*)::int`.as('count'), sql<Date>`max(${searchTimeSql()})`.as('lastmod')])
        .where('estate_type_id', 'is not', null)
        .where('sell_type', 'is not', null)
        .where('province_id', 'is not', null)
        .where('district_id', 'is not', null)
        .groupBy(['estate_type_id', 'sell_type', 'province_id', 'district_id'])
        .execute();
      return rows.map((row) => ({ ...row, estate_type_id: row.estate_type_id!, sell_type: row.sell_type!, province_id: row.province_id!, place_id: row.place_id!, lastmod: lastmod(row.lastmod) }));
    },

    /** Per estate type, sell type and nearby station (a listing counts for each station near it). */
    async stationCounts(): Promise<PlaceCount[]> {
      const rows = await db
        .selectFrom(sql<{ estate_type_id: number; sell_type: ListingSellType; station_id: number; published_at: Date }>`(
          select estate_type_id, sell_type, unnest(station_ids) as station_id, ${searchTimeSql()} as published_at
          from listing_search where estate_type_id is not null and sell_type is not null
        )`.as('near'))
        .select(['estate_type_id', 'sell_type', 'station_id as place_id', sql<number>`count(*)::int`.as('count'), sql<Date>`max(published_at)`.as('lastmod')])
        .groupBy(['estate_type_id', 'sell_type', 'station_id'])
        .execute();
      return rows.map((row) => ({ ...row, lastmod: lastmod(row.lastmod) }));
    },

    /** Per estate type, sell type, province and price band (rent bands on the rent, sale bands on the sale price). */
    async bandCounts(): Promise<BandCount[]> {
      const { rows } = await sql<Record<string, unknown> & { estate_type_id: number; sell_type: ListingSellType; province_id: number }>`
        select estate_type_id, sell_type, province_id,
          ${sql.join([...bandColumns('rent', LANDING_BANDS.rent), ...bandColumns('sale', LANDING_BANDS.sale)])}
        from listing_search
        where estate_type_id is not null and sell_type is not null and province_id is not null
        group by estate_type_id, sell_type, province_id`.execute(db);
      const counts: BandCount[] = [];
      for (const row of rows) {
        for (const deal of ['rent', 'sale'] as const) {
          LANDING_BANDS[deal].forEach((_band, band) => {
            const count = Number(row[`${deal}_${band}`] ?? 0);
            const at = row[`${deal}_${band}_at`] as Date | string | null;
            if (count > 0 && at) {
              counts.push({ estate_type_id: row.estate_type_id, sell_type: row.sell_type, place_id: row.province_id, deal, band, count, lastmod: lastmod(at) });
            }
          });
        }
      }
      return counts;
    },
  };
}

export type LandingRepository = Repository<ReturnType<typeof createLandingRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    landingRepository: LandingRepository;
  }
}

export const landingRepositoryPlugin = repositoryPlugin('landing', 'landingRepository', createLandingRepository);
