import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import {
  LISTING_SELL_TYPE,
  ROOM_COUNT_CAP,
  SEARCH_FILTERS,
  SELL_TYPE,
  filterIsSet,
  ranksByRelevance,
  searchOrder,
  searchPriceColumn,
  type FilterColumnOf,
  type RoomCounts,
  type SearchTerm,
  type StationsWithinColumn,
} from '@baandee/domain';
import type { SearchQuery } from '@baandee/contracts';
import type { DB } from '../../db/schema.js';
import { likePattern } from '../../db/like-pattern.js';

/**
 * The search's SQL (docs/decisions/015), all on `listing_search`. A search is at most three
 * statements, none of which sorts every match by a computed expression:
 * - `boosted`: the matches with a running boost (few), ranked, first on every result;
 * - without a keyword, `page` walks the index of the requested order and stops after the
 *   page, and `count` counts the other matches only up to the cap;
 * - with a keyword, `ranked` takes the first cap matches in the requested order and, in a
 *   date order, ranks those (`tier`), counting them too; it walks the order's index or, when
 *   few listings match, sorts what the trigram index finds (`keywordPath`).
 */

/** A validated search: the contract's query plus what the service read from it. */
export interface SearchPlan {
  query: SearchQuery;
  /** The keyword's terms (AND), each with its alternatives (OR); empty without a keyword. */
  terms: SearchTerm[];
  /** The normalised keyword: a title holding it whole ranks first. */
  phrase: string | null;
  /** The room code of a code search. */
  roomCode: RoomCounts | null;
  /**
   * How the keyword is looked up (docs/decisions/015): `walk` tests listings in the order's
   * index until enough match (many listings match), `text-index` asks the trigram index for
   * every match and sorts them (few match). Both answer the same.
   */
  keywordPath: 'walk' | 'text-index';
  /**
   * How the boosted matches of a keyword are found: `boosts` reads the running boosts' own
   * index and tests each of them (a bounded set, about 2% of the listings), `text-index`
   * asks the trigram index, cheaper only when very few listings match (docs/decisions/015).
   */
  boostedPath: 'boosts' | 'text-index';
  /**
   * For each term, the word index's ids of its alternatives when every one is indexed (the
   * index then answers the term exactly, migration 0016), else null; read on the
   * `text-index` paths only. Empty when the database's words are not the code's.
   */
  termWords: (number[] | null)[];
  /**
   * A commute search (docs/decisions/061, 066): the stations within the minutes by rail of the
   * chosen one or of the chosen place, each with the longest walk (metres) from a listing that still fits
   * (`commuteReach`), and the ride's seconds to each (the cards' minutes). Null without one.
   */
  commute: SearchCommute | null;
}

export interface SearchCommute {
  /** Where from, as a key: `station:<id>`, or the place as `commute_place` names it (`district:<id>`, `point:<lat>,<lng>`). */
  origin: string;
  minutes: number;
  /** Station id to the longest walk in metres that fits. */
  reach: ReadonlyMap<number, number>;
  /** Station id to the seconds from the origin: the ride, and from a place the walk to its station first. */
  seconds: ReadonlyMap<number, number>;
}

/** The commute condition as two parallel arrays, station ids ascending: SQL's parameters and the index's key. */
export function commuteArrays(commute: SearchCommute): { stations: number[]; walks: number[] } {
  const stations = [...commute.reach.keys()].sort((a, b) => a - b);
  return { stations, walks: stations.map((id) => commute.reach.get(id)!) };
}

type Eb = ExpressionBuilder<DB, 'listing_search'>;

/** Whether the search walks the index of its order (every search without a keyword does). */
const walksIndex = (plan: SearchPlan) => plan.terms.length === 0 || plan.keywordPath === 'walk';

/** Sell type "rent" finds listings for rent and for both; "sell" those for sale and for both. */
export function sellTypes(sellType: SearchQuery['sell_type']) {
  if (sellType === SELL_TYPE.rent) return [LISTING_SELL_TYPE.rent, LISTING_SELL_TYPE.both];
  if (sellType === SELL_TYPE.sell) return [LISTING_SELL_TYPE.sell, LISTING_SELL_TYPE.both];
  return null;
}

