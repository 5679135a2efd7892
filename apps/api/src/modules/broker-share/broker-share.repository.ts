import { sql, type Kysely } from 'kysely';
import { BROKER_SHARE_CHOICES_MAX, BROKER_SHARE_PACKAGE_CODES, type BrokerShareStatus } from '@baandee/domain';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

/** The broker-group share queue (migration 0024, docs/decisions/053). */
export function createBrokerShareRepository(db: Kysely<DB>) {
  const withDetails = () =>
    db
      .selectFrom('broker_shares as s')
      .innerJoin('users as o', 'o.id', 's.user_id')
      .innerJoin('payments as p', 'p.id', 's.payment_id')
      .leftJoin('users as a', 'a.id', 's.shared_by')
      .select([
        's.id',
        's.payment_id',
        's.listing_id',
        's.group_name',
        's.shared_at',
        's.created_at',
        'p.decided_at as approved_at',
        'o.id as owner_id',
        'o.email as owner_email',
        'o.firstname as owner_firstname',
        'o.lastname as owner_lastname',
        'a.email as shared_by_email',
        // what the link brought: the listing's days in the rollup (migration 0026), not its raw events
        (eb) =>
          eb
            .selectFrom('listing_daily_stats as d')
            .select(sql<number>`coalesce(sum(d.broker_views), 0)::int`.as('views'))
            .whereRef('d.listing_id', '=', 's.listing_id')
            .as('views'),
        (eb) =>
          eb
            .selectFrom('listing_daily_stats as d')
            .select(sql<number>`coalesce(sum(d.broker_contacts), 0)::int`.as('contacts'))
            .whereRef('d.listing_id', '=', 's.listing_id')
            .as('contacts'),
      ]);
  return {
    /**
     * The share an approved purchase earns, when its package includes one; a payment
     * earns at most one (its unique index). Answers the new share's id, if any.
     */
    async createForPayment(paymentId: string): Promise<number | null> {
      const row = await db
        .insertInto('broker_shares')
        .columns(['payment_id', 'user_id'])
        .expression((eb) =>
          eb
            .selectFrom('payments as p')
            .innerJoin('packages as k', 'k.id', 'p.package_id')
            .select(['p.id', 'p.user_id'])
            .where('p.id', '=', paymentId)
            .where('p.kind', '=', 'purchase')
            .where('k.code', 'in', [...BROKER_SHARE_PACKAGE_CODES]),
        )
        .onConflict((conflict) => conflict.column('payment_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /**
     * Gives the owner's oldest share still without a listing this listing, unless the
     * listing is in a share already. Two listings going live at once take two shares
     * (the second skips the row the first holds). Answers the share's id, if one took it.
     */
    async attachListing(userId: number, listingId: number): Promise<number | null> {
      const already = await db.selectFrom('broker_shares').select('id').where('listing_id', '=', listingId).executeTakeFirst();
      if (already) return null;
      const row = await db
        .updateTable('broker_shares')
        .set({ listing_id: listingId })
        .where('id', '=', (eb) =>
          eb
            .selectFrom('broker_shares')
            .select('id')
            .where('user_id', '=', userId)
            .where('listing_id', 'is', null)
            .orderBy('id')
            .limit(1)
            .forUpdate()
            .skipLocked(),
        )
        .where('listing_id', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** Pending: oldest first (what waits longest); shared: the latest posted first. */
    async page(status: BrokerShareStatus, page: number, perPage: number) {
      const shared = status === 'shared';
      const { total } = await db
        .selectFrom('broker_shares')
        .select(sql<number>`count(*)::int`.as('total'))
        .where('shared_at', shared ? 'is not' : 'is', null)
        .executeTakeFirstOrThrow();
      let rows = withDetails().where('s.shared_at', shared ? 'is not' : 'is', null);
      // a share with its listing first: the admin can post it now
      rows = shared ? rows.orderBy('s.shared_at', 'desc').orderBy('s.id', 'desc') : rows.orderBy(sql`s.listing_id is null`).orderBy('s.id');
      return { total, rows: await rows.limit(perPage).offset((page - 1) * perPage).execute() };
    },

    byId: async (id: number) => ({ rows: await withDetails().where('s.id', '=', id).execute() }),

    findForUpdate: (id: number) => db.selectFrom('broker_shares').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    async markShared(id: number, values: { group_name: string; shared_at: Date; shared_by: number }): Promise<void> {
      await db.updateTable('broker_shares').set(values).where('id', '=', id).execute();
    },

    /** The owner's shares, oldest first, with the title of the listing each will share. */
    ownedBy: (userId: number) =>
      db
        .selectFrom('broker_shares as s')
        .leftJoin('listings as l', 'l.id', 's.listing_id')
        .select(['s.id', 's.created_at', 's.listing_id', 'l.announce_title', 's.group_name', 's.shared_at'])
        .where('s.user_id', '=', userId)
        .orderBy('s.id')
        .execute(),

    /** The owner's published listings a share may take, newest first. */
    choicesOf: (userId: number) =>
      db
        .selectFrom('listings')
        .select(['id', 'announce_title'])
        .where('user_id', '=', userId)
        .where('status', '=', 'publish')
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(BROKER_SHARE_CHOICES_MAX)
        .execute(),

    /** The share that holds this listing, if any. */
    holding: (listingId: number) => db.selectFrom('broker_shares').select('id').where('listing_id', '=', listingId).executeTakeFirst(),

    async setListing(id: number, listingId: number): Promise<void> {
      await db.updateTable('broker_shares').set({ listing_id: listingId }).where('id', '=', id).execute();
    },

    /**
     * The posted shares of these listings (the owner's view of their listings and their
     * dashboard), with the visits and contacts the link brought, summed from the listing's
     * days in the rollup (migration 0026).
     */
    async sharedOf(listingIds: readonly number[]): Promise<{ id: number; listing_id: number; group_name: string; shared_at: Date; views: number; contacts: number }[]> {
      if (listingIds.length === 0) return [];
      const { rows } = await sql<{ id: number; listing_id: number; group_name: string; shared_at: Date; views: number; contacts: number }>`
        select s.id, s.listing_id, s.group_name, s.shared_at,
          coalesce(sum(d.broker_views), 0)::int as views, coalesce(sum(d.broker_contacts), 0)::int as contacts
        from broker_shares s
        left join listing_daily_stats d on d.listing_id = s.listing_id
        where s.listing_id = any(${[...listingIds]}::int[]) and s.shared_at is not null
        group by s.id`.execute(db);
      return rows;
    },
  };
}

export type BrokerShareQueries = ReturnType<typeof createBrokerShareRepository>;
export type BrokerShareRepository = Repository<BrokerShareQueries>;
export type BrokerShareRow = Awaited<ReturnType<BrokerShareQueries['page']>>['rows'][number];

declare module 'fastify' {
  interface FastifyInstance {
    brokerShareRepository: BrokerShareRepository;
  }
}

export const brokerShareRepositoryPlugin = repositoryPlugin('broker-share', 'brokerShareRepository', createBrokerShareRepository);
