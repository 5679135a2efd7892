import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { endBoosts } from './boost.service.js';

/**
 * Ends boosts past their time every BOOST_EXPIRY_INTERVAL_MINUTES (0: never) and stops
 * with the server. Several API processes may run it at once: a boost ends once.
 */
export const boostExpiryPlugin = fp(
  async (app: FastifyInstance) => {
    const minutes = app.config.BOOST_EXPIRY_INTERVAL_MINUTES;
    if (minutes <= 0) return;
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      endBoosts(app)
        .then((ended) => ended > 0 && app.log.info({ ended }, 'boosts ended'))
        .catch((error: unknown) => app.log.error({ err: error }, 'boost expiry failed'))
        .finally(() => (running = false));
    }, minutes * 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'boost-expiry', dependencies: ['boosts-repository', 'search-repository'] },
);