type PriceColumn = 'rent_price' | 'sell_price' | 'sort_price';
const PRICE_COLUMNS = { rent: 'rent_price', sell: 'sell_price', sort: 'sort_price' } as const satisfies Record<string, PriceColumn>;

/** The price a sell type selects, as a column (packages/domain `searchPriceColumn`). */
const priceColumn = (sellType: SearchQuery['sell_type']): PriceColumn => PRICE_COLUMNS[searchPriceColumn(sellType)];

/** The column and direction of a plan's order (packages/domain `searchOrder`). */
function orderOf(plan: SearchPlan): { column: 'published_at' | PriceColumn; direction: 'asc' | 'desc' } {
  const { column, desc } = searchOrder(plan.query);
  return { column: column === 'published' ? 'published_at' : PRICE_COLUMNS[column], direction: desc ? 'desc' : 'asc' };
}

/** A count of 4 means "4 or more" (spec section 5). */
const roomCount = (eb: Eb, column: FilterColumnOf<'roomCount'>, count: number) =>
  count >= ROOM_COUNT_CAP ? eb(column, '>=', ROOM_COUNT_CAP) : eb(column, '=', count);

const intArray = (ids: readonly number[]) => sql<number[]>`${[...ids]}::integer[]`;

/** How a keyword's terms are tested: for an index to find them, or row by row. */
interface TermTest {
  /** Whether an index should serve the test (LIKE for the trigram index, the word ids as they are). */
  indexed: boolean;
  /** Per term, the word index's ids of its alternatives, or null (see SearchPlan.termWords). */
  words: readonly (number[] | null)[];
}

/**
 * Every term has one of its alternatives in the text (AND of ORs of substring tests). A
 * term with word ids is tested on them (exact, and a row's few ids are cheaper to test
 * than its text), as `&&` where an index should serve it, else in a form no index takes
 * (`is true`), so the planner keeps the index it was given (the boosts' index carries the
 * ids). Other terms: as LIKE, which the trigram index serves, or as strpos, which tests a
 * row several times faster (Thai LIKE is slow) where no index is used.
 */
function termsMatch(text: Expression<string>, terms: readonly SearchTerm[], test: TermTest): Expression<SqlBool> {
  const contains = (alternative: string) => (test.indexed ? sql`${text} like ${likePattern(alternative)}` : sql`strpos(${text}, ${alternative}) > 0`);
  const anyOf = (term: SearchTerm, i: number) => {
    const words = test.words[i];
    if (words) return test.indexed ? sql<SqlBool>`word_ids && ${intArray(words)}` : sql<SqlBool>`(word_ids && ${intArray(words)}) is true`;
    return sql<SqlBool>`(${sql.join(term.alternatives.map(contains), sql` or `)})`;
  };
  return sql<SqlBool>`(${sql.join(terms.map(anyOf), sql` and `)})`;
}

/**
 * The filter of spec section 3 as conditions on `listing_search` (boosts aside); the
 * keyword as LIKE, which the trigram index serves, when `textIndexed`.
 */
export function filterConditions(eb: Eb, plan: SearchPlan, textIndexed = !walksIndex(plan)): Expression<SqlBool> {
  const conditions = fieldConditions(eb, plan);
  if (plan.terms.length > 0) conditions.push(termsMatch(eb.ref('search_text'), plan.terms, { indexed: textIndexed, words: plan.termWords }));
  return eb.and(conditions);
}

/** The map area of a query (all four edges, the contract checks), or null. */
export function mapArea(query: Pick<SearchQuery, 'south' | 'west' | 'north' | 'east'>): { south: number; west: number; north: number; east: number } | null {
  const { south, west, north, east } = query;
  return south !== undefined && west !== undefined && north !== undefined && east !== undefined ? { south, west, north, east } : null;
}

/**
 * A filter of the table (packages/domain search-filters.ts) as its conditions: an `anyOf`
 * narrowed by another field (stations within a walking distance) keeps its wider column's
 * condition too, which the column's index serves.
 */
