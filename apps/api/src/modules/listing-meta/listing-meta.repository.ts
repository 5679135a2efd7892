import type { Kysely } from 'kysely';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

/** What a shared link's preview shows of a published listing. */
export interface ListingMeta {
  title: string | null;
  description: string | null;
  /** The cover photo's URL as stored (relative to the site for the local storage). */
  cover: string | null;
}

export function createListingMetaRepository(db: Kysely<DB>) {
  return {
    /** The title, description and cover of a published listing; null for any other id or status. */
    async publicListingMeta(id: number): Promise<ListingMeta | null> {
      const row = await db
        .selectFrom('listings')
        .select((eb) => [
          'announce_title as title',
          'announce_description as description',
          eb
            .selectFrom('listing_images')
            .select('url')
            .whereRef('listing_images.listing_id', '=', 'listings.id')
            .where('listing_images.role', '=', 'cover')
            .orderBy('listing_images.position')
            .limit(1)
            .as('cover'),
        ])
        .where('id', '=', id)
        .where('status', '=', 'publish')
        .executeTakeFirst();
      return row ?? null;
    },
  };
}

export type ListingMetaRepository = Repository<ReturnType<typeof createListingMetaRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    listingMetaRepository: ListingMetaRepository;
  }
}

export const listingMetaRepositoryPlugin = repositoryPlugin('listing-meta', 'listingMetaRepository', createListingMetaRepository);
