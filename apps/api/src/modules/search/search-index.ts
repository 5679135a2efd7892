import {
  SEARCH_FILTERS,
  SELL_TYPE,
  filterIsSet,
  ranksByRelevance,
  roomCountKey,
  searchOrder,
  searchPriceColumn,
  type SearchPriceColumn,
  type SearchTerm,
  type StationsWithinColumn,
} from '@baandee/domain';
import type { SearchQuery } from '@baandee/contracts';
import type { ListingSearchTable } from '../../db/tables/search.js';
import { commuteArrays, mapArea, type SearchCommute } from './search.queries.js';
import { columnsOf, ColumnsBuilder, gather, gatherFloat64, ID_LISTS, inDateOrder, LISTS, SCALARS, titleHolds, titleNeedle, type Axis, type TitleNeedle, type Columns, type IdListField, type ListField, type PostedScalarColumn, type ScalarColumn, type TableListColumn } from './search-index-columns.js';
import { clearPosting, countBits, eachBit, finished, firstSlots, stepped, kept, listPostingsSteps, listsOfPostingsSteps, grown, lowerBound, orPosting, postingsOf, postingSize, setBits, sortedUnion, sortSlots, takeBits, valuePostings, type Posting } from './search-index-sets.js';
import { cappedTotal, pageSlices, type SearchIds, type SearchWindow } from './search-window.js';

/**
 * The search in memory (docs/decisions/032): every row of `listing_search` a search reads,
 * in columns, with a posting list of rows per value of every field a filter names and per
 * word of the word index. A search answers exactly what the SQL of search.queries.ts
 * answers for the same rows: the same matches, order, ranking, boosts, pages and capped
 * total. It needs a keyword's every term in the word index (`termWords`); else the
 * database answers.
 *
 * The rows live in three segments: the base, built at load and sorted newest first; the
 * changes since (rows written or removed after the load), `recent`; and the changes since
 * `recent` was built, `newest`, rebuilt on each change while they are few (NEWEST_MAX), then
 * built into `recent` with the others. A changed listing's row is dropped from the answers of
 * the segment that held it. Past a share of the base, the changes are folded into a new base.
 */

/** One row of `listing_search` as the index reads it: dates and prices as numbers, id lists as arrays. */
export type IndexRow = Pick<ListingSearchTable, 'listing_id' | 'sell_type' | 'title_text' | ScalarColumn> & {
  [column in TableListColumn | StationsWithinColumn]: readonly number[];
} & {
  rent_price: number | null;
  sell_price: number | null;
  sort_price: number | null;
  location_lat: number | null;
  location_lng: number | null;
  word_ids: readonly number[];
  /** Of `word_ids`, those its search text holds only through its nearby stations (migration 0018). */
  station_word_ids: readonly number[];
  /** Microseconds since 1970 (the database's precision, so equal times order as there). */
  published_us: number;
  /** Milliseconds since 1970, or null. */
  boosted_until_ms: number | null;
  /** The word index's ids of the spellings the title holds (as `word_ids` are of the search text). */
  title_word_ids: readonly number[];
};

/** A listing's nearest station within walking distance and the walk to it (commute search's minutes on the cards). */
export interface NearestStation {
  listing_id: number;
  nearest_station_id: number | null;
  nearest_station_m: number | null;
}

/** What the search reads of a plan (search.queries.ts SearchPlan), with each term's word ids. */
export interface IndexPlan {
  query: SearchQuery;
  terms: readonly SearchTerm[];
  phrase: string | null;
  roomCode: { bedrooms: number; restrooms: number; carParks: number; living: boolean; dining: boolean; kitchen: boolean } | null;
  /** Per term, the word ids of its alternatives (every term must have them). */
  termWords: readonly (readonly number[])[];
  /** A commute search's reach (search.queries.ts SearchCommute), or null. */
  commute?: SearchCommute | null;
}

type PriceColumn = SearchPriceColumn;
type Order = { column: 'published' | PriceColumn; desc: boolean };

/** Other matches in the order, as slots: match `i` is row `slots[i]` of `segmentOf(i)`. */
interface Walked {
  slots: Int32Array;
  segmentOf: (i: number) => Segment;
}

/** A group of rows this short or shorter is walked as a list; a longer one is read as a bit set (and kept). */
const SPARSE_SHARE = 1 / 32;
/** A match as the answer orders it: its relevance tier (0 without a keyword), key in the order (null: no price), id; and where its row is. */
interface Match {
  tier: number;
  key: number | null;
  id: number;
  segment: Segment;
  slot: number;
}

/** What a keyword's tier tests need of it, made once per keyword (a kept keyword's terms are the same array each search, search-plan.ts). */
interface KeywordTests {
  /** The terms' words, and the whole keyword: the keys of their kept bits. */
  wordsKey: string;
  phraseKey: string;
  needle: TitleNeedle;
  /** Whether every term has an alternative within the whole keyword (then a title holding the keyword holds every term). */
  phraseHoldsTerms: boolean;
}

const keywordTests = new WeakMap<readonly SearchTerm[], KeywordTests>();

function keywordTestsOf(plan: IndexPlan): KeywordTests {
  let tests = keywordTests.get(plan.terms);
  if (tests === undefined) {
    const phrase = plan.phrase ?? '';
    tests = {
      wordsKey: `tier words:${plan.termWords.map((words) => words.join(',')).join(';')}`,
      phraseKey: `tier phrase:${phrase}`,
      needle: titleNeedle(phrase),
      phraseHoldsTerms: plan.terms.every((term) => term.alternatives.some((alternative) => phrase.includes(alternative))),
    };
    keywordTests.set(plan.terms, tests);
  }
  return tests;
}

/** Whether a plan's matches are ranked by relevance before its order (search.queries.ts `tier`): a keyword in a date order. */
const ranked = (plan: IndexPlan) => plan.terms.length > 0 && ranksByRelevance(plan.query.order_by);

/** Relevance tiers: the keyword in the title, every term in it, every term in the listing's own words, the rest. */
const TIERS = 4;

/**
 * The first `need` of matches met in the order, ranked by relevance tier first: tiers are
 * computed only until `need` matches of the first tier are found (any later match ranks
 * after those). `add` answers whether the first `need` are settled.
 */
