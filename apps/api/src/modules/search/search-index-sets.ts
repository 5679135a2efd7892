/**
 * The search index's sets of rows (search-index.ts, docs/decisions/032): posting lists
 * (rows ascending), bit sets ANDed as a walk goes, list columns, and the store of kept ones.
 */

/** Groups' bit sets (about 130 kB each at a million rows) and short lists a segment keeps, the least recently used going first. */
export const KEPT_GROUPS = 512;

/** The value kept under `key`, or the one `make` makes (then kept). */
export function kept<T>(store: Map<string, T>, key: string, make: () => T): T {
  const found = store.get(key);
  if (found !== undefined) {
    store.delete(key);
    store.set(key, found);
    return found;
  }
  const made = make();
  if (store.size >= KEPT_GROUPS) store.delete(store.keys().next().value!);
  store.set(key, made);
  return made;
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

/**
 * Posting lists (slots ascending) of the values `each` emits for every slot; a value held by
 * more than 1/32 of the rows is kept as a bit set instead (docs/decisions/052).
 */
export function postingsOf(n: number, each: (slot: number, emit: (value: number) => void) => void): Map<number, Posting> {
  const counts = new Map<number, number>();
  for (let slot = 0; slot < n; slot++) each(slot, (value) => counts.set(value, (counts.get(value) ?? 0) + 1));
  const dense = n >>> 5;
  const words = (n + 31) >>> 5;
  const postings = new Map<number, { slots: Int32Array | null; bits: Uint32Array | null; at: number; last: number }>();
  for (const [value, count] of counts) {
    postings.set(value, count > dense ? { slots: null, bits: new Uint32Array(words), at: 0, last: -1 } : { slots: new Int32Array(count), bits: null, at: 0, last: -1 });
  }
  for (let slot = 0; slot < n; slot++) {
    each(slot, (value) => {
      const posting = postings.get(value)!;
      // a value listed twice in one row is posted once
      if (posting.last === slot) return;
      posting.last = slot;
      posting.at++;
      if (posting.bits) posting.bits[slot >>> 5]! |= 1 << (slot & 31);
      else posting.slots![posting.at - 1] = slot;
    });
  }
  return new Map(
    [...postings].map(([value, { slots, bits, at }]): [number, Posting] => [value, bits ? { bits, count: at } : at === slots!.length ? slots! : slots!.slice(0, at)]),
  );
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

export function setBits(bits: Uint32Array, list: Int32Array): Uint32Array {
  for (let i = 0; i < list.length; i++) bits[list[i]! >>> 5]! |= 1 << (list[i]! & 31);
  return bits;
}

/**
 * Calls `visit` with each slot set in every one of `sets`, ascending or descending, until it
 * answers true: their words are ANDed as the walk reaches them.
 */
export function eachBit(sets: Uint32Array[], size: number, ascending: boolean, visit: (slot: number) => boolean): void {
  const words = (size + 31) >>> 5;
  const [first, ...rest] = sets;
  const wordAt = (w: number) => {
    let word = first![w]!;
    for (let i = 0; i < rest.length && word !== 0; i++) word &= rest[i]![w]!;
    return word;
  };
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
