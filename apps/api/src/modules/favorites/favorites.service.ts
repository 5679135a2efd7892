import type { FastifyInstance } from 'fastify';
import type { ListingCardPage } from '@baandee/contracts';
import { listingMissing } from '../../lib/errors.js';

/**
 * Adds a published listing to the user's favourites, or takes it out when it is there.
 * Safe under a double click: the add is an insert that skips an existing row, and the
 * call that found the row there removes it, so two toggles at once never fail. A
 * favourite of a listing that has since left the site can still be taken out.
 */
export async function toggleFavorite(app: Pick<FastifyInstance, 'db' | 'favoritesRepository' | 'listingEventsRepository'>, userId: number, listingId: number): Promise<{ announce_id: number; favorite: boolean }> {
  const repo = app.favoritesRepository;
  const ownerId = await repo.publishedOwner(listingId);
  if (ownerId === null) {
    if (await repo.remove(userId, listingId)) return { announce_id: listingId, favorite: false };
    throw listingMissing();
  }
  const added = await app.db.transaction().execute(async (trx) => {
    if (!(await repo.in(trx).add(userId, listingId))) return false;
    await app.listingEventsRepository.in(trx).record(listingId, ownerId, 'favorite');
    return true;
  });
  if (added) return { announce_id: listingId, favorite: true };
  await repo.remove(userId, listingId);
  return { announce_id: listingId, favorite: false };
}

export function favoritesPage(app: Pick<FastifyInstance, 'listingCardsRepository'>, userId: number, page: number): Promise<ListingCardPage> {
  return app.listingCardsRepository.favoritesPage(userId, page);
}