function tieredTop(plan: IndexPlan, need: number) {
  const keyword = ranked(plan);
  const tiers: Match[][] = Array.from({ length: TIERS }, () => []);
  return {
    add(match: Match): boolean {
      if (tiers[0]!.length >= need) return true;
      const tier = keyword ? match.segment.tier(match.slot, plan) : 0;
      match.tier = tier;
      if (tiers[tier]!.length < need) tiers[tier]!.push(match);
      return tiers[0]!.length >= need;
    },
    top: (): Match[] => tiers.flat().slice(0, need),
  };
}

const orNull = (value: number) => (Number.isNaN(value) ? null : value);

/**
 * PostgreSQL's order of (tier, key, id), key and id both ascending or both descending, a
 * null key last ascending and first descending (its default).
 */
function compareMatches(desc: boolean) {
  return (a: Match, b: Match): number => {
    if (a.tier !== b.tier) return a.tier - b.tier;
    if (a.key !== b.key) {
      if (a.key === null) return desc ? -1 : 1;
      if (b.key === null) return desc ? 1 : -1;
      return desc ? b.key - a.key : a.key - b.key;
    }
    return desc ? b.id - a.id : a.id - b.id;
  };
}


/**
 * The rows a condition of the filter allows: a union of posting lists (a term's alternatives,
 * the stations), or of a price range's rows. `key` names it for the kept bit sets.
 */
interface Group {
  key: string;
  lists: Int32Array[];
  /** The common values' rows, as bit sets. */
  dense: Uint32Array[];
  /** Whether each list is in slot order (a price range is in price order). */
  sorted: boolean;
  size: number;
}

/**
 * A search's rows in one segment: each condition's rows as bits (a row passes when it is in
 * all of them, tested word by word as a walk goes, so a walk that stops early reads only
 * the words it passed), and a short list to walk when one condition is selective.
 */
interface Prepared {
  /** Each condition's rows; none: every row passes. */
  bits: Uint32Array[];
  /** The same but the list's condition (`bits` without a list): a row walked from the list needs no test of its own. */
  beside: Uint32Array[];
  /** The most selective condition's rows in slot order, when few: walked instead of the bits. */
  list: Int32Array | null;
  /** The condition `list` holds the rows of (the key its lists are kept under). */
  listKey: string | null;
  /** At most this many rows pass. */
  count: number;
}

/** A plan's relevance tests in one segment (`Segment.tierTestsOf`). */
interface TierTests {
  /** The rows whose title holds every term, and whose own words do. */
  title: Uint32Array;
  own: Uint32Array;
  /** The rows whose title was tested for the whole keyword (the first `words` words), then those holding it. */
  phrase: Uint32Array;
  words: number;
  needle: TitleNeedle;
  /** Whether every term has an alternative within the whole keyword. */
  phraseHoldsTerms: boolean;
}

/** Rows in columns, sorted newest first (published desc, listing id desc): a row's slot is its rank in date order. */
class Segment {
  size!: number;
  /** The rows' values (search-index-columns.ts), in slot order (the base's without its id lists: `dropRowLists`). */
  columns!: Columns;
  ids!: Int32Array;
  private sell!: Uint8Array;
  private scalars!: Columns['scalars'];
  private prices!: Record<PriceColumn, Float64Array>;
  private published!: Float64Array;
  private boostedUntil!: Float64Array;
  /** Slots of rows with coordinates ordered by each axis, and the values in that order (a map area's edges are slices of them). */
  private byAxis!: Record<Axis, Int32Array>;
  private sortedAxis!: Record<Axis, Float64Array>;
  /** Per column, the rows holding each value (a flag's: those holding 1). */
  private postings!: { sell: Map<number, Posting> } & Record<PostedScalarColumn | ListField, Map<number, Posting>>;
  private readonly keptBits = new Map<string, Uint32Array>();
  private readonly keptLists = new Map<string, Int32Array>();
  /** Slots ordered by each price ascending (then id); rows without that price left out, except the sort price's (last). */
  private byPrice!: Record<PriceColumn, Int32Array>;
  /** The prices in `byPrice` order, for a range's bounds. */
  private sortedPrices!: Record<PriceColumn, Float64Array>;
  /** Slots of rows that have a boost end, running or not: in date order, and in each price's order (no price last). */
  boostable!: Int32Array;
  private boostableByPrice!: Record<PriceColumn, Int32Array>;
  /** The listing ids ascending and the slot of each (a listing's slot by binary search). */
  byId!: [Int32Array, Int32Array];
  /** Each slot's rank in id order (equal prices are ordered by id). */
  private idRank!: Int32Array;
  /** Slots whose rows were replaced or removed after this segment was built. */
  dropped!: Uint8Array;
  droppedCount = 0;
  /**
   * A bit per slot a walk may have to leave out: a boostable row (its boost may be running)
   * or a dropped one. The other rows are taken without reading their boost end or drop, each
   * a read from a megabytes-long column at a slot far from the last (a cache miss).
   */
  private mayLeaveOut!: Uint32Array;

  /** The relevance tiers' word tests: the rows holding each word in the title, and only through their stations. */
  private titleWords!: Map<number, Posting>;
  private stationWords!: Map<number, Posting>;
  /** Per plan, its tiers' tests (`tierTestsOf`). */
  private readonly tierTests = new WeakMap<IndexPlan, TierTests>();
  /** Whether the per-row id lists were let go (`dropRowLists`): then a fold reads them back from the postings. */
  private rowListsDropped = false;

  private constructor() {}

  /** A segment of `rows`, in any order (rows already newest first, as a load reads them and another segment's slots are, are kept as they are). */
  static of(rows: Columns): Segment {
    return finished(Segment.building(rows));
  }

  /** `of`, the event loop's other work let in between the build's steps (`pause`): a million rows' build is seconds of work, none of its steps over a second. */
  static async built(rows: Columns, pause: () => Promise<void>): Promise<Segment> {
    return stepped(Segment.building(rows), pause);
  }

  /** `of` as a generator of its steps. */
  static *building(rows: Columns): Generator<void, Segment> {
    const segment = new Segment();
    yield* segment.build(rows);
    return segment;
  }

