import { describe, expect, it } from 'vitest';
import type { ListingCard } from '@baandee/contracts';
import { CARD_CACHE_MS, createCardCache, type KeptCard } from '../../src/modules/listing-cards/card-cache.js';

/** Anonymous visitors' kept cards (docs/decisions/032): read once, dropped on change, never older than a drop. */

const NOW = Date.UTC(2026, 10, 29, 12);
const card = (id: number, rent: number) => ({ id, rent_price: rent, boosted: false }) as unknown as ListingCard;

function reader(rents: Map<number, number>, boostEnds: Map<number, number> = new Map()) {
  const reads: number[][] = [];
  return {
    reads,
    read: async (ids: number[]): Promise<KeptCard[]> => {
      reads.push(ids);
      return ids.filter((id) => rents.has(id)).map((id) => ({ card: card(id, rents.get(id)!), boostedUntilMs: boostEnds.get(id) ?? null }));
    },
  };
}

describe('card cache', () => {
  it('reads only the cards it does not keep, in the order asked, leaving out missing listings', async () => {
    const cache = createCardCache();
    const { read, reads } = reader(new Map([[1, 100], [2, 200], [3, 300]]));
    expect((await cache.cards([2, 1], read, NOW)).map((c) => c.id)).toEqual([2, 1]);
    expect((await cache.cards([3, 9, 2, 1], read, NOW)).map((c) => c.id)).toEqual([3, 2, 1]);
    expect(reads).toEqual([[2, 1], [3, 9]]);
  });

  it('reads a card again once its listing changed, or after CARD_CACHE_MS', async () => {
    const cache = createCardCache();
    const rents = new Map([[1, 100]]);
    const { read, reads } = reader(rents);
    await cache.cards([1], read, NOW);
    rents.set(1, 150);
    expect((await cache.cards([1], read, NOW))[0]!.rent_price).toBe(100);
    cache.drop([1]);
    expect((await cache.cards([1], read, NOW))[0]!.rent_price).toBe(150);
    rents.set(1, 175);
    expect((await cache.cards([1], read, NOW + CARD_CACHE_MS))[0]!.rent_price).toBe(175);
    expect(reads.length).toBe(3);
  });

  it('does not keep a card read while its listing changed', async () => {
    const cache = createCardCache();
    const rents = new Map([[1, 100]]);
    let release!: () => void;
    const slow = async (ids: number[]) => {
      const answer = ids.map((id) => ({ card: card(id, rents.get(id)!), boostedUntilMs: null }));
      await new Promise<void>((resolve) => (release = resolve));
      return answer;
    };
    const pending = cache.cards([1], slow, NOW);
    cache.drop([1]);
    release();
    expect((await pending)[0]!.rent_price).toBe(100);
    rents.set(1, 120);
    const { read } = reader(rents);
    expect((await cache.cards([1], read, NOW))[0]!.rent_price).toBe(120);
  });

  it('shows the boost badge while the boost runs', async () => {
    const cache = createCardCache();
    const { read } = reader(new Map([[1, 100]]), new Map([[1, NOW + 1000]]));
    expect((await cache.cards([1], read, NOW))[0]!.boosted).toBe(true);
    expect((await cache.cards([1], read, NOW + 1000))[0]!.boosted).toBe(false);
  });

  it('serves a kept card as the same frozen object each time, one per boost state, so its bytes can be kept beside it', async () => {
    const cache = createCardCache();
    const { read } = reader(new Map([[1, 100], [2, 200]]), new Map([[1, NOW + 1000]]));
    const [first] = await cache.cards([1], read, NOW);
    const [again, other] = await cache.cards([1, 2], read, NOW + 10);
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => ((first as { rent_price: number }).rent_price = 1)).toThrow(TypeError);
    const [ended] = await cache.cards([1], read, NOW + 1000);
    expect(ended).not.toBe(first);
    expect(ended!.boosted).toBe(false);
    expect((await cache.cards([2], read, NOW + 20))[0]).toBe(other);
    cache.drop([1]);
    expect((await cache.cards([1], read, NOW + 1000))[0]).not.toBe(ended);
  });
});
