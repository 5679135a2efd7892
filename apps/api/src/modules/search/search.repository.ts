import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type CompiledQuery, type Insertable, type Kysely } from 'kysely';
import type { RailStationInput } from '@baandee/domain';
import { repository, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';
import type { SearchLogsTable } from '../../db/tables/search.js';
import type { PriceGroup } from '../decide/decide.service.js';
import { createListingSearchQueries, type MedianInput } from './listing-search.queries.js';
import { wordsInStep } from './search-words.js';
import { createSearchCache, type SearchCache } from './search-cache.js';
import type { TextSample } from './search-sample.js';
import type { VocabularyNames } from './search-vocabulary.js';
import { createSearchQueries, type SearchPlan } from './search.queries.js';
import { cappedTotal, pageSlices, type SearchIds, type SearchWindow } from './search-window.js';

export type { SearchPlan } from './search.queries.js';

export type { SearchIds, SearchWindow } from './search-window.js';

export function createSearchRepositoryQueries(db: Kysely<DB>) {
  const queries = createSearchQueries(db);
  const hasKeyword = (plan: SearchPlan) => plan.terms.length > 0;

  return {
    ...createListingSearchQueries(db),

    /** One page of a search: boosted matches first, then the others (docs/decisions/015). */
    async search(plan: SearchPlan, window: SearchWindow): Promise<SearchIds> {
      const { cap } = window;
      const boostedIds = (await queries.boosted(plan, cap + 1).execute()).map((row) => row.listing_id);
      const slices = pageSlices(window, boostedIds.length);
      const ids = boostedIds.slice(slices.fromBoosted.start, slices.fromBoosted.end);
      let others: number;
      if (hasKeyword(plan)) {
        const rows = await queries.ranked(plan, cap, Math.max(slices.othersLimit, 1), slices.othersLimit > 0 ? slices.othersOffset : 0).execute();
        if (slices.othersLimit > 0) ids.push(...rows.map((row) => row.listing_id));
        // a page past the candidates has no row to carry their number: count them
        others = rows[0]?.matches ?? (await queries.count(plan, cap).executeTakeFirstOrThrow()).n;
      } else {
        const [rows, count] = await Promise.all([
          slices.othersLimit > 0 ? queries.page(plan, slices.othersLimit, slices.othersOffset).execute() : Promise.resolve([]),
          queries.count(plan, cap).executeTakeFirstOrThrow(),
        ]);
        ids.push(...rows.map((row) => row.listing_id));
        others = count.n;
      }
      return { ids, ...cappedTotal(boostedIds.length + others, cap) };
    },

    /** Every station with its line's code: the rail graph of commute search (search-rail.ts). */
    async railStations(): Promise<RailStationInput[]> {
      return db
        .selectFrom('train_stations as s')
        .innerJoin('train_lines as l', 'l.id', 's.train_line_id')
        .select(['s.id', 'l.code as line_code', 's.code', 's.name_en', 's.lat', 's.lng', sql<boolean>`s.is_open and l.is_open`.as('is_open')])
        .orderBy('s.id')
        .execute();
    },

    /** Each district's point (decision 066): where the master data places its projects, the district's anchor; a district without projects has none. */
    async districtPoints(): Promise<{ district_id: number; lat: number; lng: number }[]> {
      return db
        .selectFrom('project_estates')
        .select(['district_id', sql<number>`avg(lat)::float8`.as('lat'), sql<number>`avg(lng)::float8`.as('lng')])
        .where('lat', 'is not', null)
        .where('lng', 'is not', null)
        .groupBy('district_id')
        .orderBy('district_id')
        .execute();
    },

    /** The nearest station within walking distance and the walk to it (metres) of these listings (commute search's minutes on the cards). */
    async nearestStations(ids: readonly number[]): Promise<{ listing_id: number; nearest_station_id: number | null; nearest_station_m: number | null }[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('listing_search')
        .select(['listing_id', 'nearest_station_id', 'nearest_station_m'])
        .where('listing_id', '=', sql<number>`any(${[...ids]}::integer[])`)
        .execute();
    },

    /** Names the keyword segmenter knows as words (docs/decisions/015): projects, areas, rail, types, facilities. */
    async vocabularyNames(): Promise<VocabularyNames> {
      const pair = (table: 'provinces' | 'districts' | 'sub_districts' | 'train_stations' | 'train_lines' | 'estate_types' | 'facilities') =>
        db.selectFrom(table).select(['name_th', 'name_en']);
      const [rare, common, other] = await Promise.all([
        db.selectFrom('project_estates').select(['name_th', 'name_en']).execute(),
        pair('provinces')
          .unionAll(pair('estate_types'))
          .unionAll(pair('train_lines'))
          .unionAll(db.selectFrom('train_types').select(['name_th', 'name_en']))
          .unionAll(db.selectFrom('train_types').select(['name_th', 'code as name_en']))
          .execute(),
        pair('districts').unionAll(pair('sub_districts')).unionAll(pair('train_stations')).unionAll(pair('facilities')).execute(),
      ]);
      return { rare, common, other };
    },

    /**
     * About `size` search texts picked at random by page (TABLESAMPLE SYSTEM: a few pages
     * read, not the table), how many rows the table holds (the planner's count), and whether
     * its word index holds the code's words.
     */
    async textSample(size: number): Promise<TextSample> {
      const stats = await sql<{ rows: number }>`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = 'listing_search'::regclass`.execute(db);
      const estimated = stats.rows[0]?.rows ?? 0;
      // never analyzed or small: read it all
      const rows = estimated > 0 ? estimated : (await db.selectFrom('listing_search').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
      const percent = rows <= size ? 100 : Math.min(100, (100 * size) / rows);
      const sample = await sql<{ search_text: string }>`select search_text from listing_search tablesample system (${percent}) limit ${size * 2}`.execute(db);
      return { rows, texts: sample.rows.map((row) => row.search_text), wordsIndexed: await wordsInStep(db) };
    },

    async insertLogs(rows: Insertable<SearchLogsTable>[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('search_logs').values(rows).execute();
    },
  };
}

/**
 * The statements a search runs, compiled (for EXPLAIN in the benchmark): as `search` runs
 * them when no boosted listing matches.
 */
export function compileSearchPlan(db: Kysely<DB>, plan: SearchPlan, window: SearchWindow): { name: string; query: CompiledQuery }[] {
  const queries = createSearchQueries(db);
  const slices = pageSlices(window, 0);
  const compiled = [{ name: 'boosted', query: queries.boosted(plan, window.cap + 1).compile() }];
  if (plan.terms.length > 0) {
    compiled.push({ name: 'ranked', query: queries.ranked(plan, window.cap, Math.max(slices.othersLimit, 1), slices.othersOffset).compile() });
  } else {
    compiled.push({ name: 'page', query: queries.page(plan, Math.max(slices.othersLimit, 1), slices.othersOffset).compile() });
    compiled.push({ name: 'count', query: queries.count(plan, window.cap).compile() });
  }
  return compiled;
}

/** The price groups a refresh moved the medians of: those of the rows that came, went, or changed group or price per m². */
export function movedPriceGroups(before: readonly MedianInput[], after: readonly MedianInput[]): PriceGroup[] {
  const key = (row: MedianInput) => JSON.stringify([row.district_id, row.estate_type_id, row.total_bedroom, row.rent_per_sqm, row.sell_per_sqm]);
  const old = new Map(before.map((row) => [row.listing_id, row]));
  const now = new Map(after.map((row) => [row.listing_id, row]));
  const groups = new Map<string, PriceGroup>();
  const add = (row: MedianInput | undefined) => {
    if (!row || row.district_id === null || row.estate_type_id === null || (row.rent_per_sqm === null && row.sell_per_sqm === null)) return;
    const group = { district_id: row.district_id, estate_type_id: row.estate_type_id, total_bedroom: row.total_bedroom };
    groups.set(JSON.stringify(group), group);
  };
  for (const id of new Set([...old.keys(), ...now.keys()])) {
    const [was, is] = [old.get(id), now.get(id)];
    if (was && is && key(was) === key(is)) continue;
    add(was);
    add(is);
  }
  return [...groups.values()];
}

export type SearchRepository = Repository<ReturnType<typeof createSearchRepositoryQueries>>;

declare module 'fastify' {
  interface FastifyInstance {
    searchRepository: SearchRepository;
    /** Recent searches' answers (search-cache.ts), dropped by every refresh of listing_search. */
    searchCache: SearchCache;
  }
}

/**
 * `app.searchRepository` and `app.searchCache`: every refresh of a listing's search row,
 * in or out of a transaction, drops the cached search answers of this process (before the
 * change, and again once it is written) and tells the search index (search-index.plugin.ts).
 */
export const searchRepositoryPlugin = fp(
  async (app: FastifyInstance) => {
    const cache = createSearchCache(app.config.SEARCH_CACHE_SECONDS * 1000);
    const index = app.searchIndex;
    const create = (db: Kysely<DB>) => {
      const queries = createSearchRepositoryQueries(db);
      const dropping =
        <Args extends unknown[]>(write: (...args: Args) => Promise<void>, tell: (...args: Args) => Promise<void>) =>
        async (...args: Args) => {
          cache.invalidate();
          await write(...args);
          await tell(...args);
          cache.invalidate();
        };
      const refresh = dropping(queries.refresh, (ids: readonly number[]) => index.changed(db, ids));
      return {
        ...queries,
        /**
         * As the queries' refresh; when the rows' groups or prices per m² changed (a
         * publication, a new price, a closing), the other listings of those groups are
         * scored again by a job once the transaction commits (docs/decisions/065).
         */
        async refresh(listingIds: readonly number[]): Promise<void> {
          const before = await queries.medianInputsOf(listingIds);
          await refresh(listingIds);
          const groups = movedPriceGroups(before, await queries.medianInputsOf(listingIds));
          if (groups.length > 0) await app.jobs.send('quality-rescore', { groups }, { trx: db });
        },
        /** Scores these rows again (the queries' rescore); the index hears of those whose order moved. */
        async rescore(listingIds: readonly number[], now?: Date): Promise<number[]> {
          const changed = await queries.rescore(listingIds, now);
          if (changed.length > 0) {
            cache.invalidate();
            await index.changed(db, changed);
            cache.invalidate();
          }
          return changed;
        },
        refreshAll: dropping(queries.refreshAll, () => index.changedAll(db)),
      };
    };
    app.decorate('searchRepository', repository(create, app.db, app.replicaDb));
    app.decorate('searchCache', cache);
  },
  { name: 'search-repository', dependencies: ['db', 'search-index'] },
);