  /** Builds the segment's columns, orders and postings, yielding between its steps. */
  private *build(rows: Columns): Generator<void, void> {
    const n = (this.size = rows.size);
    let columns = rows;
    if (!inDateOrder(rows)) {
      const { published, ids } = rows;
      const order = new Int32Array(n);
      for (let i = 0; i < n; i++) order[i] = i;
      order.sort((a, b) => published[b]! - published[a]! || ids[b]! - ids[a]!);
      columns = gather(rows, order);
      yield;
    }
    this.columns = columns;
    this.ids = columns.ids;
    this.sell = columns.sell;
    this.scalars = columns.scalars;
    this.prices = columns.prices;
    this.published = columns.published;
    this.boostedUntil = columns.boostedUntil;
    const { coordinates } = columns;
    let locatedCount = 0;
    for (let slot = 0; slot < n; slot++) if (!Number.isNaN(coordinates.lat[slot]!) && !Number.isNaN(coordinates.lng[slot]!)) locatedCount++;
    const located = new Int32Array(locatedCount);
    for (let slot = 0, at = 0; slot < n; slot++) if (!Number.isNaN(coordinates.lat[slot]!) && !Number.isNaN(coordinates.lng[slot]!)) located[at++] = slot;
    const alongAxis = (axis: Axis) => {
      const values = coordinates[axis];
      return sortSlots(located.slice(), (slot) => values[slot]!, (slot) => slot, (slot) => slot);
    };
    const lat = alongAxis('lat');
    yield;
    this.byAxis = { lat, lng: alongAxis('lng') };
    yield;
    this.sortedAxis = {
      lat: gatherFloat64(coordinates.lat, this.byAxis.lat),
      lng: gatherFloat64(coordinates.lng, this.byAxis.lng),
    };
    this.dropped = new Uint8Array(n);
    const single = (column: ArrayLike<number>) => valuePostings(n, column);
    const flagged = (column: ArrayLike<number>) => postingsOf(n, (slot, emit) => column[slot] === 1 && emit(1));
    const listed = (field: IdListField) => listPostingsSteps(n, columns.lists[field].offsets, columns.lists[field].values);
    this.titleWords = yield* listed('title_word_ids');
    yield;
    this.stationWords = yield* listed('station_word_ids');
    yield;
    const scalarPostings = {} as Record<PostedScalarColumn, Map<number, Posting>>;
    for (const { column, kind } of SCALARS) {
      if (kind === 'measure') continue;
      scalarPostings[column as PostedScalarColumn] = kind === 'flag' ? flagged(this.scalars[column]) : single(this.scalars[column]);
      yield;
    }
    const lists = {} as Record<ListField, Map<number, Posting>>;
    for (const field of LISTS) {
      lists[field] = yield* listed(field);
      yield;
    }
    this.postings = { sell: single(this.sell), ...scalarPostings, ...lists };
    // each slot's rank in id order, and the slot of each rank: equal prices are ordered by id
    this.byId = idIndex(this);
    yield;
    const bySlotId = this.byId[1];
    const idRank = (this.idRank = new Int32Array(n));
    for (let rank = 0; rank < n; rank++) idRank[bySlotId[rank]!] = rank;
    const inPriceOrder = (slots: Int32Array, column: PriceColumn) => {
      const prices = this.prices[column];
      // no price last (PostgreSQL's ascending order), by id
      return sortSlots(slots, (slot) => prices[slot]!, (slot) => idRank[slot]!, (rank) => bySlotId[rank]!);
    };
    const slotsWhere = (keep: (slot: number) => boolean) => {
      let count = 0;
      for (let slot = 0; slot < n; slot++) if (keep(slot)) count++;
      const slots = new Int32Array(count);
      for (let slot = 0, at = 0; slot < n; slot++) if (keep(slot)) slots[at++] = slot;
      return slots;
    };
    const priced = (column: PriceColumn) => inPriceOrder(slotsWhere((slot) => column === 'sort' || !Number.isNaN(this.prices[column][slot]!)), column);
    const rent = priced('rent');
    yield;
    const sell = priced('sell');
    yield;
    this.byPrice = { rent, sell, sort: priced('sort') };
    yield;
    this.sortedPrices = {
      rent: gatherFloat64(this.prices.rent, this.byPrice.rent),
      sell: gatherFloat64(this.prices.sell, this.byPrice.sell),
      sort: gatherFloat64(this.prices.sort, this.byPrice.sort),
    };
    yield;
    this.boostable = slotsWhere((slot) => !Number.isNaN(this.boostedUntil[slot]!));
    this.mayLeaveOut = new Uint32Array((n + 31) >>> 5);
    for (const slot of this.boostable) this.mayLeaveOut[slot >>> 5]! |= 1 << (slot & 31);
    const boostableByRent = inPriceOrder(this.boostable.slice(), 'rent');
    yield;
    const boostableBySell = inPriceOrder(this.boostable.slice(), 'sell');
    yield;
    this.boostableByPrice = { rent: boostableByRent, sell: boostableBySell, sort: inPriceOrder(this.boostable.slice(), 'sort') };
  }

  /**
   * A matching row's relevance (search.queries.ts `tier`): 0 the whole keyword in the title,
   * 1 every term in it (an alternative's word id among the title's), 2 every term in the
   * listing's own words (an alternative's word id among the row's, not only through its
   * stations), 3 the rest.
   */
  tier(slot: number, plan: IndexPlan): number {
    const tests = this.tierTestsOf(plan);
    const word = slot >>> 5;
    const bit = 1 << (slot & 31);
    const everyTerm = (tests.title[word]! & bit) !== 0;
    // a title without every term cannot hold the keyword when each term has a spelling within it
    if (everyTerm || !tests.phraseHoldsTerms) {
      if (this.titleHoldsPhrase(tests, word, bit, slot)) return 0;
      if (everyTerm) return 1;
    }
    return (tests.own[word]! & bit) !== 0 ? 2 : 3;
  }

  /**
   * Whether row `slot`'s title holds the whole keyword: tested once per row and keyword, the
   * answer kept in the keyword's bits (`phrase`: the rows tested, then the rows holding it).
   * A keyword whose every term is in most titles but seldom as typed (`condo asok`) tested up
   * to a thousand titles byte by byte on every search.
   */
  private titleHoldsPhrase(tests: TierTests, word: number, bit: number, slot: number): boolean {
    const { phrase } = tests;
    const holding = word + tests.words;
    if ((phrase[word]! & bit) === 0) {
      phrase[word]! |= bit;
      if (titleHolds(this.columns.titles, slot, tests.needle)) phrase[holding]! |= bit;
    }
    return (phrase[holding]! & bit) !== 0;
  }

