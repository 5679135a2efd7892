import type { Insertable, Kysely, Updateable } from 'kysely';
import { OPEN_PAYMENT_STATUSES } from '@baandee/domain';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';
import type { BoostsTable } from '../../db/tables/credits.js';

/** Boosts of listings: running, awaiting their payment, ended or rejected. */
export function createBoostsRepository(db: Kysely<DB>) {
  return {
    insert: (values: Insertable<BoostsTable>) => db.insertInto('boosts').values(values).returningAll().executeTakeFirstOrThrow(),

    update: (id: string, values: Updateable<BoostsTable>) =>
      db.updateTable('boosts').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

    findById: (id: string) => db.selectFrom('boosts').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The listing's running or awaiting boost (at most one: boosts_one_open_idx). */
    openForListing: (listingId: number) =>
      db.selectFrom('boosts').selectAll().where('listing_id', '=', listingId).where('status', 'in', ['awaiting_payment', 'active']).executeTakeFirst(),

    /**
     * The listings' boosts paid by transfer that have not started: their payment, still
     * awaiting the transfer or the review of its slip (the owner's list shows where each stands).
     */
    awaitingPaymentFor: async (listingIds: number[]) =>
      listingIds.length === 0
        ? []
        : db
            .selectFrom('boosts')
            .innerJoin('payments', 'payments.id', 'boosts.payment_id')
            .select(['boosts.listing_id', 'payments.id as payment_id', 'payments.status as payment_status'])
            .where('boosts.listing_id', 'in', listingIds)
            .where('boosts.status', '=', 'awaiting_payment')
            .where('payments.status', 'in', [...OPEN_PAYMENT_STATUSES])
            .execute(),

    /** Running boosts whose time is over at `now`, ended in one statement; answers them. */
    endDue: (now: Date) =>
      db
        .updateTable('boosts')
        .set({ status: 'ended' })
        .where('status', '=', 'active')
        .where('ends_at', '<=', now)
        .returning(['id', 'listing_id', 'user_id', 'ends_at'])
        .execute(),
  };
}

export type BoostsQueries = ReturnType<typeof createBoostsRepository>;
export type BoostsRepository = Repository<BoostsQueries>;
export type BoostRow = Awaited<ReturnType<BoostsQueries['insert']>>;

declare module 'fastify' {
  interface FastifyInstance {
    boostsRepository: BoostsRepository;
  }
}

export const boostsRepositoryPlugin = repositoryPlugin('boosts', 'boostsRepository', createBoostsRepository);
