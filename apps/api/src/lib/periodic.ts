import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `minutes` (0: never) until the server closes. A run still going when
 * the next is due is not doubled; a run that fails is logged and the next one tries
 * again. The task answers how many things it changed, logged when there were any.
 */
export function runPeriodically(app: Pick<FastifyInstance, 'addHook' | 'log'>, options: { minutes: number; task: () => Promise<number>; done: string; failed: string }): void {
  if (options.minutes <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    options
      .task()
      .then((count) => count > 0 && app.log.info({ count }, options.done))
      .catch((error: unknown) => app.log.error({ err: error }, options.failed))
      .finally(() => (running = false));
  }, options.minutes * 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
