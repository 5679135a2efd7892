import { sql, type Kysely } from 'kysely';
import { INT4_MAX } from '@baandee/domain';
import { likePattern } from '../../db/like-pattern.js';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';


const USER_COLUMNS = [
  'u.id',
  'u.email',
  'u.phone',
  'u.firstname',
  'u.lastname',
  'u.role',
  'u.status',
  'u.suspended_at',
  'u.suspension_reason',
  'u.created_at',
] as const;

/** The admin's users section (docs/decisions/046): search, one user's records, suspension. */
export function createAdminUsersRepository(db: Kysely<DB>) {
  const withListingCount = () =>
    db
      .selectFrom('users as u')
      .select(USER_COLUMNS)
      .select((eb) => eb.selectFrom('listings as l').select(sql<number>`count(*)::int`.as('n')).whereRef('l.user_id', '=', 'u.id').as('listings'));

  return {
    /** By id (a whole number), e-mail, phone (digits as typed) or name; newest first. */
    async search(q: string, page: number, perPage: number) {
      const term = q.trim();
      const like = likePattern(term.toLowerCase());
      const digits = term.replace(/[\s-]/g, '');
      const asId = /^\d{1,10}$/.test(term) && Number(term) <= INT4_MAX ? Number(term) : null;
      const base = db.selectFrom('users as u').$if(term !== '', (q) =>
        q.where((eb) =>
          eb.or([
            ...(asId !== null ? [eb('u.id', '=', asId)] : []),
            eb(sql`lower(u.email)`, 'like', like),
            ...(/^\d+$/.test(digits) ? [eb('u.phone', 'like', likePattern(digits))] : []),
            eb(sql`lower(concat_ws(' ', u.firstname, u.lastname))`, 'like', like),
          ]),
        ),
      );
      const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
      const ids = await base
        .select('u.id')
        .orderBy('u.id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      const rows =
        ids.length === 0
          ? []
          : await withListingCount()
              .where(
                'u.id',
                'in',
                ids.map((row) => row.id),
              )
              .orderBy('u.id', 'desc')
              .execute();
      return { total, rows };
    },

    find: (id: number) => withListingCount().where('u.id', '=', id).executeTakeFirst(),

    /** The account row locked until the transaction ends: two admins' suspensions do not interleave. */
    lock: (id: number) => db.selectFrom('users').select(['id', 'role', 'status', 'suspended_at']).where('id', '=', id).forUpdate().executeTakeFirst(),

    /** Admins who are neither suspended nor banned nor deleted, besides `except`. */
    async activeAdminsBesides(except: number): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('role', '=', 'admin')
        .where('status', '=', 'active')
        .where('suspended_at', 'is', null)
        .where('id', '!=', except)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    suspend: (id: number, reason: string, by: number) =>
      db
        .updateTable('users')
        .set({ suspended_at: new Date(), suspension_reason: reason, suspended_by: by })
        .where('id', '=', id)
        .returning(['id', 'suspended_at', 'suspension_reason'])
        .executeTakeFirstOrThrow(),

    unsuspend: (id: number) =>
      db
        .updateTable('users')
        .set({ suspended_at: null, suspension_reason: null, suspended_by: null })
        .where('id', '=', id)
        .returning(['id', 'suspended_at', 'suspension_reason'])
        .executeTakeFirstOrThrow(),

    /** The user's published listings: what a suspension takes off the site and lifting it brings back. */
    publishedListingIds: async (userId: number) =>
      (await db.selectFrom('listings').select('id').where('user_id', '=', userId).where('status', '=', 'publish').execute()).map((row) => row.id),

    listings: (userId: number, limit: number) =>
      db.selectFrom('listings').select(['id', 'announce_title', 'status', 'held_at']).where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute(),

    payments: (userId: number, limit: number) =>
      db
        .selectFrom('payments')
        .select(['id', 'kind', 'status', 'amount_satang', 'credits', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    async creditBalance(userId: number): Promise<number> {
      const row = await db.selectFrom('credit_balances').select('balance').where('user_id', '=', userId).executeTakeFirst();
      return row ? Number(row.balance) : 0;
    },

    credits: (userId: number, limit: number) =>
      db
        .selectFrom('credit_transactions')
        .select(['id', 'type', 'amount', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    sessions: (userId: number) =>
      db
        .selectFrom('user_sessions')
        .select(['id', 'created_at', 'last_used_at', 'expires_at'])
        .where('user_id', '=', userId)
        .orderBy('last_used_at', 'desc')
        .execute(),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    adminUsersRepository: Repository<ReturnType<typeof createAdminUsersRepository>>;
  }
}

export const adminUsersRepositoryPlugin = repositoryPlugin('admin-users', 'adminUsersRepository', createAdminUsersRepository);
