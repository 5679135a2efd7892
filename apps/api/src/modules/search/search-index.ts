import { LISTING_SELL_TYPE, ROOM_COUNT_CAP, SELL_TYPE, type ListingSellType, type SearchTerm } from '@baandee/domain';
import type { SearchQuery } from '@baandee/contracts';
import { cappedTotal, pageSlices, type SearchIds, type SearchWindow } from './search-window.js';

/**
 * The search in memory (docs/decisions/032): every row of `listing_search` a search reads,
 * in columns, with a posting list of rows per value of every field a filter names and per
 * word of the word index. A search answers exactly what the SQL of search.queries.ts
 * answers for the same rows: the same matches, order, ranking, boosts, pages and capped
 * total. It needs a keyword's every term in the word index (`termWords`); else the
 * database answers.
 *
 * The rows live in two segments: the base, built at load and sorted newest first, and
 * the changes since (rows written or removed after the load), rebuilt on each change; a
 * changed listing's base row is dropped from the base's answers. Past a share of the
 * base, the changes are folded into a new base.
 */

/** One row of `listing_search` as the index reads it: dates as numbers, prices as numbers or null. */
export interface IndexRow {
  listing_id: number;
  sell_type: ListingSellType | null;
  estate_type_id: number | null;
  province_id: number | null;
  district_id: number | null;
  total_bedroom: number;
  total_restroom: number;
  car_park_size: number;
  has_living: boolean;
  has_dining: boolean;
  has_kitchen: boolean;
  is_pet_allow: boolean;
  is_cooking_allow: boolean;
  is_smoking_allow: boolean;
  rent_price: number | null;
  sell_price: number | null;
  sort_price: number | null;
  furniture_ids: readonly number[];
  facility_ids: readonly number[];
  station_ids: readonly number[];
  line_ids: readonly number[];
  train_type_ids: readonly number[];
  word_ids: readonly number[];
  /** Microseconds since 1970 (the database's precision, so equal times order as there). */
  published_us: number;
  /** Milliseconds since 1970, or null. */
  boosted_until_ms: number | null;
  title_text: string;
}

/** What the search reads of a plan (search.queries.ts SearchPlan), with each term's word ids. */
export interface IndexPlan {
  query: SearchQuery;
  terms: readonly SearchTerm[];
  phrase: string | null;
  roomCode: { bedrooms: number; restrooms: number; carParks: number; living: boolean; dining: boolean; kitchen: boolean } | null;
  /** Per term, the word ids of its alternatives (every term must have them). */
  termWords: readonly (readonly number[])[];
}

const SELL_CODE: Record<ListingSellType, number> = { [LISTING_SELL_TYPE.rent]: 1, [LISTING_SELL_TYPE.sell]: 2, [LISTING_SELL_TYPE.both]: 3 };
const FLAG = { living: 1, dining: 2, kitchen: 4, pet: 8, cooking: 16, smoking: 32 } as const;
const LISTS = ['furniture_ids', 'facility_ids', 'station_ids', 'line_ids', 'train_type_ids', 'word_ids'] as const;
type ListField = (typeof LISTS)[number];
const SINGLES = ['sell', 'type', 'province', 'district', 'bed', 'rest', 'car', 'flag'] as const;
type SingleField = (typeof SINGLES)[number];
type Field = SingleField | ListField;

/** A posting list this short or shorter is walked as a list; longer ones are read as bit sets. */
const SPARSE_SHARE = 1 / 32;

type Order = { column: 'published' | 'rent' | 'sell' | 'sort'; desc: boolean };

/** A match as the answer orders it: its key in the requested order (null: no price), id, title. */
interface Match {
  key: number | null;
  id: number;
  title: string;
}

const roomKey = (count: number) => Math.min(count, ROOM_COUNT_CAP);
const num = (value: number | null) => (value === null ? NaN : value);

