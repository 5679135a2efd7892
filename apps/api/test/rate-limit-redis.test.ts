import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, uniqueEmail } from './support/accounts.js';
import { freePort } from './support/free-port.js';

/**
 * Rate limits with REDIS_URL (docs/decisions/027), against a real redis-server of this
 * file's own on a free port, shared by two API instances as by two processes behind a
 * balancer: the counts are shared while Redis runs; killed, each instance keeps limiting
 * in its own memory with one warning line and never answers 500; restarted, the counts
 * are shared again.
 */

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

let port: number;
let server: ChildProcess | null = null;
let probe: Redis;
const logs = { a: [] as string[], b: [] as string[] };
let a: TestContext;
let b: TestContext;

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** redis-server in memory only (no snapshot, no append-only file): a restart starts empty. */
async function startRedis(): Promise<void> {
  server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await until(async () => (await probe.ping().catch(() => null)) === 'PONG', 'redis-server to answer');
}

async function killRedis(): Promise<void> {
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server!.kill('SIGKILL');
  await exited;
  server = null;
}

const login = (ctx: TestContext, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: uniqueEmail(), password: 'x' }, remoteAddress: ip });
const statuses = async (calls: [TestContext, string][]) => {
  const answers: number[] = [];
  for (const [ctx, ip] of calls) answers.push((await login(ctx, ip)).statusCode);
  return answers;
};
const lines = (log: string[], text: string) => log.filter((line) => line.includes(text));
const counters = async () => (await probe.keys('fastify-rate-limit-*')).length;

beforeAll(async () => {
  if (!hasRedis) return;
  port = await freePort();
  probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => 200 });
  probe.on('error', () => {});
  await probe.connect().catch(() => undefined);
  await startRedis();
  const env = { ...FAST_HASH, REDIS_URL: `redis://127.0.0.1:${port}`, AUTH_RATE_LIMIT: '3' };
  a = await createTestApp(env, { logStream: { write: (line) => logs.a.push(line) } });
  b = await createTestApp(env, { logStream: { write: (line) => logs.b.push(line) } });
  // both instances have connected once their counts reach Redis
  await until(async () => (await login(a, '10.12.9.1'), await login(b, '10.12.9.2'), (await counters()) >= 2), 'the instances to reach Redis');
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  if (server) await killRedis();
  probe?.disconnect();
});

describe.skipIf(!hasRedis)('rate limits in Redis, and in memory while Redis is down', () => {
  it('shares the counts between instances while Redis runs', async () => {
    // AUTH_RATE_LIMIT is 3 per client address, whichever instance the calls reach
    expect(await statuses([[a, '10.12.0.1'], [b, '10.12.0.1'], [a, '10.12.0.1'], [b, '10.12.0.1']])).toEqual([422, 422, 422, 429]);
  });

  it('keeps limiting in each instance\'s memory when Redis dies, with one warning line and no 500', async () => {
    await killRedis();
    const onA = await statuses([[a, '10.12.1.1'], [a, '10.12.1.1'], [a, '10.12.1.1'], [a, '10.12.1.1'], [a, '10.12.1.1']]);
    expect(onA).toEqual([422, 422, 422, 429, 429]);
    // the other instance counts on its own meanwhile
    expect(await statuses([[b, '10.12.1.1'], [b, '10.12.1.1'], [b, '10.12.1.1'], [b, '10.12.1.1']])).toEqual([422, 422, 422, 429]);
    // reconnect attempts keep failing while the requests run: still a single line per instance
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lines(logs.a, 'Redis unreachable')).toHaveLength(1);
    expect(lines(logs.b, 'Redis unreachable')).toHaveLength(1);
    expect(JSON.parse(lines(logs.a, 'Redis unreachable')[0]!).level).toBe(40); // warn
  });

  it('shares the counts again once Redis is back', async () => {
    await startRedis();
    await until(() => lines(logs.a, 'Redis reachable again').length === 1 && lines(logs.b, 'Redis reachable again').length === 1, 'the instances to reconnect');
    expect(await statuses([[b, '10.12.2.1'], [a, '10.12.2.1'], [b, '10.12.2.1'], [a, '10.12.2.1']])).toEqual([422, 422, 422, 429]);
    expect(await counters()).toBeGreaterThan(0);
  });
});
