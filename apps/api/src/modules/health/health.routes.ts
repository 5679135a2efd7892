import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope, z } from '@baandee/contracts';
import { ok } from '../../lib/envelope.js';

const healthResult = z.object({ ok: z.literal(true), database: z.literal('up'), uptime_s: z.number() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: successEnvelope(healthResult) } } },
    async () => {
      await sql`select 1`.execute(app.db);
      return ok({ ok: true as const, database: 'up' as const, uptime_s: Math.round(process.uptime()) });
    },
  );
};