/** The price a sell type selects (search.queries.ts `priceColumn`). */
function priceColumn(sellType: SearchQuery['sell_type']): 'rent' | 'sell' | 'sort' {
  if (sellType === SELL_TYPE.rent) return 'rent';
  if (sellType === SELL_TYPE.sell) return 'sell';
  return 'sort';
}

function orderOf(query: SearchQuery): Order {
  const desc = !query.order_by.endsWith('asc');
  return { column: query.order_by.startsWith('price') ? priceColumn(query.sell_type) : 'published', desc };
}

/**
 * PostgreSQL's order of (key, id) both ascending or both descending, nulls last ascending
 * and first descending (its default).
 */
function compareMatches(desc: boolean) {
  return (a: Match, b: Match): number => {
    if (a.key !== b.key) {
      if (a.key === null) return desc ? -1 : 1;
      if (b.key === null) return desc ? 1 : -1;
      return desc ? b.key - a.key : a.key - b.key;
    }
    return desc ? b.id - a.id : a.id - b.id;
  };
}

/** 0: the whole keyword in the title; 1: every term in the title; 2: the rest (search.queries.ts `tier`). */
function tierOf(title: string, plan: IndexPlan): number {
  if (title.includes(plan.phrase ?? '')) return 0;
  return plan.terms.every((term) => term.alternatives.some((alternative) => title.includes(alternative))) ? 1 : 2;
}

/** A sorted list of rows, or a bit set of rows with how many it holds. */
type Candidates = { list: Int32Array } | { bits: Uint32Array; count: number } | null;

/** Rows in columns, sorted newest first (published desc, listing id desc): a row's slot is its rank in date order. */
class Segment {
  readonly size: number;
  readonly ids: Int32Array;
  private readonly sell: Uint8Array;
  private readonly type: Int32Array;
  private readonly province: Int32Array;
  private readonly district: Int32Array;
  private readonly bed: Uint8Array;
  private readonly rest: Uint8Array;
  private readonly car: Uint8Array;
  private readonly flags: Uint8Array;
  private readonly rent: Float64Array;
  private readonly sellPrice: Float64Array;
  private readonly sortPrice: Float64Array;
  private readonly published: Float64Array;
  private readonly boostedUntil: Float64Array;
  private readonly titles: string[];
  private readonly lists: Record<ListField, { offsets: Uint32Array; values: Int32Array }>;
  private readonly postings: Record<Field, Map<number, Int32Array>>;
  private readonly bitsCache = new Map<Int32Array, Uint32Array>();
  /** Slots of rows that have a boost end, running or not. */
  private readonly boostable: Int32Array;
  /** Slots ordered by each price ascending (then id), rows without that price left out (the sort price: last). */
  private readonly byPrice: Record<'rent' | 'sell' | 'sort', Int32Array>;
  /** Slots whose rows were replaced or removed after this segment was built. */
  readonly dropped: Uint8Array;
  droppedCount = 0;

