import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type CommuteMinutesQuery, type ListingCard, type CommuteMinutesResult, type SearchQuery, type SearchResult } from '@baandee/contracts';
import { RESULTS_PER_PAGE, SEARCH_TOTAL_CAP, commuteMinutes } from '@baandee/domain';
import { readsFor } from '../../db/repository.js';
import { reusableJson } from '../../plugins/compress-answers.plugin.js';
import type { DB } from '../../db/schema.js';
import { cardPage } from '../listing-cards/listing-card.js';
import { searchResultBytes } from './search-answer-bytes.js';
import { commuteOrigin, searchCommute, searchPlan } from './search-plan.js';
import { searchRailGraph, type SearchRail, type SearchRailSource } from './search-rail.js';
import { keywordLookup, SAMPLE_SIZE, textSample } from './search-sample.js';
import { searchVocabulary } from './search-vocabulary.js';
import { compileSearchPlan, createSearchRepositoryQueries, type SearchIds, type SearchPlan, type SearchRepository } from './search.repository.js';

export { searchFilterOf } from './search-plan.js';

/** The rail graph when the query is a commute search (kept per process, keyed by the primary's handle), else null. */
export async function railGraphFor(db: Kysely<DB>, repository: SearchRailSource, query: Pick<SearchQuery, 'commute_station_id' | 'commute_place'>): Promise<SearchRail | null> {
  return query.commute_station_id === undefined && query.commute_place === undefined ? null : searchRailGraph(db, repository);
}

/** The query read against the vocabulary (and a commute search against the rail graph), its keyword's lookup chosen from the text sample. */
async function planSearch(db: Kysely<DB>, repository: Pick<SearchRepository, 'vocabularyNames' | 'textSample' | 'railStations' | 'districtPoints'>, query: SearchQuery): Promise<SearchPlan> {
  const vocabulary = await searchVocabulary(db, () => repository.vocabularyNames());
  const hasKeyword = Boolean(query.keyword ?? query.announce_title);
  const sample = hasKeyword ? await textSample(db, () => repository.textSample(SAMPLE_SIZE)) : null;
  return searchPlan(query, vocabulary, sample ? (terms) => keywordLookup(sample, terms) : undefined, await railGraphFor(db, repository, query));
}

/** Each listing's commute minutes from its nearest station's row and the seconds to each station (a listing with no station, or one not reached, has none). */
function listingCommutes(rows: readonly { listing_id: number; nearest_station_id: number | null; nearest_station_m: number | null }[], seconds: ReadonlyMap<number, number>): Map<number, number> {
  const minutes = new Map<number, number>();
  for (const row of rows) {
    const ride = row.nearest_station_id === null ? undefined : seconds.get(row.nearest_station_id);
    if (ride !== undefined && row.nearest_station_m !== null) minutes.set(row.listing_id, commuteMinutes(ride, row.nearest_station_m));
  }
  return minutes;
}

/**
 * GET api/estate/commute (decision 066): the compare page's commute row, each listing's
 * minutes to a station or a place as a commute search's card would show them (the same
 * rows and seconds), with no limit; null for a listing not on the site or without a commute.
 */
export async function commuteMinutesOf(app: Pick<FastifyInstance, 'db' | 'searchRepository'>, query: CommuteMinutesQuery, viewer: { userId: number | null }): Promise<CommuteMinutesResult> {
  const search = readsFor(app.searchRepository, viewer.userId);
  const from = commuteOrigin(query, await searchRailGraph(app.db, search));
  const minutes = listingCommutes(await search.nearestStations(query.ids), from!.seconds);
  return { listings: query.ids.map((id) => ({ id, commute_minutes: minutes.get(id) ?? null })) };
}

/** A search's answer, and its bytes as `GET api/estate` sends them (made once per answer, compressed once per encoding). */
export interface SearchAnswer {
  result: SearchResult;
  json(): ReturnType<typeof reusableJson>;
}

/** The answer of a page of `cards` (as served: a kept card is the same object each time), `result.data` being them with their commute minutes. */
function answerOf(result: SearchResult, cards: readonly ListingCard[]): SearchAnswer {
  let body: ReturnType<typeof reusableJson> | null = null;
  return { result, json: () => (body ??= reusableJson(searchResultBytes(result, cards))) };
}

