import type { Kysely } from 'kysely';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

const TREND_COLUMNS = ['id', 'slug', 'name_th', 'name_en', 'filter', 'sort_order', 'updated_at'] as const;
const HOT_SEARCH_COLUMNS = ['id', 'search_key', 'search_name_th', 'search_name_en', 'category', 'trend_id', 'sort_order'] as const;

/** A trend as the form writes it; `filter` is a parsed `searchFilter`. */
export interface TrendValues {
  slug: string;
  name_th: string;
  name_en: string;
  filter: Record<string, unknown>;
  sort_order: number;
}

export interface HotSearchValues {
  search_key: string;
  search_name_th: string;
  search_name_en: string;
  category: string;
  trend_id: number | null;
  sort_order: number;
}

/**
 * Trend groups and the quick menu's hot searches (DESIGN 4.11). Every write to either
 * table renews the master-data version (triggers of migrations 0004 and 0007), so each
 * process's cached quick menu and estate-master answer follow an admin's change.
 */
export function createTrendsRepository(db: Kysely<DB>) {
  const toValues = (values: TrendValues) => ({ ...values, filter: JSON.stringify(values.filter) });
  return {
    findTrend: (id: number) => db.selectFrom('trends').select(TREND_COLUMNS).where('id', '=', id).executeTakeFirst(),

    /**
     * Inside a transaction: whether the row exists, locked until the transaction ends. A
     * write is only sent for a row that exists: the version triggers run for every
     * statement, so a write of nothing would still renew every cached answer.
     */
    lockForUpdate: async (table: 'trends' | 'hot_searches', id: number): Promise<boolean> =>
      (await db.selectFrom(table).select('id').where('id', '=', id).forUpdate().executeTakeFirst()) !== undefined,

    listTrends: () => db.selectFrom('trends').select(TREND_COLUMNS).orderBy('sort_order').orderBy('id').execute(),

    /** The trend that has this slug, other than `exceptId`. */
    slugOwner: async (slug: string, exceptId?: number): Promise<number | null> => {
      const row = await db
        .selectFrom('trends')
        .select('id')
        .where('slug', '=', slug)
        .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
        .executeTakeFirst();
      return row?.id ?? null;
    },

    insertTrend: (values: TrendValues) => db.insertInto('trends').values(toValues(values)).returning(TREND_COLUMNS).executeTakeFirstOrThrow(),

    /** Undefined when there is no such trend. */
    updateTrend: (id: number, values: TrendValues) =>
      db.updateTable('trends').set(toValues(values)).where('id', '=', id).returning(TREND_COLUMNS).executeTakeFirst(),

    /** Its hot searches keep their place with trend_id null (on delete set null). */
    deleteTrend: async (id: number): Promise<void> => {
      await db.deleteFrom('trends').where('id', '=', id).execute();
    },

    /** Inside a transaction: true when the trend exists, and it cannot be deleted until the transaction ends. */
    lockTrend: async (id: number): Promise<boolean> =>
      (await db.selectFrom('trends').select('id').where('id', '=', id).forShare().executeTakeFirst()) !== undefined,

    /** The quick menu: every hot search in its order, with the slug of the trend it opens. */
    hotSearchesWithTrends: () =>
      db
        .selectFrom('hot_searches as h')
        .leftJoin('trends as t', 't.id', 'h.trend_id')
        .select(['h.search_key', 'h.search_name_th', 'h.search_name_en', 'h.category', 'h.trend_id', 't.slug as trend_slug'])
        .orderBy('h.sort_order')
        .orderBy('h.id')
        .execute(),

    listHotSearches: () => db.selectFrom('hot_searches').select(HOT_SEARCH_COLUMNS).orderBy('sort_order').orderBy('id').execute(),

    /** The hot search that has this key, other than `exceptId`. */
    searchKeyOwner: async (key: string, exceptId?: number): Promise<number | null> => {
      const row = await db
        .selectFrom('hot_searches')
        .select('id')
        .where('search_key', '=', key)
        .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
        .executeTakeFirst();
      return row?.id ?? null;
    },

    insertHotSearch: (values: HotSearchValues) => db.insertInto('hot_searches').values(values).returning(HOT_SEARCH_COLUMNS).executeTakeFirstOrThrow(),

    updateHotSearch: (id: number, values: HotSearchValues) =>
      db.updateTable('hot_searches').set(values).where('id', '=', id).returning(HOT_SEARCH_COLUMNS).executeTakeFirst(),

    deleteHotSearch: async (id: number): Promise<void> => {
      await db.deleteFrom('hot_searches').where('id', '=', id).execute();
    },
  };
}

export type TrendsRepository = Repository<ReturnType<typeof createTrendsRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    trendsRepository: TrendsRepository;
  }
}

export const trendsRepositoryPlugin = repositoryPlugin('trends', 'trendsRepository', createTrendsRepository);
