import { sql, type Insertable, type Kysely } from 'kysely';
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

    /** A page of the leads about the owner's listings, newest first, with their listing's title. */
    ownerPage: (ownerId: number, options: { unreadOnly: boolean; limit: number; offset: number }) => {
      let query = db
        .selectFrom('listing_leads as d')
        .innerJoin('listings as l', 'l.id', 'd.listing_id')
        .select(['d.id', 'd.listing_id', 'l.announce_title', 'd.name', 'd.email', 'd.phone', 'd.message', 'd.created_at', 'd.read_at'])
        .where('d.owner_id', '=', ownerId);
      if (options.unreadOnly) query = query.where('d.read_at', 'is', null);
      return query.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').limit(options.limit).offset(options.offset).execute();
    },

    async ownerCounts(ownerId: number): Promise<{ total: number; unread: number }> {
      const row = await db
        .selectFrom('listing_leads')
        .select([sql<number>`count(*)::int`.as('total'), sql<number>`count(*) filter (where read_at is null)::int`.as('unread')])
        .where('owner_id', '=', ownerId)
        .executeTakeFirstOrThrow();
      return row;
    },

    /** Marks the owner's lead read (once: a second call keeps the first time); false when the owner has no such lead. */
    async markRead(ownerId: number, leadId: string): Promise<boolean> {
      const row = await db
        .updateTable('listing_leads')
        .set({ read_at: sql<Date>`coalesce(read_at, now())` })
        .where('id', '=', leadId)
        .where('owner_id', '=', ownerId)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
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
