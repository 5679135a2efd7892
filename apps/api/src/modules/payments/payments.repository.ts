import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { OPEN_PAYMENT_STATUSES, type PaymentKind, type PaymentStatus } from '@baandee/domain';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';
import type { PaymentSlipsTable, PaymentsTable } from '../../db/tables/credits.js';

/** Payments by transfer and their slips. */
export function createPaymentsRepository(db: Kysely<DB>) {
  /** A payment with what its answer shows: the package's code and the boosted listing's title. */
  const withLabels = () =>
    db
      .selectFrom('payments as p')
      .leftJoin('packages as k', 'k.id', 'p.package_id')
      .leftJoin('listings as l', 'l.id', 'p.listing_id')
      .selectAll('p')
      .select(['k.code as package_code', 'l.announce_title']);

  return {
    /** The owner's user id, or null when there is no such payment (the owner-only routes' lookup). */
    async ownerOf(id: string): Promise<number | null> {
      const row = await db.selectFrom('payments').select('user_id').where('id', '=', id).executeTakeFirst();
      return row?.user_id ?? null;
    },

    /** Whether the user bought this package and an admin approved the payment (what makes a package holder). */
    async boughtPackage(userId: number, packageCode: string): Promise<boolean> {
      const row = await db
        .selectFrom('payments as p')
        .innerJoin('packages as k', 'k.id', 'p.package_id')
        .select('p.id')
        .where('p.user_id', '=', userId)
        .where('p.kind', '=', 'purchase')
        .where('p.status', '=', 'approved')
        .where('k.code', '=', packageCode)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    insert: (values: Insertable<PaymentsTable>) => db.insertInto('payments').values(values).returning('id').executeTakeFirstOrThrow(),

    update: (id: string, values: Updateable<PaymentsTable>) => db.updateTable('payments').set(values).where('id', '=', id).execute(),

    /** The row, locked until the transaction ends: one decision or one slip at a time. */
    findForUpdate: (id: string) => db.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    /** The user's oldest payment awaiting the transfer, else the oldest awaiting its check. */
    async oldestOpen(userId: number): Promise<string | null> {
      const row = await db
        .selectFrom('payments')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', 'in', OPEN_PAYMENT_STATUSES)
        .orderBy(sql`status = 'awaiting_payment'`, 'desc')
        .orderBy('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    byIds: (ids: readonly string[]) => (ids.length === 0 ? Promise.resolve([]) : withLabels().where('p.id', 'in', ids).execute()),

    /** A page of the user's payments, newest first. */
    async ownPage(userId: number, page: number, perPage: number) {
      const [{ total }, rows] = await Promise.all([
        db.selectFrom('payments').select((eb) => eb.fn.countAll<string>().as('total')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
        withLabels().where('p.user_id', '=', userId).orderBy('p.id', 'desc').limit(perPage).offset((page - 1) * perPage).execute(),
      ]);
      return { total: Number(total), rows };
    },

    /**
     * The admin queue: payments of one status, oldest first, with the buyer and whether a
     * slip was a duplicate; searched by reference, buyer e-mail or id, by kind and by the
     * time it was made (`from` included, `to` excluded).
     */
    async queuePage(status: PaymentStatus, page: number, perPage: number, filter: { q?: string; kind?: PaymentKind; from?: Date; to?: Date } = {}) {
      const search = filter.q ? `%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const id = filter.q && /^\d{1,18}$/.test(filter.q.trim()) ? filter.q.trim() : null;
      const base = db
        .selectFrom('payments as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .where('p.status', '=', status)
        .$if(search !== null, (q) =>
          q.where((eb) => eb.or([eb('p.reference', 'ilike', search!), eb('u.email', 'ilike', search!), ...(id === null ? [] : [eb('p.id', '=', id)])])),
        )
        .$if(filter.kind !== undefined, (q) => q.where('p.kind', '=', filter.kind!))
        .$if(filter.from !== undefined, (q) => q.where('p.created_at', '>=', filter.from!))
        .$if(filter.to !== undefined, (q) => q.where('p.created_at', '<', filter.to!));
      const [{ total }, found] = await Promise.all([
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        base.select('p.id').orderBy('p.id').limit(perPage).offset((page - 1) * perPage).execute(),
      ]);
      const ids = found.map((row) => row.id);
      const rows =
        ids.length === 0
          ? []
          : await withLabels().innerJoin('users as u', 'u.id', 'p.user_id').select(['u.email', 'u.firstname', 'u.lastname']).where('p.id', 'in', ids).orderBy('p.id').execute();
      return { total: Number(total), rows };
    },

    adminRow: (id: string) =>
      withLabels().innerJoin('users as u', 'u.id', 'p.user_id').select(['u.email', 'u.firstname', 'u.lastname']).where('p.id', '=', id).executeTakeFirstOrThrow(),

    slipsOf: (paymentIds: readonly string[]) =>
      paymentIds.length === 0
        ? Promise.resolve([])
        : db.selectFrom('payment_slips').selectAll().where('payment_id', 'in', paymentIds).orderBy('id').execute(),

    /** One slip's stored picture and the owner of its payment; undefined when the payment has no such slip. */
    slipImage: (paymentId: string, slipId: string) =>
      db
        .selectFrom('payment_slips as s')
        .innerJoin('payments as p', 'p.id', 's.payment_id')
        .select(['s.storage_key', 'p.user_id as owner_id'])
        .where('s.id', '=', slipId)
        .where('s.payment_id', '=', paymentId)
        .executeTakeFirst(),

    insertSlip: (values: Insertable<PaymentSlipsTable>) => db.insertInto('payment_slips').values(values).returning('id').executeTakeFirstOrThrow(),

    /** The payment whose accepted slip carries this reference, if any. */
    async acceptedReference(reference: string): Promise<string | null> {
      const row = await db
        .selectFrom('payment_slips')
        .select('payment_id')
        .where('reference', '=', reference)
        .where('duplicate', '=', false)
        .executeTakeFirst();
      return row?.payment_id ?? null;
    },
  };
}

export type PaymentsQueries = ReturnType<typeof createPaymentsRepository>;
export type PaymentsRepository = Repository<PaymentsQueries>;
export type PaymentRow = Awaited<ReturnType<PaymentsQueries['byIds']>>[number];
export type AdminPaymentRow = Awaited<ReturnType<PaymentsQueries['adminRow']>>;
export type SlipRow = Awaited<ReturnType<PaymentsQueries['slipsOf']>>[number];

declare module 'fastify' {
  interface FastifyInstance {
    paymentsRepository: PaymentsRepository;
  }
}

export const paymentsRepositoryPlugin = repositoryPlugin('payments', 'paymentsRepository', createPaymentsRepository);
