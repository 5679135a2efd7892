import type { Insertable, Kysely, Updateable } from 'kysely';
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
