import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DAY_MS } from '@baandee/domain';
import type { Config } from '../../config.js';
import { runPeriodically } from '../../lib/periodic.js';
import { deleteFilesWorker } from './delete-account.service.js';
import { RETENTION_TABLES, type RetentionAge, type RetentionTable } from './retention.queries.js';

/** The days each kind of row is kept, as configured (README: RETENTION_DAYS, MESSAGE_RETENTION_DAYS). */
export function retentionDays(config: Config): Record<RetentionAge, number> {
  return { events: config.RETENTION_DAYS, messages: config.MESSAGE_RETENTION_DAYS };
}

/**
 * Deletes the raw rows older than their kind's age at `now`: answers how many went per
 * table. Idempotent, so several API processes running it at once only share the work.
 */
export async function purgeExpiredRows(app: Pick<FastifyInstance, 'config' | 'privacyRepository'>, now = new Date()): Promise<Record<RetentionTable, number>> {
  const days = retentionDays(app.config);
  const deleted = {} as Record<RetentionTable, number>;
  for (const kind of RETENTION_TABLES) {
    deleted[kind.table] = await app.privacyRepository.deleteOlderThan(kind, new Date(now.getTime() - days[kind.age] * DAY_MS));
  }
  return deleted;
}

/**
 * The retention job, every RETENTION_INTERVAL_MINUTES (0: not in this process), and the
 * worker that removes the files of deleted accounts.
 */
export const privacyPlugin = fp(
  async (app: FastifyInstance) => {
    deleteFilesWorker(app);
    runPeriodically(app, {
      minutes: app.config.RETENTION_INTERVAL_MINUTES,
      task: async () => Object.values(await purgeExpiredRows(app)).reduce((sum, count) => sum + count, 0),
      done: 'rows past their retention deleted',
      failed: 'retention job failed',
    });
  },
  { name: 'privacy', dependencies: ['jobs', 'storage', 'privacy-repository'] },
);
