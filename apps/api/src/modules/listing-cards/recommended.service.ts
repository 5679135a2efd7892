import type { FastifyInstance } from 'fastify';
import { RECOMMENDED_MAX, type ListingCard } from '@baandee/contracts';
import { readsFor } from '../../db/repository.js';

/**
 * The recommended list (home page, Recommended tab): the ranking is computed for the
 * longest list asked for and reused for RECOMMENDED_CACHE_SECONDS, since every visitor
 * sees the same order; the cards (prices, status, the viewer's favourites) are read
 * fresh on every call, so a listing that left the site in the meantime drops out. The
 * ranking and an anonymous visitor's cards are read from the replica (docs/decisions/025).
 */
export function recommendedListings(app: Pick<FastifyInstance, 'config' | 'listingCardsRepository'>) {
  let ranking: { ids: Promise<number[]>; until: number } | null = null;

  function rankedIds(): Promise<number[]> {
    const now = Date.now();
    if (ranking && now < ranking.until) return ranking.ids;
    const ids = app.listingCardsRepository.replica.recommendedIds(RECOMMENDED_MAX);
    ranking = { ids, until: now + app.config.RECOMMENDED_CACHE_SECONDS * 1000 };
    ids.catch(() => {
      ranking = null; // a failed ranking is not kept
    });
    return ids;
  }

  return async (viewerId: number | null, limit: number): Promise<ListingCard[]> => {
    const cards = await readsFor(app.listingCardsRepository, viewerId).byIds((await rankedIds()).slice(0, limit), viewerId);
    return cards.filter((card) => card.status === 'publish');
  };
}
