import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, uniqueEmail } from './support/accounts.js';
import { hasRedisServer, startRedisServer, until } from './support/redis-server.js';

/**
 * Rate limits with REDIS_URL (docs/decisions/027), against a real redis-server of this
 * file's own on a free port, shared by two API instances as by two processes behind a
 * balancer: the counts are shared while Redis runs; killed, each instance keeps limiting
 * in its own memory with one warning line and never answers 500; restarted, the counts
 * are shared again.
 */

let redis: Awaited<ReturnType<typeof startRedisServer>>;
const logs = { a: [] as string[], b: [] as string[] };
let a: TestContext;
let b: TestContext;

const login = (ctx: TestContext, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: uniqueEmail(), password: 'x' }, remoteAddress: ip });
const statuses = async (calls: [TestContext, string][]) => {
  const answers: number[] = [];
  for (const [ctx, ip] of calls) answers.push((await login(ctx, ip)).statusCode);
  return answers;
};
const lines = (log: string[], text: string) => log.filter((line) => line.includes(text));
const counters = async () => (await redis.probe.keys('fastify-rate-limit-*')).length;

beforeAll(async () => {
  if (!hasRedisServer) return;
  redis = await startRedisServer();
  const env = { ...FAST_HASH, REDIS_URL: redis.url, AUTH_RATE_LIMIT: '3' };
  a = await createTestApp(env, { logStream: { write: (line) => logs.a.push(line) } });
  b = await createTestApp(env, { logStream: { write: (line) => logs.b.push(line) } });
  // both instances have connected once their counts reach Redis
  await until(async () => (await login(a, '10.12.9.1'), await login(b, '10.12.9.2'), (await counters()) >= 2), 'the instances to reach Redis');
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await redis?.stop();
});

describe.skipIf(!hasRedisServer)('rate limits in Redis, and in memory while Redis is down', () => {
  it('shares the counts between instances while Redis runs', async () => {
    // AUTH_RATE_LIMIT is 3 per client address, whichever instance the calls reach
    expect(await statuses([[a, '10.12.0.1'], [b, '10.12.0.1'], [a, '10.12.0.1'], [b, '10.12.0.1']])).toEqual([422, 422, 422, 429]);
  });

  it('keeps limiting in each instance\'s memory when Redis dies, with one warning line and no 500', async () => {
    await redis.kill();
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
    await redis.start();
    await until(() => lines(logs.a, 'Redis reachable again').length === 1 && lines(logs.b, 'Redis reachable again').length === 1, 'the instances to reconnect');
    expect(await statuses([[b, '10.12.2.1'], [a, '10.12.2.1'], [b, '10.12.2.1'], [a, '10.12.2.1']])).toEqual([422, 422, 422, 429]);
    expect(await counters()).toBeGreaterThan(0);
  });
});
