import { sql, type Kysely } from 'kysely';
import type { ReportAction, ReportReason, ReportStatus } from '@baandee/domain';
import { onTheSite } from '../../db/on-the-site.js';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

/** How many of the owner's other listings and earlier reports the queue shows with a report. */
const CONTEXT_ROWS = 20;

const REPORT_COLUMNS = ['r.id', 'r.listing_id', 'r.reason', 'r.message', 'r.status', 'r.action', 'r.note', 'r.created_at', 'r.resolved_at'] as const;

/** Reports from visitors (migration 0021, docs/decisions/046). */
export function createReportsRepository(db: Kysely<DB>) {
  return {
    /** The listing a visitor may report: published (held or not), with its owner. */
    reportable: (listingId: number) =>
      db.selectFrom('listings').select(['id', 'user_id', 'announce_title']).where('id', '=', listingId).where('status', '=', 'publish').executeTakeFirst(),

    insert: (report: { listing_id: number; reporter_id: number | null; reason: ReportReason; message: string }) =>
      db.insertInto('listing_reports').values(report).returning('id').executeTakeFirstOrThrow(),

    /** Open reports of this reason about the listing. */
    async openCount(listingId: number, reason: ReportReason): Promise<number> {
      const row = await db
        .selectFrom('listing_reports')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('listing_id', '=', listingId)
        .where('reason', '=', reason)
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** Takes the listing off the site until an admin decides; answers whether it was on it. */
    async hold(listingId: number): Promise<boolean> {
      const held = await db.updateTable('listings').set({ held_at: new Date() }).where('id', '=', listingId).where('held_at', 'is', null).returning('id').execute();
      return held.length > 0;
    },

    async release(listingId: number): Promise<void> {
      await db.updateTable('listings').set({ held_at: null }).where('id', '=', listingId).where('held_at', 'is not', null).execute();
    },

    /** Open reports oldest first (what waits longest); closed ones by the latest decision. */
    async page(status: ReportStatus, page: number, perPage: number) {
      const base = db.selectFrom('listing_reports as r').where('r.status', '=', status);
      const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
      const rows = await base
        .innerJoin('listings as l', 'l.id', 'r.listing_id')
        .innerJoin('users as o', 'o.id', 'l.user_id')
        .leftJoin('users as rep', 'rep.id', 'r.reporter_id')
        .select(REPORT_COLUMNS)
        .select([
          'l.announce_title',
          'l.status as listing_status',
          'l.held_at',
          'l.user_id as owner_id',
          'o.email as owner_email',
          'o.firstname as owner_firstname',
          'o.lastname as owner_lastname',
          'o.suspended_at as owner_suspended_at',
          'rep.id as reporter_id',
          'rep.email as reporter_email',
          'rep.firstname as reporter_firstname',
          'rep.lastname as reporter_lastname',
        ])
        .$if(status === 'open', (q) => q.orderBy('r.created_at', 'asc'))
        .$if(status === 'closed', (q) => q.orderBy('r.resolved_at', 'desc'))
        .orderBy('r.id')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      return { total, rows };
    },

    /** Listings of these owners, newest first, at most CONTEXT_ROWS each. */
    listingsOf: (ownerIds: readonly number[]) =>
      ownerIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('listings')
            .select(['id', 'user_id', 'announce_title', 'status', 'held_at'])
            .where('user_id', 'in', [...ownerIds])
            .orderBy('id', 'desc')
            .limit(CONTEXT_ROWS * ownerIds.length)
            .execute(),

    /** Reports about any listing of these owners, newest first. */
    reportsAboutOwners: (ownerIds: readonly number[]) =>
      ownerIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('listing_reports as r')
            .innerJoin('listings as l', 'l.id', 'r.listing_id')
            .select(REPORT_COLUMNS)
            .select('l.user_id as owner_id')
            .where('l.user_id', 'in', [...ownerIds])
            .orderBy('r.id', 'desc')
            .limit(CONTEXT_ROWS * 5 * ownerIds.length)
            .execute(),

    /** The report, locked until the transaction ends, so two admins do not decide it twice. */
    findForUpdate: (id: number) =>
      db
        .selectFrom('listing_reports as r')
        .innerJoin('listings as l', 'l.id', 'r.listing_id')
        .select(['r.id', 'r.status', 'r.listing_id', 'l.user_id as owner_id', 'l.announce_title', 'l.status as listing_status'])
        .where('r.id', '=', id)
        .forUpdate('r')
        .executeTakeFirst(),

    /** Closes every open report of the listing with the admin's decision; answers who reported (ids, reporters). */
    closeOpen: (listingId: number, decision: { action: ReportAction; note: string | null; resolved_by: number }) =>
      db
        .updateTable('listing_reports')
        .set({ ...decision, status: 'closed', resolved_at: new Date() })
        .where('listing_id', '=', listingId)
        .where('status', '=', 'open')
        .returning(['id', 'reporter_id'])
        .execute(),

    /** Reports a user made, newest first. */
    madeBy: (userId: number, limit: number) =>
      db.selectFrom('listing_reports as r').select(REPORT_COLUMNS).where('r.reporter_id', '=', userId).orderBy('r.id', 'desc').limit(limit).execute(),

    /** Reports about a user's listings, newest first. */
    receivedBy: (userId: number, limit: number) =>
      db
        .selectFrom('listing_reports as r')
        .innerJoin('listings as l', 'l.id', 'r.listing_id')
        .select(REPORT_COLUMNS)
        .where('l.user_id', '=', userId)
        .orderBy('r.id', 'desc')
        .limit(limit)
        .execute(),

    /** Whether the listing is on the site now (published, not held, owner not suspended). */
    async onTheSite(listingId: number): Promise<boolean> {
      return (await db.selectFrom('listings').select('id').where('id', '=', listingId).where(onTheSite('listings')).executeTakeFirst()) !== undefined;
    },
  };
}

export type ReportRow = Awaited<ReturnType<ReturnType<typeof createReportsRepository>['madeBy']>>[number];

declare module 'fastify' {
  interface FastifyInstance {
    reportsRepository: Repository<ReturnType<typeof createReportsRepository>>;
  }
}

export const reportsRepositoryPlugin = repositoryPlugin('reports', 'reportsRepository', createReportsRepository);