  /**
   * The tiers' tests of a plan's terms, as bit sets kept per terms' words: the rows whose
   * title holds every term (an alternative of each among the title's words), and those whose
   * own words hold every term (an alternative among the row's words not held only through its
   * stations; the rows' own word lists are not kept, docs/decisions/052). A candidate's tier
   * is then two bit tests, where each was a binary search per alternative of every term. And
   * the whole keyword's title tests so far, kept per keyword (`titleHoldsPhrase`).
   */
  private tierTestsOf(plan: IndexPlan): TierTests {
    let tests = this.tierTests.get(plan);
    if (tests === undefined) {
      const keyword = keywordTestsOf(plan);
      const words = (this.size + 31) >>> 5;
      const everyTerm = (termRows: (words: readonly number[], into: Uint32Array) => void) => {
        const all = new Uint32Array(words).fill(~0);
        const term = new Uint32Array(words);
        for (const alternatives of plan.termWords) {
          term.fill(0);
          termRows(alternatives, term);
          for (let w = 0; w < words; w++) all[w]! &= term[w]!;
        }
        return all;
      };
      const title = kept(this.keptBits, `title ${keyword.wordsKey}`, () => everyTerm((alternatives, into) => alternatives.forEach((id) => orPosting(into, this.titleWords.get(id)))));
      const own = kept(this.keptBits, `own ${keyword.wordsKey}`, () => {
        const alternative = new Uint32Array(words);
        return everyTerm((alternatives, into) => {
          for (const id of alternatives) {
            alternative.fill(0);
            orPosting(alternative, this.postings.word_ids.get(id));
            clearPosting(alternative, this.stationWords.get(id));
            for (let w = 0; w < words; w++) into[w]! |= alternative[w]!;
          }
        });
      });
      const phrase = kept(this.keptBits, keyword.phraseKey, () => new Uint32Array(2 * words));
      tests = { title, own, phrase, words, needle: keyword.needle, phraseHoldsTerms: keyword.phraseHoldsTerms };
      this.tierTests.set(plan, tests);
    }
    return tests;
  }

  /**
   * Lets go of the per-row id lists: every search reads them as postings. A fold of the
   * changes reads them back from the postings (`rowColumns`, a step per list). The base's lists were the
   * larger part of the index's memory, each held twice.
   */
  dropRowLists(): void {
    if (this.rowListsDropped) return;
    this.rowListsDropped = true;
    const empty = { offsets: new Uint32Array(0), values: new Int32Array(0) };
    this.columns = { ...this.columns, lists: Object.fromEntries(ID_LISTS.map((field) => [field, empty])) as Columns['lists'] };
  }

  /** The rows' columns with their id lists (read back from the postings when they were let go). */
  *rowColumns(): Generator<void, Columns> {
    if (!this.rowListsDropped) return this.columns;
    const postingsOfList: Record<IdListField, Map<number, Posting>> = { ...this.postings, title_word_ids: this.titleWords, station_word_ids: this.stationWords } as never;
    const lists = {} as Columns['lists'];
    for (const field of ID_LISTS) {
      lists[field] = yield* listsOfPostingsSteps(this.size, postingsOfList[field]);
      yield;
    }
    return { ...this.columns, lists };
  }

  private keyOf(slot: number, column: Order['column']): number | null {
    return orNull(column === 'published' ? this.published[slot]! : this.prices[column][slot]!);
  }

  /**
   * The filter of spec section 3 (search.queries.ts `filterConditions`, boosts aside) as
   * groups of rows, every one of which a matching row is in.
   */
  private groups(plan: IndexPlan): Group[] {
    const { query } = plan;
    const groups: Group[] = [];
    const add = (field: keyof Segment['postings'], values: readonly number[]) => {
      const lists: Int32Array[] = [];
      const dense: Uint32Array[] = [];
      let size = 0;
      for (const value of values) {
        const posting = this.postings[field].get(value) ?? EMPTY;
        if (posting instanceof Int32Array) lists.push(posting);
        else dense.push(posting.bits);
        size += postingSize(posting);
      }
      groups.push({ key: `${field}:${values.join(',')}`, lists, dense, sorted: true, size });
    };
    if (query.sell_type === SELL_TYPE.rent) add('sell', [1, 3]);
    if (query.sell_type === SELL_TYPE.sell) add('sell', [2, 3]);
    for (const entry of SEARCH_FILTERS) {
      const value: unknown = query[entry.field];
      if (!filterIsSet(entry.kind, value)) continue;
      switch (entry.kind) {
        case 'equals':
        case 'contains':
          add(entry.column, [value as number]);
          break;
        case 'roomCount':
          add(entry.column, [roomCountKey(value as number)]);
          break;
        case 'flag':
          add(entry.column, [1]);
          break;
        case 'allOf':
          for (const id of value as number[]) add(entry.column, [id]);
          break;
        case 'anyOf': {
          // the narrower column alone: its rows are some of the wider one's
          const narrowing = query[entry.narrowedBy.field];
          add(narrowing === undefined ? entry.column : (entry.narrowedBy.column(narrowing) as StationsWithinColumn), value as number[]);
          break;
        }
      }
    }
    const code = plan.roomCode;
    if (code) {
      add('total_bedroom', [roomCountKey(code.bedrooms)]);
      add('total_restroom', [roomCountKey(code.restrooms)]);
      add('car_park_size', [roomCountKey(code.carParks)]);
      if (code.living) add('has_living', [1]);
      if (code.dining) add('has_dining', [1]);
      if (code.kitchen) add('has_kitchen', [1]);
    }
    const area = mapArea(query);
    if (area) {
      for (const [axis, from, to] of [['lat', area.south, area.north], ['lng', area.west, area.east]] as const) {
        const slots = this.axisRange(axis, from, to);
        groups.push({ key: `${axis}:${from}:${to}`, lists: [slots], dense: [], sorted: false, size: slots.length });
      }
    }
    if (plan.commute) {
      const slots = this.commuteRows(plan.commute);
      groups.push({ key: `commute:${plan.commute.origin}:${plan.commute.minutes}`, lists: [slots], dense: [], sorted: true, size: slots.length });
    }
    for (const words of plan.termWords) add('word_ids', words);
    const { min_price: min, max_price: max } = query;
    if (min !== undefined || max !== undefined) {
      const column = searchPriceColumn(query.sell_type);
      const ranges = column === 'sort' ? [this.priceRange('rent', min, max), this.priceRange('sell', min, max)] : [this.priceRange(column, min, max)];
      groups.push({ key: `price:${column}:${min ?? ''}:${max ?? ''}`, lists: ranges, dense: [], sorted: false, size: ranges.reduce((sum, list) => sum + list.length, 0) });
    }
    return groups;
  }

