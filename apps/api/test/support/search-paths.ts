import { expect } from 'vitest';
import { searchQuery } from '@baandee/contracts';
import { SEARCH_TOTAL_CAP } from '@baandee/domain';
import { searchPlan } from '../../src/modules/search/search-plan.js';
import { searchVocabulary } from '../../src/modules/search/search-vocabulary.js';
import { searchWordIndex } from '../../src/modules/search/search-words.js';
import type { TestContext } from '../helpers.js';

/** The SQL's ways of answering a search: the keyword path, the boosted rows' path, and whether the titles' word ids are used. */
const WAYS = [
  ['walk', 'boosts', false],
  ['text-index', 'text-index', false],
  ['walk', 'boosts', true],
  ['text-index', 'text-index', true],
  ['text-index', 'boosts', true],
] as const;

/**
 * A search's results on every path: the API as shipped, the in-memory index, and the SQL
 * five ways, each asserted equal to the API's. Results are named by the fixture's keys
 * (`other <id>` for a listing not in it); the total is the API's.
 */
export async function resultsOnEveryPath(ctx: TestContext, ids: ReadonlyMap<string, number>, query: Record<string, unknown>): Promise<{ keys: string[]; total: number }> {
  const keyOf = new Map([...ids].map(([key, id]) => [id, key]));
  const name = (id: number) => keyOf.get(id) ?? `other ${id}`;
  const params = new URLSearchParams(Object.entries(query).map(([field, value]) => [field, String(value)]));
  const res = await ctx.app.inject({ method: 'GET', url: `/api/estate?per_page=100&${params}` });
  expect(res.statusCode, res.body).toBe(200);
  const result = res.json().result as { data: { id: number }[]; total: number };
  const shipped = result.data.map((card) => name(card.id));

  const parsed = searchQuery.parse({ ...query, per_page: 100 });
  const vocabulary = await searchVocabulary(ctx.app.db, () => ctx.app.searchRepository.vocabularyNames());
  const window = { page: 1, perPage: 100, cap: SEARCH_TOTAL_CAP };
  const fromIndex = await ctx.app.searchIndex.search(searchPlan(parsed, vocabulary), window);
  expect(fromIndex, 'the index answers').not.toBeNull();
  expect(fromIndex!.ids.map(name), `${JSON.stringify(query)}: the index`).toEqual(shipped);
  for (const [keywordPath, boostedPath, words] of WAYS) {
    const plan = searchPlan(parsed, vocabulary, (terms) => ({ keywordPath, boostedPath, termWords: words ? terms.map((term) => searchWordIndex().termWordIds(term)) : [] }));
    const answer = await ctx.app.searchRepository.search(plan, window);
    expect(answer.ids.map(name), `${JSON.stringify(query)}: SQL ${keywordPath}, boosts by ${boostedPath}${words ? ', with words' : ''}`).toEqual(shipped);
  }
  return { keys: shipped, total: result.total };
}
