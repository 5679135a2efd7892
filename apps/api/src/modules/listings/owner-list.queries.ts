import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The owner's own list: which listings are on a page, with what only the owner sees (the cards come from listing-cards). */
export function createOwnerListQueries(db: Kysely<DB>) {
  return {
    /** The owner's listings, newest first. */
    async ownerPage(userId: number, page: number, perPage: number) {
      const base = db.selectFrom('listings as l').where('l.user_id', '=', userId);
      const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
      const rows = await base
        .select(['l.id', 'l.status', 'l.moderation_reason', 'l.expires_at', 'l.boosted_until'])
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      return { total, rows };
    },
  };
}
