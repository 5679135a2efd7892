import type { FastifyInstance } from 'fastify';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings, type SettingsStoreBody } from '@baandee/contracts';
import type { SettingsQueries } from './settings.repository.js';

/** Stored choices over the defaults, so a kind of event added later starts at its default. */
function withDefaults(stored: Partial<NotificationSettings> | null): NotificationSettings {
  return {
    email: { ...DEFAULT_NOTIFICATION_SETTINGS.email, ...stored?.email },
    line: { ...DEFAULT_NOTIFICATION_SETTINGS.line, ...stored?.line },
  };
}

export async function getNotificationSettings(app: Pick<FastifyInstance, 'settingsRepository'>, userId: number): Promise<NotificationSettings> {
  return withDefaults(await app.settingsRepository.find(userId));
}

export async function storeNotificationSettings(app: Pick<FastifyInstance, 'db' | 'settingsRepository'>, userId: number, changes: SettingsStoreBody): Promise<NotificationSettings> {
  return app.db.transaction().execute(async (trx) => {
    const settings = app.settingsRepository.in(trx);
    const current = withDefaults(await settings.find(userId));
    const next = { email: { ...current.email, ...changes.email }, line: { ...current.line, ...changes.line } };
    await settings.save(userId, next);
    return next;
  });
}

/** A new account's settings; news only with the consent given at sign-up. */
export async function createNotificationSettings(settings: SettingsQueries, userId: number, receiveNews: boolean): Promise<void> {
  await settings.save(userId, withDefaults({ email: { ...DEFAULT_NOTIFICATION_SETTINGS.email, news: receiveNews } }));
}
