import type { Kysely } from 'kysely';
import type { ListingEventKind } from '@baandee/domain';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

export function createListingEventsRepository(db: Kysely<DB>) {
  return {
    async record(listingId: number, ownerId: number, kind: ListingEventKind): Promise<void> {
      await db.insertInto('listing_events').values({ listing_id: listingId, owner_id: ownerId, kind }).execute();
    },

    /**
     * One view: the listing's running count and the day's event in one statement. The
     * listings trigger leaves updated_at alone when only view_count moves (migration 0006).
     */
    async recordView(listingId: number, ownerId: number): Promise<void> {
      await db
        .with('event', (qb) => qb.insertInto('listing_events').values({ listing_id: listingId, owner_id: ownerId, kind: 'view' }))
        .updateTable('listings')
        .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
        .where('id', '=', listingId)
        .execute();
    },
  };
}

export type ListingEventsRepository = Repository<ReturnType<typeof createListingEventsRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    listingEventsRepository: ListingEventsRepository;
  }
}

export const listingEventsRepositoryPlugin = repositoryPlugin('listing-events', 'listingEventsRepository', createListingEventsRepository);
