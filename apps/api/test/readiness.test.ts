import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KIND, type TestContext } from './helpers.js';

/**
 * /api/health says the process answers (liveness: a restart would not fix a database
 * outage); /api/ready says the database and the job queue answer, so a balancer sends
 * traffic only there, and it comes back by itself when they do.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const ready = () => ctx.app.inject({ method: 'GET', url: '/api/ready' });
const down = (...parts: string[]) => ({ status: 'error', message: 'service unavailable', errors: Object.fromEntries(parts.map((part) => [part, ['service unavailable']])) });

describe('liveness and readiness', () => {
  it('both answer 200 while everything is up; /metrics is open without METRICS_TOKEN', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'success', result: { ok: true, uptime_s: expect.any(Number) } });
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', result: { ok: true, database: 'up', queue: 'up', search_index: 'memory' } });
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
  });

  it('is not ready while the job queue\'s tables do not answer, and ready again once they do', async () => {
    await sql`alter table pgboss.version rename to version_away`.execute(ctx.app.db);
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(down('queue'));
    } finally {
      await sql`alter table pgboss.version_away rename to version`.execute(ctx.app.db);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it.runIf(DB_KIND === 'postgres')('is not ready while PostgreSQL refuses connections, stays alive, and recovers without a restart', async () => {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(ctx.app.db);
    const name = rows[0]!.name;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`alter database ${name} allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(down('database', 'queue'));
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await admin.query(`alter database ${name} allow_connections true`);
      await admin.end();
    }
    // ready again by itself once its pools have let go of the connections the database ended
    await expect.poll(async () => (await ready()).statusCode, { timeout: 15_000, interval: 250 }).toBe(200);
  });

  it.runIf(DB_KIND === 'pglite')('is not ready while the embedded database gives no connection in time, and ready again after', async () => {
    // PGlite runs one query at a time through a pool of one connection: a long transaction holds it
    const held = await ctx.database.pool.connect();
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(down('database', 'queue'));
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      held.release();
    }
    expect((await ready()).statusCode).toBe(200);
  });
});
