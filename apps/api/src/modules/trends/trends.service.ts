import type { FastifyInstance } from 'fastify';
import {
  HOT_SEARCH_CATEGORIES,
  searchFilter,
  type adminHotSearchBody,
  type AdminTrend,
  type adminTrendBody,
  type HotTrendResult,
  type SearchFilter,
  type TrendItem,
  type TrendResult,
  type z,
} from '@baandee/contracts';
import { RESULTS_PER_PAGE, type SortOption } from '@baandee/domain';
import { isUniqueViolation } from '../../db/errors.js';
import { readsFor } from '../../db/repository.js';
import { alreadyInUse, badInput, notFound } from '../../lib/errors.js';
import { audited, type AdminActor } from '../audit/audit.service.js';
import { runSearch } from '../search/search.service.js';
import type { HotSearchValues, TrendsRepository } from './trends.repository.js';

type TrendRow = NonNullable<Awaited<ReturnType<TrendsRepository['findTrend']>>>;
type HotSearchRow = Awaited<ReturnType<TrendsRepository['listHotSearches']>>[number];
type TrendBody = z.output<typeof adminTrendBody>;
type HotSearchBody = z.output<typeof adminHotSearchBody>;

/** The filter every field of which is at its default: every published listing, newest first. */
const EMPTY_FILTER: SearchFilter = searchFilter.parse({});

/** `/trend/{slug_id}` (packages/domain trendPath): the slug, a hyphen and the id. */
export const trendSlugId = (slug: string, id: number) => `${slug}-${id}`;

/**
 * A saved filter read back through the contract, so an answer always carries a valid
 * filter; one that no longer parses (written by hand) runs as the empty filter.
 */
function savedFilter(app: Pick<FastifyInstance, 'log'>, row: { id: number; filter: unknown }): SearchFilter {
  const parsed = searchFilter.safeParse(row.filter);
  if (parsed.success) return parsed.data;
  app.log.warn({ trendId: row.id }, 'trend filter does not parse; running it as the empty filter');
  return EMPTY_FILTER;
}

function trendItem(row: Pick<TrendRow, 'id' | 'slug' | 'name_th' | 'name_en'>): TrendItem {
  return {
    trend_id: row.id,
    trend_name: row.name_th,
    trend_name_th: row.name_th,
    trend_name_en: row.name_en,
    slug_id: trendSlugId(row.slug, row.id),
  };
}

/**
 * GET api/trend/{id}: the trend's saved filter run as a search, a page at a time; the
 * query's order_by overrides the saved order. The search is recorded with the trend.
 */
export async function getTrend(
  app: Pick<FastifyInstance, 'db' | 'listingCardsRepository' | 'log' | 'searchCache' | 'searchCards' | 'searchIndex' | 'searchLogs' | 'searchRepository' | 'trendsRepository'>,
  id: number,
  query: { page: number; order_by?: SortOption },
  viewer: { userId: number | null; analyticsId: string | null },
  options: { log: boolean } = { log: true },
): Promise<TrendResult> {
  const row = await readsFor(app.trendsRepository, viewer.userId).findTrend(id);
  if (!row) throw notFound();
  const filter = savedFilter(app, row);
  const announces = await runSearch(
    app,
    { ...filter, order_by: query.order_by ?? filter.order_by, page: query.page, per_page: RESULTS_PER_PAGE },
    { userId: viewer.userId },
  );
  if (options.log) app.searchLogs.record({
    source: 'trend',
    filter,
    resultCount: announces.total,
    analyticsId: viewer.analyticsId,
    userId: viewer.userId,
    trendId: row.id,
  });
  return { trend: trendItem(row), filter, announces };
}

/**
 * GET api/get-hot-trend: the quick menu, one group per category in the order of
 * HOT_SEARCH_CATEGORIES (a category written outside them follows), chips in their order.
 * Read from the replica, like the master-data version the answer is cached under.
 */
export async function getHotTrend(app: Pick<FastifyInstance, 'trendsRepository'>): Promise<HotTrendResult> {
  const rows = await app.trendsRepository.replica.hotSearchesWithTrends();
  const groups = new Map<string, HotTrendResult['groups'][number]['items']>(HOT_SEARCH_CATEGORIES.map((category) => [category, []]));
  for (const row of rows) {
    const items = groups.get(row.category) ?? [];
    groups.set(row.category, items);
    items.push({
      search_key: row.search_key,
      search_name_th: row.search_name_th,
      search_name_en: row.search_name_en,
      trend_id: row.trend_id,
      slug_id: row.trend_id !== null && row.trend_slug !== null ? trendSlugId(row.trend_slug, row.trend_id) : null,
    });
  }
  return { groups: [...groups].filter(([, items]) => items.length > 0).map(([category, items]) => ({ category, items })) };
}