  /**
   * The rows whose nearest station is reached in time and whose walk to it fits what is left
   * (search.queries.ts: the same condition), in slot order; kept per station and minutes.
   */
  private commuteRows(commute: SearchCommute): Int32Array {
    const { stations, walks } = commuteArrays(commute);
    return kept(this.keptLists, `commute rows:${commute.origin}:${commute.minutes}`, () => {
      const metres = this.scalars.nearest_station_m;
      const postings = this.postings.nearest_station_id;
      const lists: Int32Array[] = [];
      stations.forEach((station, i) => {
        const posting = postings.get(station);
        if (!posting) return;
        const longest = walks[i]!;
        const slots: number[] = [];
        if (posting instanceof Int32Array) {
          for (const slot of posting) if (metres[slot]! <= longest) slots.push(slot);
        } else {
          eachBit([posting.bits], this.size, true, (slot) => {
            if (metres[slot]! <= longest) slots.push(slot);
            return false;
          });
        }
        if (slots.length > 0) lists.push(Int32Array.from(slots));
      });
      return sortedUnion(lists, false);
    });
  }

  /** The rows whose price in `column` is within the bounds (in price order). */
  private priceRange(column: 'rent' | 'sell', min: number | undefined, max: number | undefined): Int32Array {
    const prices = this.sortedPrices[column];
    const from = min === undefined ? 0 : lowerBound(prices, min, false);
    const to = max === undefined ? prices.length : lowerBound(prices, max, true);
    return this.byPrice[column].subarray(from, Math.max(from, to));
  }

  /** The rows with coordinates whose `axis` lies within the bounds, edges included (in that axis's order). */
  private axisRange(axis: Axis, from: number, to: number): Int32Array {
    const values = this.sortedAxis[axis];
    const start = lowerBound(values, from, false);
    return this.byAxis[axis].subarray(start, Math.max(start, lowerBound(values, to, true)));
  }

  /** A group's bit set: a common value's own, or made and kept (the least recently used go first). */
  private bitsOf(group: Group): Uint32Array {
    if (group.lists.length === 0 && group.dense.length === 1) return group.dense[0]!;
    return kept(this.keptBits, group.key, () => {
      const bits = new Uint32Array((this.size + 31) >>> 5);
      for (const list of group.lists) setBits(bits, list);
      for (const set of group.dense) for (let w = 0; w < set.length; w++) bits[w]! |= set[w]!;
      return bits;
    });
  }

  /** The rows a plan allows here, before boosts and changes (see Prepared). */
  prepare(plan: IndexPlan): Prepared {
    const groups = this.groups(plan).sort((a, b) => a.size - b.size);
    if (groups.length === 0) return { bits: [], beside: [], list: null, listKey: null, count: this.size };
    const shortest = groups[0]!;
    // a short group has no common value's bit set (each holds more than 1/32 of the rows)
    const list = shortest.size <= this.size * SPARSE_SHARE && shortest.dense.length === 0 ? kept(this.keptLists, shortest.key, () => sortedUnion(shortest.lists, shortest.sorted)) : null;
    const bits = groups.map((group) => this.bitsOf(group));
    return { bits, beside: list ? bits.slice(1) : bits, list, listKey: list ? shortest.key : null, count: list ? list.length : shortest.size };
  }

  /** Whether a slot's row is in every one of `bits` (a Prepared's conditions). */
  private allows(bits: readonly Uint32Array[], slot: number): boolean {
    const word = slot >>> 5;
    const bit = 1 << (slot & 31);
    for (let i = 0; i < bits.length; i++) if ((bits[i]![word]! & bit) === 0) return false;
    return true;
  }

  /**
   * The running boosts' matches: how many there are (counted up to `limit`), and the first
   * `need` in the order, by relevance tier first with a keyword. Walks every candidate in
   * date order: meant for a segment of boosted rows (the base's are kept apart, see
   * SearchIndex) or a small one.
   */
  boosted(plan: IndexPlan, prepared: Prepared, order: Order, limit: number, need: number, now: number): { count: number; top: Match[] } {
    const running = (slot: number) => this.boostedUntil[slot]! > now && !this.dropped[slot];
    if (order.column !== 'published' && prepared.count * 4 < this.boostable.length) {
      // few candidates: rank them all rather than walk the price order
      const found: Match[] = [];
      const collect = (slot: number) => {
        if (running(slot)) found.push({ ...this.match(slot, order.column), tier: ranked(plan) ? this.tier(slot, plan) : 0 });
        return false;
      };
      if (prepared.list) {
        for (const slot of prepared.list) if (this.allows(prepared.beside, slot)) collect(slot);
      } else eachBit(prepared.bits, this.size, true, collect);
      return { count: Math.min(found.length, limit), top: found.sort(compareMatches(order.desc)).slice(0, Math.max(need, 0)) };
    }
    const top = tieredTop(plan, need);
    let count = 0;
    let settled = need <= 0;
    const visit = (slot: number): boolean => {
      if (!running(slot)) return false;
      if (count < limit) count++;
      if (!settled) settled = top.add(this.match(slot, order.column));
      return settled && count >= limit;
    };
    const visitAllowed = (slot: number) => this.allows(prepared.bits, slot) && visit(slot);
    const visitListed = (slot: number) => this.allows(prepared.beside, slot) && visit(slot);
    if (order.column === 'published' && (prepared.list || prepared.bits.length > 0)) {
      // in date order through the candidates (rows are in date order)
      const { list } = prepared;
      if (list && order.desc) for (let i = 0; i < list.length && !visitListed(list[i]!); i++);
      else if (list) for (let i = list.length - 1; i >= 0 && !visitListed(list[i]!); i--);
      else eachBit(prepared.bits, this.size, order.desc, visit);
      return { count, top: top.top() };
    }
    const slots = order.column === 'published' ? this.boostable : this.boostableByPrice[order.column];
    if (order.desc === (order.column === 'published')) {
      for (let i = 0; i < slots.length && !visitAllowed(slots[i]!); i++);
    } else {
      for (let i = slots.length - 1; i >= 0 && !visitAllowed(slots[i]!); i--);
    }
    return { count, top: top.top() };
  }

