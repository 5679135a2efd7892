/**
 * The search index's sets of rows (search-index.ts, docs/decisions/032): posting lists
 * (rows ascending), bit sets ANDed as a walk goes, list columns, and the store of kept ones.
 */
import { keepRecent, recent } from '../../lib/recent-map.js';

/** Groups' bit sets (about 130 kB each at a million rows) and short lists a segment keeps, the least recently used going first. */
export const KEPT_GROUPS = 512;

/** What a generator of steps returns, its steps run at once. */
export function finished<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** What a generator of steps returns, `pause` waited between its steps. */
export async function stepped<T>(steps: Generator<void, T>, pause: () => Promise<void>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

/** The value kept under `key`, or the one `make` makes (then kept). */
export function kept<T>(store: Map<string, T>, key: string, make: () => T): T {
  return recent(store, key) ?? keepRecent(store, key, make(), KEPT_GROUPS);
}

/** The rows of a value held by more than 1/32 of the rows: as a bit set (n/8 bytes, less than their list's 4 bytes each), with their count. */
export interface DenseRows {
  bits: Uint32Array;
  count: number;
}

/** A value's rows: a sorted list of slots, or a bit set when the value is common. */
export type Posting = Int32Array | DenseRows;

/** How many rows a posting holds. */
export const postingSize = (posting: Posting): number => (posting instanceof Int32Array ? posting.length : posting.count);

/** Whether a posting holds `slot`: a bit's test, or a binary search of the sorted list. */
export function postingHas(posting: Posting, slot: number): boolean {
  if (!(posting instanceof Int32Array)) return (posting.bits[slot >>> 5]! & (1 << (slot & 31))) !== 0;
  let lo = 0;
  let hi = posting.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = posting[mid]!;
    if (at === slot) return true;
    if (at < slot) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/**
 * Each slot's values again, from postings (`postingsOf`'s inverse; a value once per row, in
 * no particular order): what a fold of the changes copies of a segment that kept its lists
 * only as postings.
 */
export function listsOfPostings(n: number, postings: ReadonlyMap<number, Posting>): { offsets: Uint32Array; values: Int32Array } {
  return finished(listsOfPostingsSteps(n, postings));
}

/** A step of `listsOfPostingsSteps` goes through about this many postings' rows. */
const POSTED_PER_STEP = 1 << 22;

/** `listsOfPostings` in steps (a million rows' words are about two seconds of work), yielding after about POSTED_PER_STEP rows of postings. */
export function* listsOfPostingsSteps(n: number, postings: ReadonlyMap<number, Posting>): Generator<void, { offsets: Uint32Array; values: Int32Array }> {
  const offsets = new Uint32Array(n + 1);
  let posted = 0;
  const each = (posting: Posting, visit: (slot: number) => void) => {
    if (posting instanceof Int32Array) {
      for (let i = 0; i < posting.length; i++) visit(posting[i]!);
      posted += posting.length;
    } else {
      eachBit([posting.bits], n, true, (slot) => {
        visit(slot);
        return false;
      });
      posted += n;
    }
  };
  for (const posting of postings.values()) {
    each(posting, (slot) => offsets[slot + 1]!++);
    if (posted >= POSTED_PER_STEP) {
      posted = 0;
      yield;
    }
  }
  for (let slot = 0; slot < n; slot++) offsets[slot + 1]! += offsets[slot]!;
  const values = new Int32Array(offsets[n]!);
  const filled = offsets.slice(0, n);
  for (const [value, posting] of postings) {
    each(posting, (slot) => (values[filled[slot]!++] = value));
    if (posted >= POSTED_PER_STEP) {
      posted = 0;
      yield;
    }
  }
  return { offsets, values };
}

/**
 * Integer keys to dense numbers 0, 1, 2... by open addressing. A `Map` boxed every key past
 * 2^30 (the word ids are 32-bit hashes): counting the postings of a million rows' words
 * spent seconds allocating them. Here the keys stay in an `Int32Array`.
 */
class DenseKeys {
  private keys = new Int32Array(1024);
  private numbers = new Int32Array(1024).fill(-1);
  private mask = 1023;
  readonly found: number[] = [];

  /** The key's number, given it if new. */
  numberOf(key: number): number {
    let at = Math.imul(key, 0x9e3779b1) & this.mask;
    for (;;) {
      const number = this.numbers[at]!;
      if (number === -1) break;
      if (this.keys[at] === key) return number;
      at = (at + 1) & this.mask;
    }
    const number = this.found.length;
    this.found.push(key);
    this.keys[at] = key;
    this.numbers[at] = number;
    if (this.found.length * 2 > this.mask) this.grow();
    return number;
  }

  private grow(): void {
    const size = (this.mask + 1) * 2;
    this.keys = new Int32Array(size);
    this.numbers = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    this.found.forEach((key, number) => {
      let at = Math.imul(key, 0x9e3779b1) & this.mask;
      while (this.numbers[at] !== -1) at = (at + 1) & this.mask;
      this.keys[at] = key;
      this.numbers[at] = number;
    });
  }
}

/**
 * Posting lists (slots ascending) of the values `each` emits for every slot; a value held by
 * more than 1/32 of the rows is kept as a bit set instead (docs/decisions/052).
 */
export function postingsOf(n: number, each: (slot: number, emit: (value: number) => void) => void): Map<number, Posting> {
  const keys = new DenseKeys();
  // each slot's values as their numbers, in order: the second pass reads them back
  let numbers = new Int32Array(Math.max(n, 16));
  let emitted = 0;
  const ends = new Uint32Array(n);
  const emit = (value: number) => {
    if (emitted === numbers.length) {
      const grown = new Int32Array(numbers.length * 2);
      grown.set(numbers);
      numbers = grown;
    }
    numbers[emitted++] = keys.numberOf(value);
  };
  for (let slot = 0; slot < n; slot++) {
    each(slot, emit);
    ends[slot] = emitted;
  }
  return finished(postingsOfNumbers(n, keys.found, numbers, ends, 0));
}

/** `postingsOf` a column of one value per slot, read in one loop (no call per value). */
export function valuePostings(n: number, column: ArrayLike<number>): Map<number, Posting> {
  const keys = new DenseKeys();
  const numbers = new Int32Array(n);
  const ends = new Uint32Array(n);
  for (let slot = 0; slot < n; slot++) {
    numbers[slot] = keys.numberOf(column[slot]!);
    ends[slot] = slot + 1;
  }
  return finished(postingsOfNumbers(n, keys.found, numbers, ends, 0));
}

/**
 * `postingsOf` a list per slot (row `slot`'s values `values[offsets[slot]]` up to
 * `values[offsets[slot + 1]]`), read in one loop: a million rows' lists hold some fifty
 * million values, and a call per value was most of the index's build. The values are
 * numbered in place and put back once the postings are made: a second array of their size
 * (the word ids' is some 270 MB at a million rows) was the index read's peak memory.
 */
export function listPostings(n: number, offsets: Uint32Array, values: Int32Array): Map<number, Posting> {
  return finished(listPostingsSteps(n, offsets, values));
}

/** A step of `listPostingsSteps` numbers this many values (less 1): a million rows' words are tens of millions. */
const NUMBERED_PER_STEP = 0x3fffff;

/** A step of `postingsOfNumbers` goes through this many slots (less 1). */
const SLOTS_PER_STEP = 0x3ffff;

/** `listPostings` in steps (a million rows' words are about a second of work), yielding between its passes over the values. */
export function* listPostingsSteps(n: number, offsets: Uint32Array, values: Int32Array): Generator<void, Map<number, Posting>> {
  const keys = new DenseKeys();
  const from = offsets[0]!;
  const end = offsets[n]!;
  for (let i = from; i < end; i++) {
    values[i] = keys.numberOf(values[i]!);
    if ((i & NUMBERED_PER_STEP) === NUMBERED_PER_STEP) yield;
  }
  try {
    yield;
    return yield* postingsOfNumbers(n, keys.found, values, offsets.subarray(1), from);
  } finally {
    const { found } = keys;
    for (let i = from; i < end; i++) values[i] = found[values[i]!]!;
  }
}

/** The postings of each slot's value numbers (`numbers[ends[slot - 1]]` up to `numbers[ends[slot]]`, from `from`), `found[number]` being the value. */
function* postingsOfNumbers(n: number, found: readonly number[], numbers: Int32Array, ends: Uint32Array, from: number): Generator<void, Map<number, Posting>> {
  const values = found.length;
  const counts = new Int32Array(values);
  const last = new Int32Array(values).fill(-1);
  // a value listed twice in one row is posted once
  for (let slot = 0, i = from; slot < n; slot++) {
    for (const end = ends[slot]!; i < end; i++) {
      const number = numbers[i]!;
      if (last[number] !== slot) {
        last[number] = slot;
        counts[number]!++;
      }
    }
    if ((slot & SLOTS_PER_STEP) === SLOTS_PER_STEP) yield;
  }
  yield;
  const dense = n >>> 5;
  const words = (n + 31) >>> 5;
  const lists: (Int32Array | null)[] = [];
  const bits: (Uint32Array | null)[] = [];
  for (let number = 0; number < values; number++) {
    const many = counts[number]! > dense;
    lists.push(many ? null : new Int32Array(counts[number]!));
    bits.push(many ? new Uint32Array(words) : null);
  }
  yield;
  const filled = new Int32Array(values);
  last.fill(-1);
  for (let slot = 0, i = from; slot < n; slot++) {
    for (const end = ends[slot]!; i < end; i++) {
      const number = numbers[i]!;
      if (last[number] === slot) continue;
      last[number] = slot;
      const list = lists[number];
      if (list) list[filled[number]!++] = slot;
      else bits[number]![slot >>> 5]! |= 1 << (slot & 31);
    }
    if ((slot & SLOTS_PER_STEP) === SLOTS_PER_STEP) yield;
  }
  const postings = new Map<number, Posting>();
  found.forEach((value, number) => postings.set(value, lists[number] ?? { bits: bits[number]!, count: counts[number]! }));
  return postings;
}

/** The first index whose price is >= `bound` (or > it, `after`) in ascending prices, no price (NaN) last. */
export function lowerBound(prices: Float64Array, bound: number, after: boolean): number {
  let lo = 0;
  let hi = prices.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const price = prices[mid]!;
    if (!Number.isNaN(price) && (after ? price <= bound : price < bound)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function sortedUnion(lists: Int32Array[], sorted: boolean): Int32Array {
  if (lists.length === 1 && sorted) return lists[0]!;
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

/** Sets the bits of a posting's rows (none: no row). */
export function orPosting(bits: Uint32Array, posting: Posting | undefined): void {
  if (posting === undefined) return;
  if (posting instanceof Int32Array) setBits(bits, posting);
  else for (let w = 0; w < bits.length; w++) bits[w]! |= posting.bits[w]!;
}

/** Clears the bits of a posting's rows (none: no row). */
export function clearPosting(bits: Uint32Array, posting: Posting | undefined): void {
  if (posting === undefined) return;
  if (posting instanceof Int32Array) for (let i = 0; i < posting.length; i++) bits[posting[i]! >>> 5]! &= ~(1 << (posting[i]! & 31));
  else for (let w = 0; w < bits.length; w++) bits[w]! &= ~posting.bits[w]!;
}

export function setBits(bits: Uint32Array, list: Int32Array): Uint32Array {
  for (let i = 0; i < list.length; i++) bits[list[i]! >>> 5]! |= 1 << (list[i]! & 31);
  return bits;
}

/** The bits of word `w` set in every one of `sets`: every row's (up to `size`) when there are none. */
function wordOfAll(sets: readonly Uint32Array[], w: number, size: number): number {
  if (sets.length === 0) return w < size >>> 5 ? -1 : (1 << (size & 31)) - 1;
  let word = sets[0]![w]!;
  for (let i = 1; i < sets.length && word !== 0; i++) word &= sets[i]![w]!;
  return word;
}

/**
 * Calls `visit` with each slot set in every one of `sets` (every slot when there are none),
 * ascending or descending, until it answers true: their words are ANDed as the walk reaches them.
 */
export function eachBit(sets: Uint32Array[], size: number, ascending: boolean, visit: (slot: number) => boolean): void {
  const words = (size + 31) >>> 5;
  const wordAt = (w: number) => wordOfAll(sets, w, size);
  if (ascending) {
    for (let w = 0; w < words; w++) {
      let word = wordAt(w);
      while (word !== 0) {
        const low = word & -word;
        if (visit((w << 5) + (31 - Math.clz32(low)))) return;
        word ^= low;
      }
    }
  } else {
    for (let w = words - 1; w >= 0; w--) {
      let word = wordAt(w);
      while (word !== 0) {
        const high = 31 - Math.clz32(word);
        if (visit((w << 5) + high)) return;
        word &= ~(1 << high);
      }
    }
  }
}

/** `slots` with room for twice as many (at least 16, at most `limit`). */
export function grown(slots: Int32Array, limit: number): Int32Array {
  const more = new Int32Array(Math.min(Math.max(slots.length * 2, 16), limit));
  more.set(slots);
  return more;
}

/** `word` without the bits of `mayLeaveOut`'s word `w` whose slot `leftOut` leaves out. */
function keptBits(word: number, w: number, mayLeaveOut: Uint32Array, leftOut: (slot: number) => boolean): number {
  let doubtful = word & mayLeaveOut[w]!;
  while (doubtful !== 0) {
    const low = doubtful & -doubtful;
    if (leftOut((w << 5) + (31 - Math.clz32(low)))) word ^= low;
    doubtful ^= low;
  }
  return word;
}

const popcount = (word: number) => {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
};

/**
 * The first `limit` slots set in every one of `sets` (every slot below `size` when there are
 * none) and not `leftOut`, ascending or descending (`eachBit` with a test and a list, a word
 * at a time): `leftOut` is asked only of the slots `mayLeaveOut` marks, a few in a hundred.
 * `room` is how many may match at most (the list's first length).
 */
export function takeBits(
  sets: readonly Uint32Array[],
  size: number,
  ascending: boolean,
  limit: number,
  room: number,
  mayLeaveOut: Uint32Array,
  leftOut: (slot: number) => boolean,
): Int32Array {
  const words = (size + 31) >>> 5;
  let found: Int32Array = new Int32Array(Math.max(Math.min(limit, room), 0));
  let taken = 0;
  for (let k = 0; k < words && taken < limit; k++) {
    const w = ascending ? k : words - 1 - k;
    let word = wordOfAll(sets, w, size);
    if (word === 0) continue;
    word = keptBits(word, w, mayLeaveOut, leftOut);
    while (taken + 32 > found.length && found.length < limit) found = grown(found, limit);
    const base = w << 5;
    if (ascending) {
      for (; word !== 0 && taken < limit; word ^= word & -word) found[taken++] = base + (31 - Math.clz32(word & -word));
    } else {
      for (; word !== 0 && taken < limit; word &= ~(1 << (31 - Math.clz32(word)))) found[taken++] = base + (31 - Math.clz32(word));
    }
  }
  return found.subarray(0, taken);
}

/** How many slots `takeBits` would take with no limit, counted up to `limit` (a word's bits at once). */
export function countBits(sets: readonly Uint32Array[], size: number, limit: number, mayLeaveOut: Uint32Array, leftOut: (slot: number) => boolean): number {
  const words = (size + 31) >>> 5;
  let count = 0;
  for (let w = 0; w < words && count < limit; w++) {
    const word = wordOfAll(sets, w, size);
    if (word !== 0) count += popcount(keptBits(word, w, mayLeaveOut, leftOut));
  }
  return Math.min(count, limit);
}

/** Below this many rows a key's rank and a tie (each under it) pack exactly into one float64. */
const PACKED = 2 ** 22;
/** Integer keys spread over less than this are packed as they are (times PACKED, still below 2^53). */
const INTEGER_SPAN = 2 ** 30;

/**
 * `slots` ordered by `keyOf` ascending (NaN last), equal keys by `tieOf` ascending, in place.
 * Each slot's key rank and tie (an integer rank below the slots' count: a slot, or the rank
 * of its id) are packed into one float and the floats sorted natively: the same order a
 * comparator gives, which over a million rows took seconds per order. `slotOfTie` turns a
 * tie back into its slot.
 */
export function sortSlots(slots: Int32Array, keyOf: (slot: number) => number, tieOf: (slot: number) => number, slotOfTie: (tie: number) => number): Int32Array {
  const packed = packedKeys(slots, keyOf, tieOf);
  if (!packed) return slots.sort(comparedSlots(keyOf, tieOf));
  packed.sort();
  for (let i = 0; i < slots.length; i++) slots[i] = slotOfTie(packed[i]! % PACKED);
  return slots;
}

/**
 * The first `count` of `slots` in `sortSlots`'s order, or in its reverse (`descending`), in
 * place at the start of `slots` (the rest of `slots` is left as it falls). Only those are sorted: the others are set apart by a
 * selection first. A keyword's matches in a price order were all sorted to give the first
 * thousand (1.4 ms for `คอนโด อโศก` at a million rows).
 */
export function firstSlots(slots: Int32Array, count: number, descending: boolean, keyOf: (slot: number) => number, tieOf: (slot: number) => number, slotOfTie: (tie: number) => number): Int32Array {
  const n = slots.length;
  const take = Math.min(count, n);
  const packed = packedKeys(slots, keyOf, tieOf);
  if (!packed) {
    slots.sort(comparedSlots(keyOf, tieOf));
    if (descending) slots.reverse();
    return slots.subarray(0, take);
  }
  // the `take` smallest (ascending) or largest (descending) keys, then only they are sorted
  const from = descending ? n - take : 0;
  if (take < n) selectSmallest(packed, descending ? from : take);
  const chosen = packed.subarray(from, from + take).sort();
  if (descending) chosen.reverse();
  for (let i = 0; i < take; i++) slots[i] = slotOfTie(chosen[i]! % PACKED);
  return slots.subarray(0, take);
}

/** `sortSlots`'s order as a comparator (past PACKED rows, where the keys do not pack). */
function comparedSlots(keyOf: (slot: number) => number, tieOf: (slot: number) => number) {
  return (a: number, b: number): number => {
      const ka = keyOf(a);
      const kb = keyOf(b);
      if (ka !== kb && !(Number.isNaN(ka) && Number.isNaN(kb))) {
        if (Number.isNaN(ka)) return 1;
        if (Number.isNaN(kb)) return -1;
        return ka - kb;
      }
      return tieOf(a) - tieOf(b);
  };
}

/**
 * Each slot's key rank and tie packed into one float (`sortSlots`), in `slots`' order: the
 * floats order as the slots do. Null from PACKED rows on.
 */
function packedKeys(slots: Int32Array, keyOf: (slot: number) => number, tieOf: (slot: number) => number): Float64Array | null {
  const n = slots.length;
  if (n >= PACKED) return null;
  const keys = new Float64Array(n);
  let min = Infinity;
  let max = -Infinity;
  let integers = true;
  for (let i = 0; i < n; i++) {
    const key = (keys[i] = keyOf(slots[i]!));
    if (Number.isNaN(key)) continue;
    if (key < min) min = key;
    if (key > max) max = key;
    if (integers && !Number.isInteger(key)) integers = false;
  }
  // no key at all (every row without the price): each ranks last, by its tie
  if (min > max) min = max = 0;
  const packed = keys;
  if (integers && max - min < INTEGER_SPAN) {
    // integer keys (ids, whole prices) are their own rank once `min` is taken off: no ranking pass
    const last = max - min + 1;
    for (let i = 0; i < n; i++) {
      const key = keys[i]!;
      packed[i] = (Number.isNaN(key) ? last : key - min) * PACKED + tieOf(slots[i]!);
    }
    return packed;
  }
  // the distinct keys ascending (a typed array's own sort puts NaN last)
  const distinct = keys.slice().sort();
  let count = 0;
  for (let i = 0; i < n && !Number.isNaN(distinct[i]!); i++) if (count === 0 || distinct[i] !== distinct[count - 1]) distinct[count++] = distinct[i]!;
  for (let i = 0; i < n; i++) {
    const key = keys[i]!;
    let rank = count;
    if (!Number.isNaN(key)) {
      let lo = 0;
      let hi = count - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (distinct[mid]! < key) lo = mid + 1;
        else hi = mid;
      }
      rank = lo;
    }
    packed[i] = rank * PACKED + tieOf(slots[i]!);
  }
  return packed;
}

/** Reorders `values` so that its first `k` are its `k` smallest, in no order (Hoare's selection, the pivot a median of three). */
export function selectSmallest(values: Float64Array, k: number): void {
  const target = k - 1;
  let lo = 0;
  let hi = values.length - 1;
  while (hi > lo && target >= lo && target <= hi) {
    const a = values[lo]!;
    const b = values[(lo + hi) >>> 1]!;
    const c = values[hi]!;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swapped = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swapped;
      }
    }
    // lo..j are at most the pivot, i..hi at least, and between them the pivot alone
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return;
  }
}
