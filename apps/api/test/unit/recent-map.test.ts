import { describe, expect, it } from 'vitest';
import { keepRecent, recent } from '../../src/lib/recent-map.js';

/** The bound every in-memory cache of the server keeps (kept queries, search answers, cards, pages, the index's sets). */
describe('recent-map', () => {
  it('lets the least recently used entry go first once the map holds more than its limit', () => {
    const map = new Map<string, number>();
    keepRecent(map, 'a', 1, 3);
    keepRecent(map, 'b', 2, 3);
    keepRecent(map, 'c', 3, 3);
    expect(recent(map, 'a')).toBe(1); // read: now the most recent
    keepRecent(map, 'd', 4, 3);
    expect([...map.keys()]).toEqual(['c', 'a', 'd']);
    expect(recent(map, 'b')).toBeUndefined();
  });

  it('sets a key again in place of its old value, letting nothing else go', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    expect(keepRecent(map, 'a', 10, 2)).toBe(10);
    expect([...map]).toEqual([
      ['b', 2],
      ['a', 10],
    ]);
  });

  it('trims a map that grew past a lowered limit down to it, oldest first', () => {
    const map = new Map(Array.from({ length: 5 }, (_, i) => [i, i]));
    keepRecent(map, 5, 5, 2);
    expect([...map.keys()]).toEqual([4, 5]);
  });
});
