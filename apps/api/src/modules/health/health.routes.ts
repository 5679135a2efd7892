import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.health, async () => {
    await app.healthRepository.ping();
    return { ok: true as const, database: 'up' as const, uptime_s: Math.round(process.uptime()) };
  });
};