  constructor(rows: IndexRow[]) {
    rows.sort((a, b) => b.published_us - a.published_us || b.listing_id - a.listing_id);
    const n = (this.size = rows.length);
    this.ids = new Int32Array(n);
    this.sell = new Uint8Array(n);
    this.type = new Int32Array(n);
    this.province = new Int32Array(n);
    this.district = new Int32Array(n);
    this.bed = new Uint8Array(n);
    this.rest = new Uint8Array(n);
    this.car = new Uint8Array(n);
    this.flags = new Uint8Array(n);
    this.rent = new Float64Array(n);
    this.sellPrice = new Float64Array(n);
    this.sortPrice = new Float64Array(n);
    this.published = new Float64Array(n);
    this.boostedUntil = new Float64Array(n);
    this.titles = new Array<string>(n);
    this.dropped = new Uint8Array(n);
    const boostable: number[] = [];
    rows.forEach((row, slot) => {
      this.ids[slot] = row.listing_id;
      this.sell[slot] = row.sell_type === null ? 0 : SELL_CODE[row.sell_type];
      this.type[slot] = row.estate_type_id ?? -1;
      this.province[slot] = row.province_id ?? -1;
      this.district[slot] = row.district_id ?? -1;
      this.bed[slot] = roomKey(row.total_bedroom);
      this.rest[slot] = roomKey(row.total_restroom);
      this.car[slot] = roomKey(row.car_park_size);
      this.flags[slot] =
        (row.has_living ? FLAG.living : 0) |
        (row.has_dining ? FLAG.dining : 0) |
        (row.has_kitchen ? FLAG.kitchen : 0) |
        (row.is_pet_allow ? FLAG.pet : 0) |
        (row.is_cooking_allow ? FLAG.cooking : 0) |
        (row.is_smoking_allow ? FLAG.smoking : 0);
      this.rent[slot] = num(row.rent_price);
      this.sellPrice[slot] = num(row.sell_price);
      this.sortPrice[slot] = num(row.sort_price);
      this.published[slot] = row.published_us;
      this.boostedUntil[slot] = num(row.boosted_until_ms);
      this.titles[slot] = row.title_text;
      if (row.boosted_until_ms !== null) boostable.push(slot);
    });
    this.boostable = Int32Array.from(boostable);
    this.lists = Object.fromEntries(
      LISTS.map((field) => {
        const offsets = new Uint32Array(n + 1);
        let total = 0;
        rows.forEach((row, slot) => {
          offsets[slot] = total;
          total += row[field].length;
        });
        offsets[n] = total;
        const values = new Int32Array(total);
        rows.forEach((row, slot) => values.set(row[field], offsets[slot]!));
        return [field, { offsets, values }];
      }),
    ) as Segment['lists'];
    const singles: Record<SingleField, (slot: number) => number[]> = {
      sell: (slot) => [this.sell[slot]!],
      type: (slot) => [this.type[slot]!],
      province: (slot) => [this.province[slot]!],
      district: (slot) => [this.district[slot]!],
      bed: (slot) => [this.bed[slot]!],
      rest: (slot) => [this.rest[slot]!],
      car: (slot) => [this.car[slot]!],
      flag: (slot) => Object.values(FLAG).filter((bit) => (this.flags[slot]! & bit) !== 0),
    };
    this.postings = Object.fromEntries([
      ...SINGLES.map((field) => [field, postingsOf(n, singles[field])]),
      ...LISTS.map((field) => {
        const { offsets, values } = this.lists[field];
        return [field, postingsOf(n, (slot) => values.subarray(offsets[slot]!, offsets[slot + 1]!))];
      }),
    ]) as Segment['postings'];
    const priceOrder = (prices: Float64Array) => {
      const slots: number[] = [];
      for (let slot = 0; slot < n; slot++) if (!Number.isNaN(prices[slot]!)) slots.push(slot);
      slots.sort((a, b) => prices[a]! - prices[b]! || this.ids[a]! - this.ids[b]!);
      return slots;
    };
    const unsorted: number[] = [];
    for (let slot = 0; slot < n; slot++) if (Number.isNaN(this.sortPrice[slot]!)) unsorted.push(slot);
    this.byPrice = {
      rent: Int32Array.from(priceOrder(this.rent)),
      sell: Int32Array.from(priceOrder(this.sellPrice)),
      sort: Int32Array.from([...priceOrder(this.sortPrice), ...unsorted.sort((a, b) => this.ids[a]! - this.ids[b]!)]),
    };
  }

