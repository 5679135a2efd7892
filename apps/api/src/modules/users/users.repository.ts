import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { UserStatus } from '@baandee/domain';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';
import type { UsersTable } from '../../db/tables/accounts.js';
import { storedProfileColumns } from './profile-columns.js';

/** Everything the profile shows. */
const profileColumns = [
  ...storedProfileColumns,
  // the balance the ledger keeps (credit_balances); 0 before the first entry
  sql<number>`coalesce((select b.balance from credit_balances b where b.user_id = users.id), 0)`.as('credit'),
] as const;

export function createUsersRepository(db: Kysely<DB>) {
  // a deleted account has no profile left to show (docs/decisions/024)
  const findProfile = (id: number) =>
    db.selectFrom('users').select(profileColumns).where('id', '=', id).where('status', '!=', 'deleted').executeTakeFirst();

  return {
    findProfile,

    /** What signing in and account linking need to know about an address's account. */
    findAccountByEmail: (email: string) =>
      db
        .selectFrom('users')
        .select(['id', 'email', 'password_hash', 'account_type', 'status', 'email_verified_at', 'google_id', 'facebook_id', 'profile_img_path'])
        .where('email', '=', email)
        .executeTakeFirst(),

    findAccountById: (id: number) =>
      db
        .selectFrom('users')
        .select(['id', 'email', 'password_hash', 'account_type', 'status', 'email_verified_at', 'suspended_at', 'suspension_reason'])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Where the account reads mail; null for an account without an address (or none at all). */
    async findEmail(id: number): Promise<string | null> {
      const row = await db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst();
      return row?.email ?? null;
    },

    async findIdByProvider(column: 'google_id' | 'facebook_id', providerId: string): Promise<number | null> {
      const row = await db.selectFrom('users').select('id').where(column, '=', providerId).executeTakeFirst();
      return row?.id ?? null;
    },

    /**
     * The account's status, its row share-locked until the transaction ends: a ban (an
     * update of the row) waits for a decision made on it, or the decision waits for the ban.
     */
    async lockStatus(id: number): Promise<UserStatus | null> {
      const row = await db.selectFrom('users').select('status').where('id', '=', id).forShare().executeTakeFirst();
      return row?.status ?? null;
    },

    /**
     * What a recovery needs to decide, the row locked until the transaction ends: a second
     * recovery (or a profile change) of the same account waits for this one.
     */
    lockForRecovery: (id: number) =>
      db.selectFrom('users').select(['id', 'email_verified_at', 'profile_img_path']).where('id', '=', id).forUpdate().executeTakeFirst(),

    async isEmailTaken(email: string, exceptUserId?: number): Promise<boolean> {
      let query = db.selectFrom('users').select('id').where('email', '=', email);
      if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(values: Insertable<UsersTable>): Promise<number> {
      const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** `updated_at` is set by the database (set_updated_at trigger). */
    async update(id: number, values: Updateable<UsersTable>): Promise<void> {
      if (Object.keys(values).length === 0) return; // nothing to set (an empty update body): no statement to run
      await db.updateTable('users').set(values).where('id', '=', id).execute();
    },
  };
}

type UsersQueries = ReturnType<typeof createUsersRepository>;
export type UsersRepository = Repository<UsersQueries>;
export type ProfileRow = NonNullable<Awaited<ReturnType<UsersQueries['findProfile']>>>;

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export const usersRepositoryPlugin = repositoryPlugin('users', 'usersRepository', createUsersRepository);