function adminTrend(app: Pick<FastifyInstance, 'log'>, row: TrendRow): AdminTrend {
  return {
    ...trendItem(row),
    slug: row.slug,
    filter: savedFilter(app, row),
    sort_order: row.sort_order,
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listTrends(app: Pick<FastifyInstance, 'log' | 'trendsRepository'>): Promise<{ trends: AdminTrend[] }> {
  return { trends: (await app.trendsRepository.listTrends()).map((row) => adminTrend(app, row)) };
}

/** A unique key another row already has: 409, named on the field. */

/** POST api/admin/trend/store: a new trend without id, an update with one. */
export async function storeTrend(app: Pick<FastifyInstance, 'auditRepository' | 'db' | 'log' | 'trendsRepository'>, admin: AdminActor, body: TrendBody): Promise<AdminTrend> {
  const values = { slug: body.slug, name_th: body.trend_name_th, name_en: body.trend_name_en, filter: body.filter, sort_order: body.sort_order };
  try {
    const row = await app.db.transaction().execute(async (trx) => {
      const repo = app.trendsRepository.in(trx);
      if (body.id !== undefined && !(await repo.lockForUpdate('trends', body.id))) throw notFound();
      if ((await repo.slugOwner(body.slug, body.id)) !== null) throw alreadyInUse('slug');
      return audited(app, trx, admin, { action: 'trend.save', table: 'trends', id: body.id }, async () => {
        const written = body.id === undefined ? await repo.insertTrend(values) : await repo.updateTrend(body.id, values);
        if (!written) throw notFound();
        return written;
      });
    });
    if (!row) throw notFound();
    return adminTrend(app, row);
  } catch (error) {
    // another request took the slug between the check and the write
    if (isUniqueViolation(error)) throw alreadyInUse('slug');
    throw error;
  }
}

/** Deletes a row that exists (404 otherwise), in a transaction that locks it first. */
async function deleteRow(app: FastifyInstance, admin: AdminActor, table: 'trends' | 'hot_searches', id: number): Promise<{ id: number; deleted: true }> {
  await app.db.transaction().execute(async (trx) => {
    const repo = app.trendsRepository.in(trx);
    if (!(await repo.lockForUpdate(table, id))) throw notFound();
    await audited(app, trx, admin, { action: table === 'trends' ? 'trend.delete' : 'hot_search.delete', table, id }, () =>
      table === 'trends' ? repo.deleteTrend(id) : repo.deleteHotSearch(id),
    );
  });
  return { id, deleted: true };
}

export const deleteTrend = (app: FastifyInstance, admin: AdminActor, id: number) => deleteRow(app, admin, 'trends', id);

function adminHotSearch(row: HotSearchRow) {
  return { ...row, category: row.category as (typeof HOT_SEARCH_CATEGORIES)[number] };
}

export async function listHotSearches(app: Pick<FastifyInstance, 'trendsRepository'>) {
  return { hot_searches: (await app.trendsRepository.listHotSearches()).map(adminHotSearch) };
}

/**
 * POST api/admin/hot-search/store. The linked trend is locked while the chip is written,
 * so a trend deleted at the same moment cannot leave the chip pointing nowhere.
 */
export async function storeHotSearch(app: Pick<FastifyInstance, 'auditRepository' | 'db' | 'trendsRepository'>, admin: AdminActor, body: HotSearchBody) {
  const values: HotSearchValues = {
    search_key: body.search_key,
    search_name_th: body.search_name_th,
    search_name_en: body.search_name_en,
    category: body.category,
    trend_id: body.trend_id,
    sort_order: body.sort_order,
  };
  try {
    const row = await app.db.transaction().execute(async (trx) => {
      const repo = app.trendsRepository.in(trx);
      if (body.id !== undefined && !(await repo.lockForUpdate('hot_searches', body.id))) throw notFound();
      if ((await repo.searchKeyOwner(body.search_key, body.id)) !== null) throw alreadyInUse('search_key');
      if (body.trend_id !== null && !(await repo.lockTrend(body.trend_id))) throw badInput({ trend_id: ['content not found'] });
      return audited(app, trx, admin, { action: 'hot_search.save', table: 'hot_searches', id: body.id }, async () => {
        const written = body.id === undefined ? await repo.insertHotSearch(values) : await repo.updateHotSearch(body.id, values);
        if (!written) throw notFound();
        return written;
      });
    });
    return adminHotSearch(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyInUse('search_key');
    throw error;
  }
}

export const deleteHotSearch = (app: FastifyInstance, admin: AdminActor, id: number) => deleteRow(app, admin, 'hot_searches', id);