  /** The row in a slot, as it was read (to fold it into a new base). */
  rowAt(slot: number): IndexRow {
    const list = (field: ListField) => [...this.lists[field].values.subarray(this.lists[field].offsets[slot]!, this.lists[field].offsets[slot + 1]!)];
    const orNull = (value: number) => (Number.isNaN(value) || value < 0 ? null : value);
    const sellCode = this.sell[slot]!;
    const flags = this.flags[slot]!;
    const sellTypes = Object.entries(SELL_CODE) as [ListingSellType, number][];
    return {
      listing_id: this.ids[slot]!,
      sell_type: sellTypes.find(([, code]) => code === sellCode)?.[0] ?? null,
      estate_type_id: orNull(this.type[slot]!),
      province_id: orNull(this.province[slot]!),
      district_id: orNull(this.district[slot]!),
      // counts as the filters read them (4 and more as 4)
      total_bedroom: this.bed[slot]!,
      total_restroom: this.rest[slot]!,
      car_park_size: this.car[slot]!,
      has_living: (flags & FLAG.living) !== 0,
      has_dining: (flags & FLAG.dining) !== 0,
      has_kitchen: (flags & FLAG.kitchen) !== 0,
      is_pet_allow: (flags & FLAG.pet) !== 0,
      is_cooking_allow: (flags & FLAG.cooking) !== 0,
      is_smoking_allow: (flags & FLAG.smoking) !== 0,
      rent_price: orNull(this.rent[slot]!),
      sell_price: orNull(this.sellPrice[slot]!),
      sort_price: Number.isNaN(this.sortPrice[slot]!) ? null : this.sortPrice[slot]!,
      furniture_ids: list('furniture_ids'),
      facility_ids: list('facility_ids'),
      station_ids: list('station_ids'),
      line_ids: list('line_ids'),
      train_type_ids: list('train_type_ids'),
      word_ids: list('word_ids'),
      published_us: this.published[slot]!,
      boosted_until_ms: Number.isNaN(this.boostedUntil[slot]!) ? null : this.boostedUntil[slot]!,
      title_text: this.titles[slot]!,
    };
  }

  /** A row's key in an order: its publication time or price (null: no such price). */
  keyOf(slot: number, column: Order['column']): number | null {
    const value = column === 'published' ? this.published[slot]! : column === 'rent' ? this.rent[slot]! : column === 'sell' ? this.sellPrice[slot]! : this.sortPrice[slot]!;
    return Number.isNaN(value) ? null : value;
  }

  private match(slot: number, column: Order['column']): Match {
    return { key: this.keyOf(slot, column), id: this.ids[slot]!, title: this.titles[slot]! };
  }

  private has(field: ListField, slot: number, id: number): boolean {
    const { offsets, values } = this.lists[field];
    for (let i = offsets[slot]!, end = offsets[slot + 1]!; i < end; i++) if (values[i] === id) return true;
    return false;
  }

  private hasAny(field: ListField, slot: number, ids: readonly number[]): boolean {
    const { offsets, values } = this.lists[field];
    for (let i = offsets[slot]!, end = offsets[slot + 1]!; i < end; i++) if (ids.includes(values[i]!)) return true;
    return false;
  }

