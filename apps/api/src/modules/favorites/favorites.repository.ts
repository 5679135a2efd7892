import type { Kysely } from 'kysely';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

export function createFavoritesRepository(db: Kysely<DB>) {
  return {
    /** The owner of the listing when it is published (what may be added), else null. */
    async publishedOwner(listingId: number): Promise<number | null> {
      const row = await db
        .selectFrom('listings')
        .select('user_id')
        .where('id', '=', listingId)
        .where('status', '=', 'publish')
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    /** Adds it unless it is there already; answers whether this call added it. */
    async add(userId: number, listingId: number): Promise<boolean> {
      const added = await db
        .insertInto('favorites')
        .values({ user_id: userId, listing_id: listingId })
        .onConflict((oc) => oc.columns(['user_id', 'listing_id']).doNothing())
        .returning('listing_id')
        .executeTakeFirst();
      return added !== undefined;
    },

    /** Answers whether there was one to remove. */
    async remove(userId: number, listingId: number): Promise<boolean> {
      const removed = await db
        .deleteFrom('favorites')
        .where('user_id', '=', userId)
        .where('listing_id', '=', listingId)
        .executeTakeFirst();
      return removed.numDeletedRows > 0n;
    },
  };
}

export type FavoritesRepository = Repository<ReturnType<typeof createFavoritesRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    favoritesRepository: FavoritesRepository;
  }
}

export const favoritesRepositoryPlugin = repositoryPlugin('favorites', 'favoritesRepository', createFavoritesRepository);
