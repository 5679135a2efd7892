import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { ListingStatus } from '@baandee/domain';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

/** A queue's search and date range: `from` included, `to` excluded (the day after the last). */
export interface QueueFilter {
  q?: string;
  from?: Date;
  to?: Date;
}

/** An ILIKE pattern finding `text` anywhere, its own wildcards taken literally. */
export const likePattern = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createAdminRepository(db: Kysely<DB>) {
  return {
    /** Counts as int (int4): a count(*) is int8, which the driver reads as a string. */
    userCounts: () =>
      db
        .selectFrom('users')
        .select([
          sql<number>`(count(*) filter (where status <> 'deleted'))::int`.as('total'),
          sql<number>`(count(*) filter (where status = 'active'))::int`.as('active'),
          sql<number>`(count(*) filter (where status = 'banned'))::int`.as('banned'),
          sql<number>`(count(*) filter (where role = 'admin'))::int`.as('admins'),
        ])
        .executeTakeFirstOrThrow(),

    /** The searches of the last `days` days: all, those that found nothing, and the keywords that found nothing most often. */
    async searchOutcomes(days: number, top: number) {
      const since = sql<Date>`now() - make_interval(days => ${days})`;
      const counts = await db
        .selectFrom('search_logs')
        .select([sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) filter (where result_count = 0))::int`.as('zeroResults')])
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      const keywords = await db
        .selectFrom('search_logs')
        .select([sql<string>`lower(trim(keyword))`.as('keyword'), sql<number>`count(*)::int`.as('count')])
        .where('created_at', '>', since)
        .where('result_count', '=', 0)
        .where(sql<boolean>`coalesce(trim(keyword), '') <> ''`)
        .groupBy(sql`lower(trim(keyword))`)
        .orderBy(sql`count(*)`, 'desc')
        .orderBy(sql`lower(trim(keyword))`)
        .limit(top)
        .execute();
      return { ...counts, topZeroKeywords: keywords };
    },

    /** What waits for an admin's decision: listings submitted for review, payments with a slip to check, visitors' reports. */
    queueCounts: async () => {
      const [listings, payments, reports] = await Promise.all([
        db.selectFrom('listings').select(sql<number>`count(*)::int`.as('total')).where('status', '=', 'pending').executeTakeFirstOrThrow(),
        db.selectFrom('payments').select(sql<number>`count(*)::int`.as('total')).where('status', '=', 'awaiting_approval').executeTakeFirstOrThrow(),
        db.selectFrom('listing_reports').select(sql<number>`count(*)::int`.as('total')).where('status', '=', 'open').executeTakeFirstOrThrow(),
      ]);
      return { pendingListings: listings.total, awaitingPayments: payments.total, openReports: reports.total };
    },

    /**
     * Listings in a status with their photos and owner: for pending, what waits longest
     * first (submitted_at); otherwise the latest change first.
     */
    async listingQueue(status: ListingStatus, page: number, perPage: number, filter: QueueFilter & { estateTypeId?: number } = {}) {
      const search = filter.q ? likePattern(filter.q) : null;
      const id = filter.q && /^\d{1,9}$/.test(filter.q.trim()) ? Number(filter.q.trim()) : null;
      const base = db
        .selectFrom('listings as l')
        .where('l.status', '=', status)
        .$if(search !== null, (q) =>
          q.where((eb) =>
            eb.or([
              eb('l.announce_title', 'ilike', search!),
              eb.exists(eb.selectFrom('users as o').select('o.id').whereRef('o.id', '=', 'l.user_id').where('o.email', 'ilike', search!)),
              ...(id === null ? [] : [eb('l.id', '=', id)]),
            ]),
          ),
        )
        .$if(filter.estateTypeId !== undefined, (q) => q.where('l.estate_type_id', '=', filter.estateTypeId!))
        // the day it was sent for review (or made, for one never sent)
        .$if(filter.from !== undefined, (q) => q.where(sql`coalesce(l.submitted_at, l.created_at)`, '>=', filter.from!))
        .$if(filter.to !== undefined, (q) => q.where(sql`coalesce(l.submitted_at, l.created_at)`, '<', filter.to!));
      const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
      const rows = await base
        .select(['l.id', 'l.moderation_reason', 'l.submitted_at'])
        .select((eb) => [
          jsonArrayFrom(
            eb
              .selectFrom('listing_images as i')
              .select(['i.url', 'i.thumb_url', 'i.large_url'])
              .whereRef('i.listing_id', '=', 'l.id')
              .where('i.role', 'is not', null)
              .orderBy('i.role', 'desc')
              .orderBy('i.position'),
          ).as('images'),
          jsonObjectFrom(eb.selectFrom('users as u').select(['u.id', 'u.email', 'u.firstname', 'u.lastname', 'u.phone', 'u.company_name']).whereRef('u.id', '=', 'l.user_id')).as('owner'),
        ])
        .$if(status === 'pending', (q) => q.orderBy('l.submitted_at', 'asc'))
        .$if(status !== 'pending', (q) => q.orderBy('l.updated_at', 'desc'))
        .orderBy('l.id')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      return { total, rows };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    adminRepository: Repository<ReturnType<typeof createAdminRepository>>;
  }
}

export const adminRepositoryPlugin = repositoryPlugin('admin', 'adminRepository', createAdminRepository);