function tableCondition(eb: Eb, entry: (typeof SEARCH_FILTERS)[number], value: unknown, query: SearchQuery): Expression<SqlBool>[] {
  const ids = (list: unknown) => intArray(Array.isArray(list) ? list : [list]);
  switch (entry.kind) {
    case 'equals':
      return [eb(entry.column, '=', value as number)];
    case 'roomCount':
      return [roomCount(eb, entry.column, value as number)];
    case 'flag':
      return [eb(entry.column, '=', true)];
    case 'allOf':
    case 'contains':
      return [eb(entry.column, '@>', ids(value))];
    case 'anyOf': {
      const narrowing = query[entry.narrowedBy.field];
      const narrower = narrowing === undefined ? [] : [eb(entry.narrowedBy.column(narrowing) as StationsWithinColumn, '&&', ids(value))];
      return [eb(entry.column, '&&', ids(value)), ...narrower];
    }
  }
}

/** The filter's conditions on fields, the keyword aside. */
function fieldConditions(eb: Eb, plan: SearchPlan): Expression<SqlBool>[] {
  const { query } = plan;
  const conditions: Expression<SqlBool>[] = [];
  const types = sellTypes(query.sell_type);
  if (types) conditions.push(eb('sell_type', 'in', types));
  for (const entry of SEARCH_FILTERS) {
    const value: unknown = query[entry.field];
    if (filterIsSet(entry.kind, value)) conditions.push(...tableCondition(eb, entry, value, query));
  }
  const area = mapArea(query);
  if (area) {
    // a listing without coordinates (null) is never inside
    conditions.push(eb.between('location_lat', area.south, area.north), eb.between('location_lng', area.west, area.east));
  }

  if (plan.commute) {
    // the nearest station is one reached in time, and the walk to it fits what is left
    const { stations, walks } = commuteArrays(plan.commute);
    conditions.push(
      sql<SqlBool>`nearest_station_id = any(${intArray(stations)})`,
      sql<SqlBool>`nearest_station_m <= (${intArray(walks)})[array_position(${intArray(stations)}, nearest_station_id)]`,
    );
  }

  const { min_price: min, max_price: max } = query;
  if (min !== undefined || max !== undefined) {
    const inRange = (column: 'rent_price' | 'sell_price') =>
      eb.and([...(min !== undefined ? [eb(column, '>=', String(min))] : []), ...(max !== undefined ? [eb(column, '<=', String(max))] : [])]);
    const column = priceColumn(query.sell_type);
    conditions.push(column === 'sort_price' ? eb.or([inRange('rent_price'), inRange('sell_price')]) : inRange(column));
  }

  const code = plan.roomCode;
  if (code) {
    conditions.push(roomCount(eb, 'total_bedroom', code.bedrooms), roomCount(eb, 'total_restroom', code.restrooms), roomCount(eb, 'car_park_size', code.carParks));
    if (code.living) conditions.push(eb('has_living', '=', true));
    if (code.dining) conditions.push(eb('has_dining', '=', true));
    if (code.kitchen) conditions.push(eb('has_kitchen', '=', true));
  }
  return conditions;
}

const boosted = sql<SqlBool>`boosted_until > now()`;
const notBoosted = sql<SqlBool>`(boosted_until is null or boosted_until <= now())`;

/** The columns a match's relevance reads, of the (sub)query named `from`. */
const TIER_COLUMNS = ['title_text', 'search_text', 'own_length', 'word_ids', 'station_word_ids'] as const;

/**
 * The columns `tier` reads for this plan: none in a price order; the texts only when a term
 * has no word ids (the boosts' index carries the titles and the ids, not the texts).
 */
function tierColumns(plan: SearchPlan): (typeof TIER_COLUMNS)[number][] {
  if (plan.terms.length === 0 || !ranksByRelevance(plan.query.order_by)) return [];
  return plan.terms.every((_, i) => plan.termWords[i]) ? ['title_text', 'word_ids', 'station_word_ids'] : [...TIER_COLUMNS];
}

/**
 * Every term is in the listing's own words, not only in its nearby stations (the first
 * `own_length` characters of its text, listing-search.queries.ts): a term with word ids
 * has one the text holds that it does not hold only through its stations; another term a
 * substring of the own words.
 */
