import { sql, type Kysely } from 'kysely';
import { escapeLike, likePattern } from '../../db/like-pattern.js';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

const NAMES = ['name_th', 'name_en'] as const;

/** LIKE treats % and _ as wildcards; a visitor typing them means the characters. */

export function createMasterDataRepository(db: Kysely<DB>) {
  return {
    /** Bumped by a trigger on every write to a master-data table (migration 0004). */
    async version(): Promise<string> {
      const row = await db.selectFrom('master_data_version').select('version').executeTakeFirstOrThrow();
      return row.version;
    },

    provinces: () => db.selectFrom('provinces').select(['id', ...NAMES]).orderBy('id').execute(),

    districts: (provinceIds?: readonly number[]) =>
      db
        .selectFrom('districts')
        .select(['id', 'province_id', ...NAMES])
        .$if(provinceIds !== undefined, (q) => q.where('province_id', 'in', provinceIds ?? []))
        .orderBy('id')
        .execute(),

    /** Each district's point: where its projects are placed (decision 066; the search's `districtPoints` reads the same). */
    districtPoints: () =>
      db
        .selectFrom('project_estates')
        .select(['district_id', sql<number>`avg(lat)::float8`.as('lat'), sql<number>`avg(lng)::float8`.as('lng')])
        .where('lat', 'is not', null)
        .where('lng', 'is not', null)
        .groupBy('district_id')
        .execute(),

    districtsWithProvince: (provinceIds: readonly number[]) =>
      db
        .selectFrom('districts as d')
        .innerJoin('provinces as p', 'p.id', 'd.province_id')
        .select(['d.id', 'd.province_id', 'd.name_th', 'd.name_en'])
        .select(['p.name_th as province_name_th', 'p.name_en as province_name_en'])
        .where('d.province_id', 'in', provinceIds)
        .orderBy('d.id')
        .execute(),

    subDistricts: () =>
      db.selectFrom('sub_districts').select(['id', 'district_id', ...NAMES, 'postal_code']).orderBy('id').execute(),

    estateTypes: () => db.selectFrom('estate_types').select(['id', 'slug', 'icon', ...NAMES]).orderBy('id').execute(),

    catalogue: (table: 'location_types' | 'furniture' | 'facilities') =>
      db.selectFrom(table).select(['id', 'slug', ...NAMES]).orderBy('id').execute(),

    hotSearches: () =>
      db
        .selectFrom('hot_searches')
        .select(['search_key', 'search_name_th', 'search_name_en', 'category'])
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),

    trainTypes: () => db.selectFrom('train_types').select(['id', 'code', ...NAMES]).orderBy('id').execute(),

    trainLines: () =>
      db
        .selectFrom('train_lines')
        .select(['id', 'train_type_id', 'code', ...NAMES, 'colour', 'hex', 'is_open'])
        .orderBy('id')
        .execute(),

    trainStations: () =>
      db
        .selectFrom('train_stations')
        .select(['id', 'train_line_id', 'code', ...NAMES, 'lat', 'lng', 'is_open'])
        .orderBy('id')
        .execute(),

    provinceExists: async (provinceId: number): Promise<boolean> =>
      (await db.selectFrom('provinces').select('id').where('id', '=', provinceId).executeTakeFirst()) !== undefined,

    findDistrict: (districtId: number) =>
      db.selectFrom('districts').select(['id', 'province_id']).where('id', '=', districtId).executeTakeFirst(),

    findSubDistrict: (subDistrictId: number) =>
      db.selectFrom('sub_districts').select(['id', 'district_id', 'postal_code']).where('id', '=', subDistrictId).executeTakeFirst(),

    /** Every project's names and district, in id order (the search box's suggestions). */
    projectNames: () => db.selectFrom('project_estates').select(['id', ...NAMES, 'district_id']).orderBy('id').execute(),

    /** Substring match on either name; names starting with the text come first. */
    searchProjects: ({ q, limit }: { q?: string; limit: number }) => {
      const contains = q ? likePattern(q) : undefined;
      const startsWith = q ? `${escapeLike(q)}%` : undefined;
      return db
        .selectFrom('project_estates')
        .select(['id', ...NAMES, 'developer', 'kind', 'province_id', 'district_id', 'road', 'completion_year', 'lat', 'lng'])
        .$if(contains !== undefined, (query) =>
          query
            .where((eb) => eb.or([eb('name_th', 'ilike', contains!), eb('name_en', 'ilike', contains!)]))
            .orderBy(sql`(name_en ilike ${startsWith} or name_th ilike ${startsWith})`, 'desc'),
        )
        .orderBy('name_en')
        .limit(limit)
        .execute();
    },
  };
}

export type MasterDataQueries = ReturnType<typeof createMasterDataRepository>;
export type MasterDataRepository = Repository<MasterDataQueries>;

declare module 'fastify' {
  interface FastifyInstance {
    masterDataRepository: MasterDataRepository;
  }
}

export const masterDataRepositoryPlugin = repositoryPlugin('master-data', 'masterDataRepository', createMasterDataRepository);
