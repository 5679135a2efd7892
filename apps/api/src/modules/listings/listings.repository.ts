import type { Kysely } from 'kysely';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

export function createListingsRepository(db: Kysely<DB>) {
  return {
    /** The owner's user id, or null when there is no such listing (the owner-only routes' lookup). */
    async ownerOf(id: number): Promise<number | null> {
      const row = await db.selectFrom('listings').select('user_id').where('id', '=', id).executeTakeFirst();
      return row?.user_id ?? null;
    },
  };
}

export type ListingsRepository = Repository<ReturnType<typeof createListingsRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    listingsRepository: ListingsRepository;
  }
}

export const listingsRepositoryPlugin = repositoryPlugin('listings', 'listingsRepository', createListingsRepository);
