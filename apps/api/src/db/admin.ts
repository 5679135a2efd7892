import type { Kysely } from 'kysely';
import { ACCOUNT_TYPE } from '@baandee/domain';
import { hashPassword, type HashCost } from '../lib/password.js';
import type { DB } from './schema.js';

export interface AdminAccount {
  email: string;
  password: string;
  hashCost: HashCost;
}

/**
 * Makes sure the configured admin exists: a verified e-mail account with the admin role.
 * An existing account of that address is promoted and keeps its password, so running this
 * on every start changes nothing after the first. Answers what it did.
 */
export async function ensureAdmin(db: Kysely<DB>, admin: AdminAccount): Promise<'created' | 'promoted' | 'unchanged'> {
  const existing = await db.selectFrom('users').select(['id', 'role']).where('email', '=', admin.email).executeTakeFirst();
  if (existing) return (await promote(db, existing)) ? 'promoted' : 'unchanged';
  const inserted = await db
    .insertInto('users')
    .values({
      email: admin.email,
      password_hash: await hashPassword(admin.password, admin.hashCost),
      account_type: ACCOUNT_TYPE.email,
      role: 'admin',
      email_verified_at: new Date(),
    })
    // another process seeding at the same moment created it first
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? 'created' : ensureAdmin(db, admin);
}

async function promote(db: Kysely<DB>, user: { id: number; role: string }): Promise<boolean> {
  if (user.role === 'admin') return false;
  await db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
  return true;
}

/** `npm run admin:create -- <email>`: gives an existing account the admin role. */
export async function promoteToAdmin(db: Kysely<DB>, email: string): Promise<'promoted' | 'already admin' | 'no such user'> {
  const user = await db.selectFrom('users').select(['id', 'role']).where('email', '=', email).executeTakeFirst();
  if (!user) return 'no such user';
  return (await promote(db, user)) ? 'promoted' : 'already admin';
}