function ownWordsMatch(from: string, plan: SearchPlan): Expression<SqlBool> {
  const column = (name: (typeof TIER_COLUMNS)[number]) => sql.ref(`${from}.${name}`);
  const own = sql<string>`left(${column('search_text')}, ${column('own_length')})`;
  const anyOf = (term: SearchTerm, i: number) => {
    const words = plan.termWords[i];
    const tests = words
      ? words.map((id) => sql`(${id}::integer = any(${column('word_ids')}) and ${id}::integer <> all(${column('station_word_ids')}))`)
      : term.alternatives.map((alternative) => sql`strpos(${own}, ${alternative}) > 0`);
    return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
  };
  return sql<SqlBool>`(${sql.join(plan.terms.map(anyOf), sql` and `)})`;
}

/**
 * Relevance within a bounded set, in a date order (`ranksByRelevance`; a price order is
 * what was asked for, so every match is tier 0 there): 0 the whole keyword in the title,
 * 1 every term in the title, 2 every term in the listing's own words, 3 the rest (a term
 * only its nearby stations hold: "สุขุมวิท" of a station's line, not of its road or area).
 */
function tier(from: string, plan: SearchPlan) {
  if (plan.terms.length === 0 || !ranksByRelevance(plan.query.order_by)) return sql<number>`0`;
  const title = sql.ref(`${from}.title_text`) as Expression<string>;
  return sql<number>`case when strpos(${title}, ${plan.phrase ?? ''}) > 0 then 0
    when ${termsMatch(title, plan.terms, { indexed: false, words: [] })} then 1
    when ${ownWordsMatch(from, plan)} then 2 else 3 end`;
}

function matching(db: Kysely<DB>, plan: SearchPlan) {
  return db.selectFrom('listing_search').where((eb) => filterConditions(eb, plan));
}

/**
 * The requested order: by the order's (partial) index, whose condition is then stated (a
 * listing offered for rent always has a rent), or, when the text index finds the few
 * matches, as an expression no index serves, so the planner sorts them instead of walking.
 */
function ordered<QB extends ReturnType<typeof matching>>(query: QB, plan: SearchPlan): QB {
  const { column, direction } = orderOf(plan);
  const priced = column === 'rent_price' || column === 'sell_price' ? (query.where(column, 'is not', null) as QB) : query;
  if (walksIndex(plan)) return priced.orderBy(column, direction).orderBy('listing_id', direction) as QB;
  const key = column === 'published_at' ? sql`${sql.ref(column)} + interval '0 seconds'` : sql`${sql.ref(column)} + 0`;
  return priced.orderBy(key, direction).orderBy(sql`${sql.ref('listing_id')} + 0`, direction) as QB;
}

/**
 * Whether a keyword walked in date order with filters on fields tests the fields first:
 * the date index carries every field but the stations and the coordinates, and an index scan tests what it
 * carries only after reading each row from the table, so a walk through selective filters
 * read every row it passed (`คอนโด` for rent at 10,000-30,000 with one bedroom: 21,700
 * rows for 1,001 candidates, 1.6 s cold at a million listings).
 */
function filtersBeforeText(plan: SearchPlan): boolean {
  return (
    plan.terms.length > 0 &&
    walksIndex(plan) &&
    orderOf(plan).column === 'published_at' &&
    plan.query.train_station_cast.length === 0 &&
    mapArea(plan.query) === null &&
    plan.commute === null &&
    fieldConditions(expressionBuilder<DB, 'listing_search'>(), plan).length > 0
  );
}