  /** Whether a row passes the filter of spec section 3 (search.queries.ts `filterConditions`), boosts aside. */
  private passes(slot: number, plan: IndexPlan): boolean {
    if (this.dropped[slot]) return false;
    const { query } = plan;
    if (query.sell_type === SELL_TYPE.rent && this.sell[slot] !== 1 && this.sell[slot] !== 3) return false;
    if (query.sell_type === SELL_TYPE.sell && this.sell[slot] !== 2 && this.sell[slot] !== 3) return false;
    if (query.estate_type_id !== undefined && this.type[slot] !== query.estate_type_id) return false;
    if (query.province_id !== undefined && this.province[slot] !== query.province_id) return false;
    if (query.district_id !== undefined && this.district[slot] !== query.district_id) return false;
    if (query.total_bedroom !== undefined && this.bed[slot] !== roomKey(query.total_bedroom)) return false;
    if (query.total_restroom !== undefined && this.rest[slot] !== roomKey(query.total_restroom)) return false;
    if (query.car_park_size !== undefined && this.car[slot] !== roomKey(query.car_park_size)) return false;
    const flags = this.flags[slot]!;
    if (query.is_pet_allow === 1 && (flags & FLAG.pet) === 0) return false;
    if (query.is_smoking_allow === 1 && (flags & FLAG.smoking) === 0) return false;
    if (query.is_cooking_allow === 1 && (flags & FLAG.cooking) === 0) return false;
    for (const id of query.furniture_cast) if (!this.has('furniture_ids', slot, id)) return false;
    for (const id of query.facility_cast) if (!this.has('facility_ids', slot, id)) return false;
    if (query.train_type !== undefined && !this.has('train_type_ids', slot, query.train_type)) return false;
    if (query.train_line !== undefined && !this.has('line_ids', slot, query.train_line)) return false;
    if (query.train_station_cast.length > 0 && !this.hasAny('station_ids', slot, query.train_station_cast)) return false;
    const { min_price: min, max_price: max } = query;
    if (min !== undefined || max !== undefined) {
      const inRange = (price: number) => !Number.isNaN(price) && (min === undefined || price >= min) && (max === undefined || price <= max);
      const column = priceColumn(query.sell_type);
      const ok = column === 'rent' ? inRange(this.rent[slot]!) : column === 'sell' ? inRange(this.sellPrice[slot]!) : inRange(this.rent[slot]!) || inRange(this.sellPrice[slot]!);
      if (!ok) return false;
    }
    const code = plan.roomCode;
    if (code) {
      if (this.bed[slot] !== roomKey(code.bedrooms) || this.rest[slot] !== roomKey(code.restrooms) || this.car[slot] !== roomKey(code.carParks)) return false;
      if ((code.living && (flags & FLAG.living) === 0) || (code.dining && (flags & FLAG.dining) === 0) || (code.kitchen && (flags & FLAG.kitchen) === 0)) return false;
    }
    for (const words of plan.termWords) if (!this.hasAny('word_ids', slot, words)) return false;
    return true;
  }

  /**
   * The posting lists a plan's rows must be in, each a union (a term's alternatives, the
   * stations): every row that passes is in one list of every group.
   */
  private groups(plan: IndexPlan): Int32Array[][] {
    const { query } = plan;
    const p = this.postings;
    const one = (field: Field, value: number) => [p[field].get(value) ?? EMPTY];
    const any = (field: Field, values: readonly number[]) => values.map((value) => p[field].get(value) ?? EMPTY);
    const groups: Int32Array[][] = [];
    if (query.sell_type === SELL_TYPE.rent) groups.push(any('sell', [1, 3]));
    if (query.sell_type === SELL_TYPE.sell) groups.push(any('sell', [2, 3]));
    if (query.estate_type_id !== undefined) groups.push(one('type', query.estate_type_id));
    if (query.province_id !== undefined) groups.push(one('province', query.province_id));
    if (query.district_id !== undefined) groups.push(one('district', query.district_id));
    const bedrooms = query.total_bedroom ?? plan.roomCode?.bedrooms;
    if (bedrooms !== undefined) groups.push(one('bed', roomKey(bedrooms)));
    const restrooms = query.total_restroom ?? plan.roomCode?.restrooms;
    if (restrooms !== undefined) groups.push(one('rest', roomKey(restrooms)));
    const carParks = query.car_park_size ?? plan.roomCode?.carParks;
    if (carParks !== undefined) groups.push(one('car', roomKey(carParks)));
    if (query.is_pet_allow === 1) groups.push(one('flag', FLAG.pet));
    if (query.is_smoking_allow === 1) groups.push(one('flag', FLAG.smoking));
    if (query.is_cooking_allow === 1) groups.push(one('flag', FLAG.cooking));
    for (const id of query.furniture_cast) groups.push(one('furniture_ids', id));
    for (const id of query.facility_cast) groups.push(one('facility_ids', id));
    if (query.train_type !== undefined) groups.push(one('train_type_ids', query.train_type));
    if (query.train_line !== undefined) groups.push(one('line_ids', query.train_line));
    if (query.train_station_cast.length > 0) groups.push(any('station_ids', query.train_station_cast));
    for (const words of plan.termWords) groups.push(any('word_ids', words));
    return groups;
  }

