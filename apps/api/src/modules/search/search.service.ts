import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { SearchQuery, SearchResult } from '@baandee/contracts';
import { SEARCH_TOTAL_CAP } from '@baandee/domain';
import type { DB } from '../../db/schema.js';
import { cardPage } from '../listing-cards/listing-card.js';
import { searchPlan } from './search-plan.js';
import { searchVocabulary } from './search-vocabulary.js';
import { compileSearchPlan, createSearchRepositoryQueries } from './search.repository.js';

export { searchFilterOf } from './search-plan.js';

/**
 * GET api/estate and every trend page (docs/decisions/015): a page of published listings
 * matching the search filter, running boosts first, then relevance to the keyword, then
 * the requested order; `total` exact up to SEARCH_TOTAL_CAP (`total_capped` above it).
 * Cards carry the viewer's favourites. Bad values answer 422 'invalid input'.
 */
export async function runSearch(app: FastifyInstance, query: SearchQuery, viewer: { userId: number | null }): Promise<SearchResult> {
  const vocabulary = await searchVocabulary(app.db, () => app.searchRepository.vocabularyNames());
  const plan = searchPlan(query, vocabulary);
  const { ids, total, capped } = await app.searchRepository.search(plan, { page: query.page, perPage: query.per_page, cap: SEARCH_TOTAL_CAP });
  const cards = await app.listingCardsRepository.byIds(ids, viewer.userId);
  return { ...cardPage(cards, total, query.page, query.per_page), total_capped: capped };
}

/**
 * The statements a search of `query` runs, compiled (SQL and parameters), for a benchmark's
 * EXPLAIN: as they run when no boosted listing matches.
 */
export async function compileSearchQueries(db: Kysely<DB>, query: SearchQuery) {
  const vocabulary = await searchVocabulary(db, () => createSearchRepositoryQueries(db).vocabularyNames());
  const plan = searchPlan(query, vocabulary);
  return compileSearchPlan(db, plan, { page: query.page, perPage: query.per_page, cap: SEARCH_TOTAL_CAP }).map(({ name, query: compiled }) => ({
    name,
    sql: compiled.sql,
    parameters: compiled.parameters,
  }));
}