  /** The slot of a listing id here (by binary search over `byId`), or -1. */
  slotOf(id: number): number {
    return slotOf(this.byId[0], this.byId[1], id);
  }

  /** Leaves a listing's row, if this segment holds it, out of its answers from now on. */
  dropId(id: number): void {
    const slot = this.slotOf(id);
    if (slot >= 0) this.drop(slot);
  }

  /** Leaves a slot's row out of this segment's answers from now on. */
  drop(slot: number): void {
    if (this.dropped[slot]) return;
    this.dropped[slot] = 1;
    this.droppedCount++;
    this.mayLeaveOut[slot >>> 5]! |= 1 << (slot & 31);
  }

  /** Whether a slot's row is outside a walk's answers at `now`: its boost running (the boosted rows are walked apart) or dropped. */
  private leftOut(slot: number, now: number): boolean {
    return (this.mayLeaveOut[slot >>> 5]! & (1 << (slot & 31))) !== 0 && (this.boostedUntil[slot]! > now || this.dropped[slot] === 1);
  }

  private match(slot: number, column: Order['column']): Match {
    return { tier: 0, key: this.keyOf(slot, column), id: this.ids[slot]!, segment: this, slot };
  }

  /** How many other matches (no running boost) there are, counted up to `limit`: what `walk` finds, without making its matches. */
  countOthers(prepared: Prepared, limit: number, now: number): number {
    if (limit <= 0) return 0;
    const { list, bits } = prepared;
    if (!list) return countBits(bits, this.size, limit, this.mayLeaveOut, (slot) => this.leftOut(slot, now));
    let count = 0;
    for (let i = 0; i < list.length && count < limit; i++) if (this.allows(prepared.beside, list[i]!) && !this.leftOut(list[i]!, now)) count++;
    return count;
  }

  /**
   * The slots of the first `limit` other matches (no running boost) in the order, rows
   * without its price left out when `priced` (a rent or sale price order). Slots, not match
   * objects: a search's up to 1,001 candidates made as many objects.
   */
  walk(prepared: Prepared, order: Order, limit: number, now: number, priced: boolean): Int32Array {
    if (limit <= 0) return EMPTY;
    const { list, bits } = prepared;
    // in date order (rows are in date order, newest first), the filters' bits a word at a time
    if (order.column === 'published' && !list) return takeBits(bits, this.size, order.desc, limit, prepared.count, this.mayLeaveOut, (slot) => this.leftOut(slot, now));
    const column = order.column === 'published' ? null : this.prices[order.column];
    let found: Int32Array = new Int32Array(Math.min(limit, prepared.count));
    let taken = 0;
    const take = (slot: number): boolean => {
      if (this.leftOut(slot, now)) return false;
      if (priced && Number.isNaN(column![slot]!)) return false;
      if (taken === found.length) found = grown(found, limit);
      found[taken++] = slot;
      return taken >= limit;
    };
    // a list's rows, or (without a list, where `beside` is `bits`) the price order's
    const takeAllowed = (slot: number) => this.allows(prepared.beside, slot) && take(slot);
    if (order.column === 'published') {
      // the short condition's rows, in date order (without them the walk was the bits', above)
      const rows = list!;
      if (order.desc) for (let i = 0; i < rows.length && !takeAllowed(rows[i]!); i++);
      else for (let i = rows.length - 1; i >= 0 && !takeAllowed(rows[i]!); i--);
      return found.subarray(0, taken);
    }
    const byPrice = this.byPrice[order.column];
    // the price order's own: ascending, no price last, equal prices by id; reversed descending
    const priceOf = (slot: number) => column![slot]!;
    const idRankOf = (slot: number) => this.idRank[slot]!;
    const slotOfIdRank = (rank: number) => this.byId[1][rank]!;
    if (list) {
      // the short condition's rows in this order, kept, walked until enough of them pass (sorting the passing ones took a keyword's price order 0.3-1.4 ms)
      const inOrder = kept(this.keptLists, `${prepared.listKey!} by ${order.column}`, () => sortSlots(list.slice(), priceOf, idRankOf, slotOfIdRank));
      if (order.desc) for (let i = inOrder.length - 1; i >= 0 && !takeAllowed(inOrder[i]!); i--);
      else for (let i = 0; i < inOrder.length && !takeAllowed(inOrder[i]!); i++);
      return found.subarray(0, taken);
    }
    if (bits.length > 0 && prepared.count * 8 < byPrice.length) {
      // few candidates: sort them rather than walk the price order
      const first = limit;
      found = new Int32Array(prepared.count);
      limit = Infinity;
      eachBit(bits, this.size, true, (slot) => {
        take(slot);
        return false;
      });
      return firstSlots(found.subarray(0, taken), first, order.desc, priceOf, idRankOf, slotOfIdRank);
    }
    if (order.desc) for (let i = byPrice.length - 1; i >= 0 && !takeAllowed(byPrice[i]!); i--);
    else for (let i = 0; i < byPrice.length && !takeAllowed(byPrice[i]!); i++);
    return found.subarray(0, taken);
  }

  /** Matches (for merging segments' answers in the order) of these slots. */
  matches(slots: Int32Array, column: Order['column']): Match[] {
    return Array.from(slots, (slot) => this.match(slot, column));
  }
}

/**
 * A pause of the index's build: long enough for the requests waiting now to be read, answered
 * and written (each takes a few turns of the event loop), a few milliseconds in all.
 */
const BUILD_PAUSE_MS = 5;
const buildPause = () => new Promise<void>((resolve) => setTimeout(resolve, BUILD_PAUSE_MS));