  /** The rows that may pass: the shortest group as a list when it is short, else every group's bits together. */
  private candidates(plan: IndexPlan): Candidates {
    const groups = this.groups(plan);
    if (groups.length === 0) return null;
    const sized = groups.map((lists) => ({ lists, size: lists.reduce((sum, list) => sum + list.length, 0) })).sort((a, b) => a.size - b.size);
    const shortest = sized[0]!;
    if (shortest.size <= this.size * SPARSE_SHARE) return { list: union(shortest.lists) };
    const bits = this.bitsOf(shortest.lists).slice();
    for (const { lists } of sized.slice(1)) {
      const other = this.bitsOf(lists);
      for (let i = 0; i < bits.length; i++) bits[i]! &= other[i]!;
    }
    let count = 0;
    for (let i = 0; i < bits.length; i++) count += popcount(bits[i]!);
    return { bits, count };
  }

  /** The bit set of a union of posting lists (a long list's is kept). */
  private bitsOf(lists: Int32Array[]): Uint32Array {
    if (lists.length === 1) {
      const list = lists[0]!;
      const cached = this.bitsCache.get(list);
      if (cached) return cached;
      const bits = setBits(new Uint32Array((this.size + 31) >>> 5), list);
      if (list.length > this.size * SPARSE_SHARE) this.bitsCache.set(list, bits);
      return bits;
    }
    const bits = new Uint32Array((this.size + 31) >>> 5);
    for (const list of lists) {
      const cached = this.bitsCache.get(list);
      if (cached) for (let i = 0; i < bits.length; i++) bits[i]! |= cached[i]!;
      else setBits(bits, list);
    }
    return bits;
  }

  /** The running boosts' matches (any number: few rows have a boost). */
  boosted(plan: IndexPlan, column: Order['column'], now: number): Match[] {
    const found: Match[] = [];
    for (const slot of this.boostable) if (this.boostedUntil[slot]! > now && this.passes(slot, plan)) found.push(this.match(slot, column));
    return found;
  }

