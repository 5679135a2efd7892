import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic.js';
import { endBoosts } from './boost.service.js';

/**
 * Ends boosts past their time every BOOST_EXPIRY_INTERVAL_MINUTES (0: never). Several API
 * processes may run it at once: a boost ends once.
 */
export const boostExpiryPlugin = fp(
  async (app: FastifyInstance) => {
    runPeriodically(app, { minutes: app.config.BOOST_EXPIRY_INTERVAL_MINUTES, task: () => endBoosts(app), done: 'boosts ended', failed: 'boost expiry failed' });
  },
  { name: 'boost-expiry', dependencies: ['boosts-repository', 'search-repository'] },
);
