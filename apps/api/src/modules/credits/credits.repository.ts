import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { CreditSubject, CreditTransactionType } from '@baandee/domain';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';
import type { PackagesTable } from '../../db/tables/credits.js';

export interface LedgerEntry {
  userId: number;
  type: CreditTransactionType;
  amount: number;
  subjectKind: CreditSubject;
  subjectId?: string | number | null;
}

/** The ledger, the balances the database keeps from it, and the packages that refill it. */
export function createCreditsRepository(db: Kysely<DB>) {
  const packageColumns = ['id', 'code', 'price_satang', 'credits', 'details_th', 'details_en', 'active', 'created_at'] as const;
  return {
    /**
     * Appends one entry; the database moves the balance in the same statement and refuses
     * (check violation on credit_balances_balance_check) a `used` entry the balance cannot cover.
     */
    async append(entry: LedgerEntry): Promise<string> {
      const row = await db
        .insertInto('credit_transactions')
        .values({
          user_id: entry.userId,
          type: entry.type,
          amount: entry.amount,
          subject_kind: entry.subjectKind,
          subject_id: entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Appends an event's entry unless the ledger already has one for its subject (the
     * unique index credit_transactions_event_once_idx): under any number of concurrent
     * calls exactly one inserts. Answers whether this call did.
     */
    async appendEventOnce(entry: LedgerEntry & { subjectKind: 'event'; subjectId: string }): Promise<boolean> {
      const row = await db
        .insertInto('credit_transactions')
        .values({ user_id: entry.userId, type: entry.type, amount: entry.amount, subject_kind: 'event', subject_id: entry.subjectId })
        .onConflict((conflict) => conflict.columns(['subject_kind', 'subject_id', 'type']).where('subject_kind', '=', 'event').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The balance as the database keeps it (0 for a user without entries). */
    async balance(userId: number): Promise<number> {
      const row = await db.selectFrom('credit_balances').select('balance').where('user_id', '=', userId).executeTakeFirst();
      return row?.balance ?? 0;
    },

    /** The balance, its row locked until the transaction ends: a decision on it stays true. */
    async lockBalance(userId: number): Promise<number> {
      const row = await db.selectFrom('credit_balances').select('balance').where('user_id', '=', userId).forUpdate().executeTakeFirst();
      return row?.balance ?? 0;
    },

    /** The sum of the user's ledger: an index-only read of credit_transactions_user_idx. */
    async ledgerSum(userId: number): Promise<number> {
      const row = await db
        .selectFrom('credit_transactions')
        .select(sql<string>`coalesce(sum(case when type = 'used' then -amount else amount end), 0)`.as('sum'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.sum);
    },

    async hasEntry(subjectKind: CreditSubject, subjectId: string | number, type: CreditTransactionType): Promise<boolean> {
      const row = await db
        .selectFrom('credit_transactions')
        .select('id')
        .where('subject_kind', '=', subjectKind)
        .where('subject_id', '=', String(subjectId))
        .where('type', '=', type)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A page of the user's entries, newest first, each with what it is about (a listing's title, a package's code). */
    async history(userId: number, type: CreditTransactionType | null, page: number, perPage: number) {
      let base = db.selectFrom('credit_transactions as t').where('t.user_id', '=', userId);
      if (type) base = base.where('t.type', '=', type);
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        base
          .leftJoin('listings as l', (join) =>
            join.on('t.subject_kind', '=', 'listing').on(sql`l.id::text`, '=', sql.ref('t.subject_id')),
          )
          .leftJoin('boosts as b', (join) => join.on('t.subject_kind', '=', 'boost').on(sql`b.id::text`, '=', sql.ref('t.subject_id')))
          .leftJoin('listings as bl', 'bl.id', 'b.listing_id')
          .leftJoin('payments as p', (join) => join.on('t.subject_kind', '=', 'payment').on(sql`p.id::text`, '=', sql.ref('t.subject_id')))
          .leftJoin('packages as k', 'k.id', 'p.package_id')
          .select([
            't.id',
            't.type',
            't.amount',
            't.subject_kind',
            't.subject_id',
            't.created_at',
            sql<string | null>`coalesce(l.announce_title, bl.announce_title, k.code)`.as('subject_label'),
          ])
          .orderBy('t.id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
      ]);
      return { total: Number(total), rows };
    },

    activePackages: () => db.selectFrom('packages').select(packageColumns).where('active', '=', true).orderBy('price_satang').orderBy('id').execute(),
    allPackages: () => db.selectFrom('packages').select(packageColumns).orderBy('id').execute(),
    packageById: (id: number) => db.selectFrom('packages').select(packageColumns).where('id', '=', id).executeTakeFirst(),
    activePackageByCode: (code: string) =>
      db.selectFrom('packages').select(packageColumns).where('code', '=', code).where('active', '=', true).executeTakeFirst(),
    insertPackage: (values: Insertable<PackagesTable>) => db.insertInto('packages').values(values).returning(packageColumns).executeTakeFirstOrThrow(),
    updatePackage: (id: number, values: Updateable<PackagesTable>) =>
      db.updateTable('packages').set(values).where('id', '=', id).returning(packageColumns).executeTakeFirst(),
  };
}

export type CreditsQueries = ReturnType<typeof createCreditsRepository>;
export type CreditsRepository = Repository<CreditsQueries>;
export type PackageRow = Awaited<ReturnType<CreditsQueries['allPackages']>>[number];
export type HistoryRow = Awaited<ReturnType<CreditsQueries['history']>>['rows'][number];

declare module 'fastify' {
  interface FastifyInstance {
    creditsRepository: CreditsRepository;
  }
}

export const creditsRepositoryPlugin = repositoryPlugin('credits', 'creditsRepository', createCreditsRepository);