  /**
   * The first `limit` other matches (no running boost) in the order, rows without its
   * price left out when `priced` (a rent or sale price order).
   */
  walk(plan: IndexPlan, order: Order, limit: number, now: number, priced: boolean): Match[] {
    const found: Match[] = [];
    if (limit <= 0) return found;
    const candidates = this.candidates(plan);
    const take = (slot: number) => {
      if (this.boostedUntil[slot]! > now || !this.passes(slot, plan)) return false;
      const match = this.match(slot, order.column);
      if (priced && match.key === null) return false;
      found.push(match);
      return found.length >= limit;
    };
    if (order.column === 'published') {
      if (candidates === null) {
        if (order.desc) for (let slot = 0; slot < this.size && !take(slot); slot++);
        else for (let slot = this.size - 1; slot >= 0 && !take(slot); slot--);
      } else if ('list' in candidates) {
        const { list } = candidates;
        if (order.desc) for (let i = 0; i < list.length && !take(list[i]!); i++);
        else for (let i = list.length - 1; i >= 0 && !take(list[i]!); i--);
      } else {
        eachBit(candidates.bits, order.desc, take);
      }
      return found;
    }
    const byPrice = this.byPrice[order.column];
    // few candidates: sort them; many: walk the price order testing each row
    const few = candidates !== null && ('list' in candidates ? candidates.list.length : candidates.count) * 8 < byPrice.length;
    if (few) {
      const all: Match[] = [];
      const collect = (slot: number) => {
        if (!(this.boostedUntil[slot]! > now) && this.passes(slot, plan)) {
          const match = this.match(slot, order.column);
          if (!priced || match.key !== null) all.push(match);
        }
        return false;
      };
      if ('list' in candidates) candidates.list.forEach((slot) => collect(slot));
      else eachBit(candidates.bits, true, collect);
      return all.sort(compareMatches(order.desc)).slice(0, limit);
    }
    const bits = candidates && 'bits' in candidates ? candidates.bits : null;
    const inBits = (slot: number) => bits === null || (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0;
    if (order.desc) for (let i = byPrice.length - 1; i >= 0; i--) { const slot = byPrice[i]!; if (inBits(slot) && take(slot)) break; }
    else for (let i = 0; i < byPrice.length; i++) { const slot = byPrice[i]!; if (inBits(slot) && take(slot)) break; }
    return found;
  }

  /** How many other matches there are, counting at most `limit`. */
  count(plan: IndexPlan, limit: number, now: number): number {
    return this.walk(plan, { column: 'published', desc: true }, limit, now, false).length;
  }
}

const EMPTY = new Int32Array(0);

function postingsOf(n: number, valuesOf: (slot: number) => ArrayLike<number>): Map<number, Int32Array> {
  const counts = new Map<number, number>();
  for (let slot = 0; slot < n; slot++) {
    const values = valuesOf(slot);
    for (let i = 0; i < values.length; i++) counts.set(values[i]!, (counts.get(values[i]!) ?? 0) + 1);
  }
  const postings = new Map<number, Int32Array>();
  const filled = new Map<number, number>();
  for (const [value, count] of counts) {
    postings.set(value, new Int32Array(count));
    filled.set(value, 0);
  }
  for (let slot = 0; slot < n; slot++) {
    const values = valuesOf(slot);
    for (let i = 0; i < values.length; i++) {
      const value = values[i]!;
      const at = filled.get(value)!;
      // a value listed twice in one row is posted once
      if (at > 0 && postings.get(value)![at - 1] === slot) continue;
      postings.get(value)![at] = slot;
      filled.set(value, at + 1);
    }
  }
  for (const [value, at] of filled) if (at < postings.get(value)!.length) postings.set(value, postings.get(value)!.slice(0, at));
  return postings;
}

function union(lists: Int32Array[]): Int32Array {
  if (lists.length === 1) return lists[0]!;
  const all = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  let kept = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[kept++] = all[i]!;
  return all.subarray(0, kept);
}

function setBits(bits: Uint32Array, list: Int32Array): Uint32Array {
  for (let i = 0; i < list.length; i++) bits[list[i]! >>> 5]! |= 1 << (list[i]! & 31);
  return bits;
}

function popcount(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Calls `visit` with each set bit's slot, ascending or descending, until it answers true. */
function eachBit(bits: Uint32Array, ascending: boolean, visit: (slot: number) => boolean): void {
  if (ascending) {
    for (let w = 0; w < bits.length; w++) {
      let word = bits[w]!;
      while (word !== 0) {
        const low = word & -word;
        if (visit((w << 5) + (31 - Math.clz32(low)))) return;
        word ^= low;
      }
    }
  } else {
    for (let w = bits.length - 1; w >= 0; w--) {
      let word = bits[w]!;
      while (word !== 0) {
        const high = 31 - Math.clz32(word);
        if (visit((w << 5) + high)) return;
        word &= ~(1 << high);
      }
    }
  }
}

/** Merges lists each in the order into the first `limit` of them all. */
function mergeFirst(lists: Match[][], desc: boolean, limit: number): Match[] {
  const all = lists.flat();
  return lists.filter((list) => list.length > 0).length <= 1 ? all.slice(0, limit) : all.sort(compareMatches(desc)).slice(0, limit);
}

/** The changes folded into a new base once they outnumber this share of it (and FOLD_MIN). */
const FOLD_SHARE = 0.02;
const FOLD_MIN = 2000;

/** The index of every searchable row, answering searches as the database does (see the file's comment). */
export class SearchIndex {
  private base: Segment;
  /** The base's slot of each listing id, by binary search over ids sorted with their slots. */
  private baseIds: Int32Array;
  private baseSlots: Int32Array;
  /** Rows changed since the base was built: the new row, or null when removed. */
  private changes = new Map<number, IndexRow | null>();
  private recent: Segment;

  constructor(rows: IndexRow[]) {
    this.base = new Segment(rows);
    [this.baseIds, this.baseSlots] = idIndex(this.base);
    this.recent = new Segment([]);
  }

  /** How many rows a search reads. */
  get size(): number {
    return this.base.size - this.base.droppedCount + this.recent.size;
  }

  /** These listings' rows are now `rows` (those of the ids not in `rows` are gone). */
  apply(ids: readonly number[], rows: readonly IndexRow[]): void {
    const byId = new Map(rows.map((row) => [row.listing_id, row]));
    for (const id of ids) {
      this.changes.set(id, byId.get(id) ?? null);
      const slot = this.slotOf(id);
      if (slot >= 0 && !this.base.dropped[slot]) {
        this.base.dropped[slot] = 1;
        this.base.droppedCount++;
      }
    }
    const current = [...this.changes.values()].filter((row): row is IndexRow => row !== null);
    if (this.changes.size > Math.max(FOLD_MIN, this.base.size * FOLD_SHARE)) {
      const kept: IndexRow[] = [];
      for (let slot = 0; slot < this.base.size; slot++) if (!this.base.dropped[slot]) kept.push(this.base.rowAt(slot));
      this.base = new Segment([...kept, ...current]);
      [this.baseIds, this.baseSlots] = idIndex(this.base);
      this.changes.clear();
      this.recent = new Segment([]);
      return;
    }
    this.recent = new Segment(current);
  }

  private slotOf(id: number): number {
    let lo = 0;
    let hi = this.baseIds.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.baseIds[mid]!;
      if (at === id) return this.baseSlots[mid]!;
      if (at < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** One page of a search (search.repository.ts `search`), as the database answers it at `now` (ms). */
  search(plan: IndexPlan, window: SearchWindow, now = Date.now()): SearchIds {
    const { cap } = window;
    const order = orderOf(plan.query);
    const segments = [this.base, this.recent];
    const keyword = plan.terms.length > 0;
    const byOrder = compareMatches(order.desc);
    const boosted = segments.flatMap((segment) => segment.boosted(plan, order.column, now));
    if (keyword) {
      const tiers = new Map(boosted.map((match) => [match, tierOf(match.title, plan)]));
      boosted.sort((a, b) => tiers.get(a)! - tiers.get(b)! || byOrder(a, b));
    } else boosted.sort(byOrder);
    const boostedIds = boosted.slice(0, cap + 1).map((match) => match.id);
    const slices = pageSlices(window, boostedIds.length);
    const ids = boostedIds.slice(slices.fromBoosted.start, slices.fromBoosted.end);
    const priced = order.column === 'rent' || order.column === 'sell';
    const count = () => Math.min(cap + 1, segments.reduce((sum, segment) => sum + segment.count(plan, cap + 1, now), 0));
    let others: number;
    if (keyword) {
      const candidates = mergeFirst(segments.map((segment) => segment.walk(plan, order, cap + 1, now, priced)), order.desc, cap + 1);
      const ranked = candidates
        .slice(0, cap)
        .map((match, rank) => ({ match, rank, tier: tierOf(match.title, plan) }))
        .sort((a, b) => a.tier - b.tier || a.rank - b.rank);
      const offset = slices.othersLimit > 0 ? slices.othersOffset : 0;
      const page = ranked.slice(offset, offset + Math.max(slices.othersLimit, 1));
      if (slices.othersLimit > 0) ids.push(...page.map(({ match }) => match.id));
      others = page.length > 0 ? candidates.length : count();
    } else {
      const end = slices.othersOffset + slices.othersLimit;
      if (slices.othersLimit > 0) {
        const first = mergeFirst(segments.map((segment) => segment.walk(plan, order, end, now, priced)), order.desc, end);
        ids.push(...first.slice(slices.othersOffset).map((match) => match.id));
      }
      others = count();
    }
    return { ids, ...cappedTotal(boostedIds.length + others, cap) };
  }
}

function idIndex(segment: Segment): [Int32Array, Int32Array] {
  const order = Array.from({ length: segment.size }, (_, slot) => slot).sort((a, b) => segment.ids[a]! - segment.ids[b]!);
  return [Int32Array.from(order, (slot) => segment.ids[slot]!), Int32Array.from(order)];
}
