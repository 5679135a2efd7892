import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/db/seed/demo/random.js';
import { countBits, firstSlots, listPostings, listsOfPostings, postingHas, postingsOf, sortSlots, takeBits, valuePostings } from '../../src/modules/search/search-index-sets.js';

/**
 * The search index's sets (docs/decisions/052): the orders sorted natively from packed
 * (rank, tie) floats are the comparator's; the postings answer membership and give each
 * row's values back.
 */
describe('search index sets', () => {
  it('sorts slots by key (no key last), equal keys by tie, as the comparator does; and gives the first of either end alone', () => {
    const random = seededRandom(7);
    // fractions (keys ranked), and whole numbers (keys packed as they are: ids, whole prices)
    const keySets = [
      [NaN, -0, 0, 1.5, 2, 1e9, -3.25, 7],
      [NaN, -0, 0, 2, -40, 7, 1_000_000, 999_999],
      // no key at all: rows without the price
      [NaN],
    ];
    for (const [n, keySet] of [0, 1, 2, 50, 3000].flatMap((n) => keySets.map((keySet) => [n, keySet] as const))) {
      // few distinct keys (many ties), NaN among them, negative zero
      const keys = Float64Array.from({ length: n }, () => random.pick(keySet));
      const ties = Int32Array.from({ length: n }, (_, slot) => slot);
      for (let i = n - 1; i > 0; i--) {
        const j = random.int(0, i);
        [ties[i], ties[j]] = [ties[j]!, ties[i]!];
      }
      const slotOfTie = new Int32Array(n);
      ties.forEach((tie, slot) => (slotOfTie[tie] = slot));
      const slots = Int32Array.from({ length: n }, (_, i) => n - 1 - i);
      const expected = Array.from(slots).sort((a, b) => {
        const [ka, kb] = [keys[a]!, keys[b]!];
        if (Number.isNaN(ka) !== Number.isNaN(kb)) return Number.isNaN(ka) ? 1 : -1;
        if (!Number.isNaN(ka) && ka !== kb) return ka - kb;
        return ties[a]! - ties[b]!;
      });
      expect(Array.from(sortSlots(slots.slice(), (slot) => keys[slot]!, (slot) => ties[slot]!, (tie) => slotOfTie[tie]!))).toEqual(expected);
      // the first few, many or all of either end (a price order's first page, first thousand, every match)
      for (const count of [0, 1, 10, n >> 1, n - 1, n, n + 5]) {
        const first = (descending: boolean) => Array.from(firstSlots(slots.slice(), count, descending, (slot) => keys[slot]!, (slot) => ties[slot]!, (tie) => slotOfTie[tie]!));
        expect(first(false)).toEqual(expected.slice(0, Math.max(count, 0)));
        expect(first(true)).toEqual(expected.slice().reverse().slice(0, Math.max(count, 0)));
      }
    }
  });

  it('answers whether a posting holds a row, and gives each row its values back, in lists and bit sets', () => {
    const random = seededRandom(8);
    const n = 2000;
    // value 1 in most rows (a bit set), the others in few (lists); a value twice in a row counts once
    const rows = Array.from({ length: n }, () => [...(random.chance(0.8) ? [1, 1] : []), ...[2, 3, 4, 5].filter(() => random.chance(0.01))]);
    const postings = postingsOf(n, (slot, emit) => rows[slot]!.forEach(emit));
    // the same postings from the rows as id lists (a list column), and of each row's first value (a one-value column)
    const listOffsets = Uint32Array.from([0, ...rows.map((_, slot) => rows.slice(0, slot + 1).reduce((sum, row) => sum + row.length, 0))]);
    const listValues = Int32Array.from(rows.flat());
    expect(listPostings(n, listOffsets, listValues)).toEqual(postings);
    // the lists are numbered in place while the postings are made, and given back as they were
    expect(Array.from(listValues)).toEqual(rows.flat());
    const firsts = rows.map((row) => row[0] ?? -1);
    expect(valuePostings(n, firsts)).toEqual(postingsOf(n, (slot, emit) => emit(firsts[slot]!)));
    expect(postings.get(1)).not.toBeInstanceOf(Int32Array);
    expect(postings.get(2)).toBeInstanceOf(Int32Array);
    for (const [value, posting] of postings) {
      for (let slot = 0; slot < n; slot++) expect(postingHas(posting, slot)).toBe(rows[slot]!.includes(value));
    }
    const { offsets, values } = listsOfPostings(n, postings);
    for (let slot = 0; slot < n; slot++) {
      expect(Array.from(values.subarray(offsets[slot]!, offsets[slot + 1]!)).sort()).toEqual([...new Set(rows[slot])].sort());
    }
  });
  it('takes and counts the rows set in every filter\'s bits, a word at a time, leaving out the doubtful rows the test leaves out', () => {
    const random = seededRandom(11);
    for (const size of [0, 1, 31, 32, 33, 64, 1000, 4099]) {
      const words = (size + 31) >>> 5;
      const bitsOf = (share: number) => {
        const bits = new Uint32Array(words);
        for (let slot = 0; slot < size; slot++) if (random.chance(share)) bits[slot >>> 5]! |= 1 << (slot & 31);
        return bits;
      };
      // rows whose boost may run or that were dropped; of them, those left out now
      const mayLeaveOut = bitsOf(0.1);
      const leftOut = new Set(Array.from({ length: size }, (_, slot) => slot).filter((slot) => (mayLeaveOut[slot >>> 5]! >>> (slot & 31)) & 1 && random.chance(0.5)));
      const asked: number[] = [];
      const test = (slot: number) => {
        asked.push(slot);
        return leftOut.has(slot);
      };
      // no filter (every row), one, several (one of them full: the top bit of every word set)
      for (const sets of [[], [bitsOf(0.5)], [bitsOf(0.7), bitsOf(0.9), new Uint32Array(words).fill(0xffffffff)]]) {
        const expected = Array.from({ length: size }, (_, slot) => slot).filter((slot) => !leftOut.has(slot) && sets.every((bits) => (bits[slot >>> 5]! >>> (slot & 31)) & 1));
        for (const limit of [0, 1, 5, 33, expected.length, expected.length + 1, 1001]) {
          expect(Array.from(takeBits(sets, size, true, limit, size, mayLeaveOut, test))).toEqual(expected.slice(0, limit));
          // descending, with less room than the answer needs at first
          expect(Array.from(takeBits(sets, size, false, limit, 1, mayLeaveOut, test))).toEqual(expected.slice().reverse().slice(0, limit));
          expect(countBits(sets, size, limit, mayLeaveOut, test)).toBe(Math.min(expected.length, limit));
        }
      }
      // only doubtful rows are tested
      expect(asked.every((slot) => (mayLeaveOut[slot >>> 5]! >>> (slot & 31)) & 1)).toBe(true);
    }
  });
});