/**
 * GET api/estate and every trend and landing page (docs/decisions/015): a page of published
 * listings matching the search filter, running boosts first, then relevance to the keyword,
 * then the requested order, answered from the search index in memory (docs/decisions/032)
 * or, when it cannot, by the database; `total` exact up to SEARCH_TOTAL_CAP (`total_capped` above it).
 * Cards carry the viewer's favourites. Bad values answer 422 'invalid input'. An anonymous
 * visitor's search reads the replica (docs/decisions/025), a signed-in user's the primary.
 * Answers are reused for the same query and database for SEARCH_CACHE_SECONDS
 * (docs/decisions/028): an anonymous visitor's list page whole, bytes included; a
 * signed-in user's page of ids, with the cards (their favourites) read on every call.
 */
export async function searchAnswer(app: Pick<FastifyInstance, 'db' | 'listingCardsRepository' | 'searchCache' | 'searchCards' | 'searchIndex' | 'searchRepository'>, query: SearchQuery, viewer: { userId: number | null }): Promise<SearchAnswer> {
  const search = readsFor(app.searchRepository, viewer.userId);
  const key = `${search === app.searchRepository ? 'primary' : 'replica'} ${JSON.stringify(query)}`;
  // an anonymous visitor's cards are kept while the index hears every change (read from the primary, so none is kept older than a change)
  const cardsOf = async (ids: number[]) =>
    viewer.userId === null && (await app.searchIndex.catchUp()) && app.searchIndex.ready
      ? app.searchCards.cards(ids, (missing) => app.listingCardsRepository.cardsToKeep(missing))
      : readsFor(app.listingCardsRepository, viewer.userId).byIds(ids, viewer.userId);
  // a commute search's cards carry the minutes from each listing: the walk to its nearest station and the ride from there (from a place, after the walk to its station)
  const commuteOf = async (ids: number[]): Promise<(id: number) => number | null> => {
    const commute = searchCommute(query, await railGraphFor(app.db, search, query));
    if (!commute) return () => null;
    // from the index in memory when it answers (the rows its search read), else from the database
    const minutes = listingCommutes(app.searchIndex.nearestStations(ids) ?? (await search.nearestStations(ids)), commute.seconds);
    return (id) => minutes.get(id) ?? null;
  };
  const page = async ({ ids, total, capped }: SearchIds): Promise<SearchAnswer> => {
    const [cards, commute] = await Promise.all([cardsOf(ids), commuteOf(ids)]);
    const result = {
      ...cardPage(cards, total, query.page, query.per_page),
      data: cards.map((card) => ({ ...card, commute_minutes: commute(card.id) })),
      total_capped: capped,
    };
    return answerOf(result, cards);
  };
  const searchIds = () =>
    app.searchCache.reuse(`ids ${key}`, async () => {
      const window = { page: query.page, perPage: query.per_page, cap: SEARCH_TOTAL_CAP };
      // the index needs no text sample: that only chooses how the database looks a keyword up
      const vocabulary = await searchVocabulary(app.db, () => search.vocabularyNames());
      const fromIndex = await app.searchIndex.search(searchPlan(query, vocabulary, undefined, await railGraphFor(app.db, search, query)), window);
      if (fromIndex) return fromIndex;
      // the vocabulary and the text sample are kept per process (keyed by the primary's handle), whichever database read them
      return search.search(await planSearch(app.db, search, query), window);
    });
  // a map view's pages (up to SEARCH_PER_PAGE_MAX cards) are not kept whole: their ids are
  if (viewer.userId === null && query.per_page <= RESULTS_PER_PAGE) {
    return app.searchCache.reuse(`answer ${key}`, async () => page(await searchIds()));
  }
  return page(await searchIds());
}

export async function runSearch(app: Pick<FastifyInstance, 'db' | 'listingCardsRepository' | 'searchCache' | 'searchCards' | 'searchIndex' | 'searchRepository'>, query: SearchQuery, viewer: { userId: number | null }): Promise<SearchResult> {
  return (await searchAnswer(app, query, viewer)).result;
}

/**
 * The statements a search of `query` runs, compiled (SQL and parameters), for a benchmark's
 * EXPLAIN: as they run when no boosted listing matches.
 */
export async function compileSearchQueries(db: Kysely<DB>, query: SearchQuery) {
  const plan = await planSearch(db, createSearchRepositoryQueries(db), query);
  return compileSearchPlan(db, plan, { page: query.page, perPage: query.per_page, cap: SEARCH_TOTAL_CAP }).map(({ name, query: compiled }) => ({
    name,
    sql: compiled.sql,
    parameters: compiled.parameters,
  }));
}
