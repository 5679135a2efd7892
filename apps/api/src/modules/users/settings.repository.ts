import type { Kysely } from 'kysely';
import type { NotificationSettings } from '@baandee/contracts';
import type { DB } from '../../db/schema.js';

export async function findSettings(db: Kysely<DB>, userId: number): Promise<NotificationSettings | null> {
  const row = await db.selectFrom('user_settings').select('notifications').where('user_id', '=', userId).executeTakeFirst();
  return row?.notifications ?? null;
}

export async function saveSettings(db: Kysely<DB>, userId: number, notifications: NotificationSettings): Promise<void> {
  const json = JSON.stringify(notifications);
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, notifications: json })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ notifications: json, updated_at: new Date() }))
    .execute();
}