export function createSearchQueries(db: Kysely<DB>) {
  /**
   * The other matches of a keyword in date order, the fields tested in the date index alone
   * (OFFSET 0 keeps that walk apart, index-only), then the text of the rows that pass them.
   */
  const walkFilteredThenText = (plan: SearchPlan, direction: 'asc' | 'desc') => {
    const passing = db
      .selectFrom('listing_search')
      .where((eb) => eb.and(fieldConditions(eb, plan)))
      .where(notBoosted)
      .select(['listing_id', 'published_at'])
      .orderBy('published_at', direction)
      .orderBy('listing_id', direction)
      .offset(0)
      .as('f');
    return db
      .selectFrom(passing)
      .innerJoin('listing_search as t', 't.listing_id', 'f.listing_id')
      .where(termsMatch(sql.ref('t.search_text'), plan.terms, { indexed: false, words: plan.termWords }))
      .select(['f.listing_id', ...tierColumns(plan).map((column) => `t.${column}` as const), 'f.published_at as sort_key'])
      .orderBy('f.published_at', direction)
      .orderBy('f.listing_id', direction);
  };

  return {
    /** The matches with a running boost, ranked: relevance, then the requested order. At most `limit`. */
    boosted(plan: SearchPlan, limit: number) {
      const { column, direction } = orderOf(plan);
      // a keyword as strpos leaves the planner only the boosts' index (its estimate of a
      // Thai LIKE can be a thousand times too low: 85 rows for 33,000, 2.5 s at a million)
      const matches = db
        .selectFrom('listing_search')
        .where((eb) => filterConditions(eb, plan, plan.boostedPath === 'text-index'))
        .where(boosted)
        .select('listing_id');
      if (plan.terms.length === 0) return matches.orderBy(column, direction).orderBy('listing_id', direction).limit(limit);
      // the matches with their titles and order first (OFFSET 0 keeps them apart: a keyword
      // of indexed words is then tested in the boosts' index alone, which carries the
      // titles, migration 0017), then those only ranked
      return db
        .selectFrom(matches.select([...tierColumns(plan), `${column} as sort_key` as 'published_at as sort_key']).offset(0).as('m'))
        .select('m.listing_id')
        .$if(ranksByRelevance(plan.query.order_by), (qb) => qb.orderBy(tier('m', plan)))
        .orderBy('m.sort_key', direction)
        .orderBy('m.listing_id', direction)
        .limit(limit);
    },

    /** A page of the other matches in the requested order: an index walk that stops after `limit` rows. */
    page(plan: SearchPlan, limit: number, offset: number) {
      return ordered(matching(db, plan).where(notBoosted), plan).select('listing_id').limit(limit).offset(offset);
    },

    /**
     * How many other matches there are, counting at most `cap + 1`: in date order, so
     * without a keyword it walks the covering date index alone (no table access).
     */
    count(plan: SearchPlan, cap: number) {
      const others = matching(db, plan).where(notBoosted).select(sql`1`.as('one'));
      const inDateOrder = walksIndex(plan) ? others.orderBy('published_at', 'desc').orderBy('listing_id', 'desc') : others;
      return db.selectFrom(inDateOrder.limit(cap + 1).as('m')).select(sql<number>`count(*)::int`.as('n'));
    },

    /**
     * A keyword search's page of the other matches: the first `cap + 1` in the requested
     * order, the first `cap` of them ranked by relevance then that order;
     * `matches` counts the candidates (above `cap`: there are more).
     */
    ranked(plan: SearchPlan, cap: number, limit: number, offset: number) {
      const { column, direction } = orderOf(plan);
      const dir = sql.raw(direction);
      // the relevance is computed outside the index walk, for the candidates only
      const candidates = filtersBeforeText(plan)
        ? walkFilteredThenText(plan, direction).limit(cap + 1).as('c')
        : ordered(matching(db, plan).where(notBoosted), plan)
            .select(['listing_id', ...tierColumns(plan), `${column} as sort_key` as 'published_at as sort_key'])
            .limit(cap + 1)
            .as('c');
      const numbered = db
        .selectFrom(candidates)
        .select([
          'c.listing_id',
          'c.sort_key',
          tier('c', plan).as('tier'),
          sql<number>`count(*) over ()`.as('matches'),
          sql<number>`row_number() over (order by c.sort_key ${dir}, c.listing_id ${dir})`.as('rn'),
        ])
        .as('r');
      return db
        .selectFrom(numbered)
        .select(['r.listing_id', sql<number>`r.matches::int`.as('matches')])
        .where('r.rn', '<=', cap)
        .orderBy('r.tier')
        .orderBy('r.sort_key', direction)
        .orderBy('r.listing_id', direction)
        .limit(limit)
        .offset(offset);
    },
  };
}

export type SearchQueries = ReturnType<typeof createSearchQueries>;
