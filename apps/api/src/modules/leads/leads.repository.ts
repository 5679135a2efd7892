import type { Insertable, Kysely } from 'kysely';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';
import type { ListingLeadsTable } from '../../db/tables/listings.js';

export function createLeadsRepository(db: Kysely<DB>) {
  return {
    /** A published listing with its owner and contact address; undefined for any other listing. */
    publishedListing: (listingId: number) =>
      db
        .selectFrom('listings as l')
        .select(['l.id', 'l.user_id', 'l.announce_title', 'l.contact_email'])
        .where('l.id', '=', listingId)
        .where('l.status', '=', 'publish')
        .executeTakeFirst(),

    async insert(lead: Insertable<ListingLeadsTable>): Promise<void> {
      await db.insertInto('listing_leads').values(lead).execute();
    },
  };
}

export type LeadsRepository = Repository<ReturnType<typeof createLeadsRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    leadsRepository: LeadsRepository;
  }
}

export const leadsRepositoryPlugin = repositoryPlugin('leads', 'leadsRepository', createLeadsRepository);
