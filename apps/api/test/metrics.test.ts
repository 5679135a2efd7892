import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KIND, type TestContext } from './helpers.js';

/**
 * GET /metrics as a Prometheus server scrapes it: behind METRICS_TOKEN, in the text
 * format, with request latency by route pattern, error answers, the job queue, the
 * database pool and the process (event-loop lag among them).
 */

declare module '../src/plugins/jobs.plugin.js' {
  interface JobTypes {
    'metrics-always-fails': { n: number };
  }
}

const TOKEN = 'metrics-test-token-0123456789abcdef';
const auth = { authorization: `Bearer ${TOKEN}` };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(
    { METRICS_TOKEN: TOKEN },
    {
      beforeReady: (app) =>
        app.jobs.work('metrics-always-fails', async () => Promise.reject(new Error('always fails')), { retryLimit: 0, retryDelay: 1, retryBackoff: false }),
    },
  );
});
afterAll(() => ctx.close());

async function scrape(): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of one sample line: the metric with exactly these labels (in any order). */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.keys(found).length === Object.keys(labels).length && Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('answers only the bearer of METRICS_TOKEN, with the catalogue envelope otherwise', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token-wrong' }, { authorization: TOKEN }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'error', message: 'unauthorized, please re-login' });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
    await scrape();
  });

  it('times requests by method, route pattern and status, never by their raw URL, and counts errors', async () => {
    for (const id of [987654, 987655]) expect((await ctx.app.inject({ method: 'GET', url: `/api/trend/${id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/4242' })).statusCode).toBe(404);
    const text = await scrape();
    expect(text).not.toContain('/987654');
    expect(text).not.toContain('no-such-thing');
    const trend = { method: 'GET', route: '/api/trend/:id', status_code: '404' };
    expect(sample(text, 'http_request_duration_seconds_count', trend)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...trend, le: '+Inf' })).toBe(2);
    expect(sample(text, 'http_request_errors_total', trend)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health', status_code: '200' })).toBe(1);
    expect(sample(text, 'http_request_errors_total', { method: 'GET', route: '/api/health', status_code: '200' })).toBeUndefined();
    expect(sample(text, 'http_request_errors_total', { method: 'GET', route: '(unmatched)', status_code: '404' })).toBe(1);
  });

  it('shows the job queue: jobs waiting per queue, and failures', async () => {
    const queue = 'metrics-always-fails';
    await ctx.app.jobs.send(queue, { n: 1 });
    await ctx.app.jobs.send(queue, { n: 2 });
    let text = await scrape();
    expect(sample(text, 'job_queue_jobs', { queue, state: 'created' })).toBe(2);
    expect(sample(text, 'job_queue_jobs', { queue, state: 'failed' })).toBe(0);
    expect(sample(text, 'job_queue_jobs', { queue: 'notification', state: 'created' })).toBe(0);

    await ctx.app.jobs.drain();
    text = await scrape();
    expect(sample(text, 'job_queue_jobs', { queue, state: 'created' })).toBe(0);
    expect(sample(text, 'job_queue_jobs', { queue, state: 'failed' })).toBe(2);
    expect(sample(text, 'job_failures_total', { queue, final: 'true' })).toBe(2);
  });

  it('shows the database pool, event-loop lag and the process', async () => {
    const text = await scrape();
    // PGlite runs one query at a time: its pool has one connection, and `waiting` is its queue
    expect(sample(text, 'db_pool_max_connections', { database: DB_KIND })).toBe(DB_KIND === 'pglite' ? 1 : 10);
    for (const state of ['in_use', 'idle', 'waiting']) expect(sample(text, 'db_pool_connections', { database: DB_KIND, state })).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
  });

  it('is kept from crawlers: robots.txt disallows it and the sitemap does not list it', async () => {
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body.split('\n')).toContain('Disallow: /metrics');
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain('metrics');
  });
});