const EMPTY = new Int32Array(0);


/** The rows of changes that are not removals. */
const currentRows = (changes: ReadonlyMap<number, IndexRow | null>) => [...changes.values()].filter((row): row is IndexRow => row !== null);

/** A fold's step copies this many of the base's rows (less 1). */
const FOLD_SLOTS_PER_STEP = 0x3fff;

/** The changes folded into a new base once they outnumber this share of it (and FOLD_MIN). */
const FOLD_SHARE = 0.02;
const FOLD_MIN = 2000;
/**
 * The changes since `recent` was built are rebuilt into `newest` on each change while they are
 * at most this many; one more, and every change so far is built into `recent`. A segment's
 * build takes tens of microseconds a row: all the changes rebuilt on each change took about
 * 0.5 s at the 17,000 a million rows' base holds before its fold (docs/decisions/086).
 */
const NEWEST_MAX = 1000;

/** The index of every searchable row, answering searches as the database does (see the file's comment). */
export class SearchIndex {
  private base!: Segment;
  /** Rows changed since the base was built: the new row, or null when removed. */
  private changes = new Map<number, IndexRow | null>();
  /** The rows of `changes` as they were when it was built. */
  private recent!: Segment;
  /** Rows changed since `recent` was built (the new row, or null when removed), and the segment of them. */
  private newestChanges = new Map<number, IndexRow | null>();
  private newest!: Segment;
  /**
   * The base's rows that have a boost end (about 2%), again as a segment of their own: the
   * boosted matches are walked there, through its own few rows, not among the base's.
   */
  private boosts!: Segment;
  private readonly foldMin: number;
  private readonly newestMax: number;
  /** Set by `built`: a fold is then built in steps beside the base in use, with this pause between them. */
  private pause: (() => Promise<void>) | null = null;
  /** The fold being built in the background, if any. */
  private fold: Promise<void> | null = null;

  /** An index of these rows, in any order (search-index-columns.ts builds them as they are read). */
  constructor(rows: Columns, options: { foldMin?: number; newestMax?: number } = {}) {
    this.foldMin = options.foldMin ?? FOLD_MIN;
    this.newestMax = options.newestMax ?? NEWEST_MAX;
    this.useBase(Segment.of(rows));
  }

  /**
   * The same index, built in steps with the event loop's other work let in between them
   * (`pause`, a few milliseconds by default): a server's load at a million rows built
   * it in one piece, and every request waited the 4-5 s it took.
   */
  static async built(rows: Columns, options: { foldMin?: number; newestMax?: number; pause?: () => Promise<void> } = {}): Promise<SearchIndex> {
    const index = new SearchIndex(columnsOf([]), options);
    index.pause = options.pause ?? buildPause;
    index.useBase(await Segment.built(rows, index.pause));
    return index;
  }

  /** Settles once the fold being built in the background (if any) is in use. */
  async folded(): Promise<void> {
    while (this.fold) await this.fold;
  }

  /** Answers from `base` and its boosted rows, with no changes on top. */
  private useBase(base: Segment): void {
    this.base = base;
    this.boosts = Segment.of(gather(base.columns, base.boostable));
    base.dropRowLists();
    this.changes.clear();
    this.useRecent([]);
  }

  /** `rows` as the changes' segment, with no newer changes on top. */
  private useRecent(rows: readonly IndexRow[]): void {
    this.recent = Segment.of(columnsOf(rows));
    this.newestChanges.clear();
    this.newest = Segment.of(columnsOf([]));
  }

  /** How many rows a search reads. */
  get size(): number {
    return this.base.size - this.base.droppedCount + this.recent.size - this.recent.droppedCount + this.newest.size;
  }

  /** These listings' rows are now `rows` (those of the ids not in `rows` are gone). */
  apply(ids: readonly number[], rows: readonly IndexRow[]): void {
    const byId = new Map(rows.map((row) => [row.listing_id, row]));
    for (const id of ids) {
      const row = byId.get(id) ?? null;
      this.changes.set(id, row);
      this.newestChanges.set(id, row);
      this.base.dropId(id);
      this.boosts.dropId(id);
      this.recent.dropId(id);
    }
    if (this.changes.size > Math.max(this.foldMin, this.base.size * FOLD_SHARE)) {
      if (!this.pause) {
        this.useBase(finished(this.foldedBase(currentRows(this.changes))));
        return;
      }
      this.fold ??= this.foldBeside(this.pause);
    }
    if (this.newestChanges.size > this.newestMax) this.useRecent(currentRows(this.changes));
    else this.newest = Segment.of(columnsOf(currentRows(this.newestChanges)));
  }

  /** A new base of the base's rows still current and the changed rows, a step at a time. */
  private *foldedBase(current: readonly IndexRow[]): Generator<void, Segment> {
    const { base } = this;
    const rows = yield* base.rowColumns();
    const { published, ids } = rows;
    // the base's rows still current (rows a change drops while this runs may be copied: the
    // change is applied again on top) and the changed rows, merged newest first: the new
    // base is in date order as it is written (a million rows' sort and copy in one step else)
    const changed = [...current].sort((a, b) => b.published_us - a.published_us || b.listing_id - a.listing_id);
    const newer = (row: IndexRow, slot: number) => row.published_us > published[slot]! || (row.published_us === published[slot]! && row.listing_id > ids[slot]!);
    const folded = new ColumnsBuilder(base.size - base.droppedCount + changed.length);
    let next = 0;
    for (let slot = 0; slot < base.size; slot++) {
      if (!base.dropped[slot]) {
        while (next < changed.length && newer(changed[next]!, slot)) folded.push(changed[next++]!);
        folded.pushSlot(rows, slot);
      }
      if ((slot & FOLD_SLOTS_PER_STEP) === FOLD_SLOTS_PER_STEP) yield;
    }
    while (next < changed.length) folded.push(changed[next++]!);
    yield;
    return yield* Segment.building(folded.done());
  }

