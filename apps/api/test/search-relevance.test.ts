import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuery } from '@baandee/contracts';
import { SELL_TYPE } from '@baandee/domain';
import { searchPlan } from '../src/modules/search/search-plan.js';
import { searchVocabulary } from '../src/modules/search/search-vocabulary.js';
import { searchWordIndex } from '../src/modules/search/search-words.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { insertFixture, searchMaster } from './support/search-fixture.js';
import { RELEVANCE_QUERIES, relevanceListings } from './support/search-relevance.js';

/**
 * The keyword search against what people expect (docs/decisions/015): recall@10 over a
 * fixed set of listings and keywords in Thai, English, mixed and unspaced Thai.
 */

const RECALL_FLOOR = 0.95;

let ctx: TestContext;
let ids: Map<string, number>;
beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH });
  const owner = await signUp(ctx);
  ids = await insertFixture(ctx, owner.info.id, relevanceListings(await searchMaster(ctx)));
});
afterAll(() => ctx.close());

describe('keyword relevance', () => {
  it(`finds what a person expects in the first 10 results (recall@10 >= ${RECALL_FLOOR})`, async () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(60);
    const keyOf = new Map([...ids].map(([key, id]) => [id, key]));
    const misses: string[] = [];
    let recall = 0;
    let precision = 0;
    for (const [keyword, wanted] of RELEVANCE_QUERIES) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/estate?per_page=10&keyword=${encodeURIComponent(keyword)}` });
      expect(res.statusCode, res.body).toBe(200);
      const top = (res.json().result.data as { id: number }[]).map((card) => keyOf.get(card.id)!);
      expect(top, keyword).not.toContain('closed-asok');
      const found = wanted.filter((key) => top.includes(key));
      recall += found.length / Math.min(wanted.length, 10);
      precision += top.length === 0 ? 0 : top.filter((key) => wanted.includes(key)).length / top.length;
      if (found.length < wanted.length) misses.push(`${keyword}: missing ${wanted.filter((key) => !top.includes(key)).join(', ')}; got ${top.join(', ')}`);
    }
    recall /= RELEVANCE_QUERIES.length;
    precision /= RELEVANCE_QUERIES.length;
    console.log(`keyword relevance over ${RELEVANCE_QUERIES.length} queries: recall@10 ${recall.toFixed(3)}, precision of the results shown ${precision.toFixed(3)}`);
    if (misses.length > 0) console.log(misses.join('\n'));
    expect(recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });

  it('answers every keyword the same whichever way it is looked up: walking the order, the trigram index, or the word index', async () => {
    const vocabulary = await searchVocabulary(ctx.app.db, () => ctx.app.searchRepository.vocabularyNames());
    let byWords = 0;
    // by price, and in date order with a filter (a walk then tests the fields in the date index first)
    const variants = RELEVANCE_QUERIES.flatMap(([keyword]) => [
      { keyword, order_by: 'price-asc' },
      { keyword, order_by: 'date-desc', sell_type: SELL_TYPE.rent },
    ]);
    for (const variant of variants) {
      const query = searchQuery.parse(variant);
      const answers = [];
      for (const [keywordPath, boostedPath, words] of [
        ['walk', 'boosts', false],
        ['text-index', 'text-index', false],
        ['walk', 'boosts', true],
        ['text-index', 'text-index', true],
        ['text-index', 'boosts', true],
      ] as const) {
        const plan = searchPlan(query, vocabulary, (terms) => ({ keywordPath, boostedPath, termWords: words ? terms.map((term) => searchWordIndex().termWordIds(term)) : [] }));
        if (words && plan.termWords.some((ids) => ids !== null)) byWords++;
        answers.push({ way: `${keywordPath}, boosts by ${boostedPath}${words ? ', with words' : ''}`, ids: await ctx.app.searchRepository.search(plan, { page: 1, perPage: 100, cap: 1000 }) });
      }
      for (const answer of answers.slice(1)) expect(answer.ids, `${JSON.stringify(variant)}: ${answer.way}`).toEqual(answers[0]!.ids);
    }
    // most keywords have a word the index answers
    expect(byWords).toBeGreaterThan(variants.length / 2);
    // nearly a thousand searches of three statements each: on a busy two-core machine PGlite takes longer than the default 30 s
  }, 120_000);
});
