import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { serviceUnavailable, type FieldErrors } from '../../lib/errors.js';
import { route } from '../../lib/route.js';

/** A dependency that has not answered in this long counts as down: a balancer's probe must not hang. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

/** Whether the check settles in time; a failure is logged with what it was. */
async function answers(check: () => Promise<void>, log: (error: unknown) => void): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_CHECK_TIMEOUT_MS} ms`)), READY_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return true;
  } catch (error) {
    log(error);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsync = async (app) => {
  // liveness: the process runs and answers; dependencies are the readiness check's business
  route(app, endpoints.health, async () => ({ ok: true as const, uptime_s: Math.round(process.uptime()) }));

  route(app, endpoints.ready, async (request) => {
    const [database, queue] = await Promise.all([
      answers(() => app.healthRepository.ping(), (err) => request.log.warn({ err }, 'not ready: the database does not answer')),
      answers(() => app.jobs.ping(), (err) => request.log.warn({ err }, 'not ready: the job queue does not answer')),
    ]);
    if (!database || !queue) {
      const down: FieldErrors = {};
      if (!database) down.database = ['service unavailable'];
      if (!queue) down.queue = ['service unavailable'];
      throw serviceUnavailable(down);
    }
    return { ok: true as const, database: 'up' as const, queue: 'up' as const, search_index: app.searchIndex.state };
  });
};