  /**
   * Folds the changes heard so far into a new base built beside the one in use, which answers
   * meanwhile (a million rows' fold in one piece kept every request waiting seconds); then
   * answers from it, with the changes heard since applied on top. A failed fold leaves the
   * index as it was, and later folds are made at once, as without `pause`.
   */
  private async foldBeside(pause: () => Promise<void>): Promise<void> {
    // the fold's first step after the apply that asked for it (that apply is a request's)
    await pause();
    const heard = new Map(this.changes);
    try {
      const base = await stepped(this.foldedBase(currentRows(heard)), pause);
      const since = [...this.changes].filter(([id, row]) => heard.get(id) !== row);
      this.fold = null;
      this.useBase(base);
      if (since.length > 0) this.apply(since.map(([id]) => id), since.flatMap(([, row]) => (row ? [row] : [])));
    } catch {
      this.fold = null;
      this.pause = null;
    }
  }

  /** A searchable listing's nearest station and walk (columns of migration 0036), or undefined when the index holds no row of it. */
  nearestStation(id: number): NearestStation | undefined {
    if (this.changes.has(id)) {
      const row = this.changes.get(id);
      return row ? { listing_id: id, nearest_station_id: row.nearest_station_id, nearest_station_m: row.nearest_station_m } : undefined;
    }
    const slot = this.base.slotOf(id);
    if (slot < 0 || this.base.dropped[slot]) return undefined;
    const { scalars } = this.base.columns;
    const station = scalars.nearest_station_id[slot]!;
    const metres = scalars.nearest_station_m[slot]!;
    return { listing_id: id, nearest_station_id: station === -1 ? null : station, nearest_station_m: metres === -1 ? null : metres };
  }

  /** One page of a search (search.repository.ts `search`), as the database answers it at `now` (ms). */
  search(plan: IndexPlan, window: SearchWindow, now = Date.now()): SearchIds {
    const { cap } = window;
    const order = searchOrder(plan.query);
    const byOrder = compareMatches(order.desc);
    const segments = [this.base, this.recent, this.newest].filter((segment) => segment.size > 0).map((segment) => ({ segment, prepared: segment.prepare(plan) }));
    const priced = order.column === 'rent' || order.column === 'sell';
    /** The first `limit` other matches of every segment in the order: one segment's slots as they are, several merged. */
    const first = (limit: number): Walked => {
      const walked = segments.map(({ segment, prepared }) => ({ segment, slots: segment.walk(prepared, order, limit, now, priced) }));
      if (walked.length === 1) {
        const [{ segment, slots }] = walked as [(typeof walked)[number]];
        return { slots, segmentOf: () => segment };
      }
      const merged = walked.flatMap(({ segment, slots }) => segment.matches(slots, order.column)).sort(byOrder).slice(0, limit);
      return { slots: Int32Array.from(merged, (match) => match.slot), segmentOf: (i) => merged[i]!.segment };
    };
    const idsOf = ({ slots, segmentOf }: Walked, from: number, to: number) => {
      for (let i = from; i < Math.min(to, slots.length); i++) ids.push(segmentOf(i).ids[slots[i]!]!);
    };
    // the boosted matches up to the cap, and as many of them, ranked, as reach this page
    const pageEnd = Math.min(window.page * window.perPage, cap);
    const boostedIn = [
      { segment: this.boosts, prepared: this.boosts.prepare(plan) },
      ...segments.filter(({ segment }) => segment !== this.base),
    ];
    const boosted = boostedIn.map(({ segment, prepared }) => segment.boosted(plan, prepared, order, cap + 1, pageEnd, now));
    const boostedCount = Math.min(cap + 1, boosted.reduce((sum, part) => sum + part.count, 0));
    const boostedTop = boosted.length === 1 ? boosted[0]!.top : boosted.flatMap((part) => part.top).sort(byOrder);
    const slices = pageSlices(window, boostedCount);
    const ids = boostedTop.slice(slices.fromBoosted.start, slices.fromBoosted.end).map((match) => match.id);
    const count = () => Math.min(cap + 1, segments.reduce((sum, { segment, prepared }) => sum + segment.countOthers(prepared, cap + 1, now), 0));
    let others: number;
    if (plan.terms.length > 0) {
      // the first cap + 1 in the order are the candidates; the first cap of them are ranked
      const candidates = first(cap + 1);
      const offset = slices.othersLimit > 0 ? slices.othersOffset : 0;
      // by relevance tier first: tiers are computed only until `need` of the first tier are found (tieredTop's rule)
      const need = offset + Math.max(slices.othersLimit, 1);
      const byRelevance = ranked(plan);
      const tiers: number[][] = Array.from({ length: TIERS }, () => []);
      for (let i = 0; i < Math.min(cap, candidates.slots.length) && tiers[0]!.length < need; i++) {
        const tier = byRelevance ? candidates.segmentOf(i).tier(candidates.slots[i]!, plan) : 0;
        if (tiers[tier]!.length < need) tiers[tier]!.push(i);
      }
      const page = tiers.flat().slice(0, need).slice(offset);
      if (slices.othersLimit > 0) for (const i of page) ids.push(candidates.segmentOf(i).ids[candidates.slots[i]!]!);
      others = page.length > 0 ? candidates.slots.length : count();
    } else if (order.column === 'published') {
      // one walk in date order gives the page and the count
      const matches = first(cap + 1);
      if (slices.othersLimit > 0) idsOf(matches, slices.othersOffset, slices.othersOffset + slices.othersLimit);
      // as many as counting in date order finds (up to the cap), from either end
      others = matches.slots.length;
    } else {
      const end = slices.othersOffset + slices.othersLimit;
      if (slices.othersLimit > 0) idsOf(first(end), slices.othersOffset, end);
      others = count();
    }
    return { ids, ...cappedTotal(boostedCount + others, cap) };
  }
}

/** The slot of a listing id in a segment's id index, or -1. */
function slotOf(ids: Int32Array, slots: Int32Array, id: number): number {
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = ids[mid]!;
    if (at === id) return slots[mid]!;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** A segment's listing ids ascending, and the slot of each. */
function idIndex(segment: { size: number; ids: Int32Array }): [Int32Array, Int32Array] {
  const slots = new Int32Array(segment.size);
  for (let slot = 0; slot < slots.length; slot++) slots[slot] = slot;
  sortSlots(slots, (slot) => segment.ids[slot]!, (slot) => slot, (slot) => slot);
  return [Int32Array.from(slots, (slot) => segment.ids[slot]!), slots];
}
