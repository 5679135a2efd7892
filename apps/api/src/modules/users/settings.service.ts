import type { Kysely } from 'kysely';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings, type SettingsStoreBody } from '@baandee/contracts';
import type { DB } from '../../db/schema.js';
import { findSettings, saveSettings } from './settings.repository.js';

/** Stored choices over the defaults, so a kind of event added later starts at its default. */
function withDefaults(stored: Partial<NotificationSettings> | null): NotificationSettings {
  return {
    email: { ...DEFAULT_NOTIFICATION_SETTINGS.email, ...stored?.email },
    line: { ...DEFAULT_NOTIFICATION_SETTINGS.line, ...stored?.line },
  };
}

export async function getNotificationSettings(db: Kysely<DB>, userId: number): Promise<NotificationSettings> {
  return withDefaults(await findSettings(db, userId));
}

export async function storeNotificationSettings(db: Kysely<DB>, userId: number, changes: SettingsStoreBody): Promise<NotificationSettings> {
  return db.transaction().execute(async (trx) => {
    const current = withDefaults(await findSettings(trx, userId));
    const next = { email: { ...current.email, ...changes.email }, line: { ...current.line, ...changes.line } };
    await saveSettings(trx, userId, next);
    return next;
  });
}

/** A new account's settings; news only with the consent given at sign-up. */
export async function createNotificationSettings(db: Kysely<DB>, userId: number, receiveNews: boolean): Promise<void> {
  await saveSettings(db, userId, withDefaults({ email: { ...DEFAULT_NOTIFICATION_SETTINGS.email, news: receiveNews } }));
}
