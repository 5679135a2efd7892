import type { Kysely } from 'kysely';
import type { NotificationSettings } from '@baandee/contracts';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

export function createSettingsRepository(db: Kysely<DB>) {
  return {
    async find(userId: number): Promise<NotificationSettings | null> {
      const row = await db.selectFrom('user_settings').select('notifications').where('user_id', '=', userId).executeTakeFirst();
      return row?.notifications ?? null;
    },

    async save(userId: number, notifications: NotificationSettings): Promise<void> {
      const json = JSON.stringify(notifications);
      await db
        .insertInto('user_settings')
        .values({ user_id: userId, notifications: json })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ notifications: json }))
        .execute();
    },
  };
}

export type SettingsQueries = ReturnType<typeof createSettingsRepository>;
export type SettingsRepository = Repository<SettingsQueries>;

declare module 'fastify' {
  interface FastifyInstance {
    settingsRepository: SettingsRepository;
  }
}

export const settingsRepositoryPlugin = repositoryPlugin('settings', 'settingsRepository', createSettingsRepository);
