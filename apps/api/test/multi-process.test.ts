import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KIND } from './helpers.js';
import { PASSWORD, registration } from './support/accounts.js';
import { freePort } from './support/free-port.js';
import { httpRequest, waitUntil, type HttpOptions } from './support/http-client.js';
import { multipartFile } from './support/multipart.js';
import { nginxPresent, startNginx } from './support/nginx.js';
import { hasRedisServer, startRedisServer } from './support/redis-server.js';
import { createEmptyDatabase } from './support/postgres-database.js';
import { startS3Server } from './support/s3-server.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { startSmtpSink } from './support/smtp-sink.js';

/** Needs what production has: PostgreSQL, Redis and nginx (`.ci/run` provides all three). */
const runs = DB_KIND === 'postgres' && nginxPresent() && hasRedisServer;

const ADMIN = { email: 'admin@multi-process.example.com', password: 'multi-process-admin-password' };

/**
 * A client with an address of its own on loopback (127.a.b.c): rate limits count per
 * client address, so no test uses up another's allowance.
 */
const newClient = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const uniqueEmail = (label: string) => `${label}.${randomBytes(5).toString('hex')}@multi-process.example.com`;

/**
 * Two real API processes on one new PostgreSQL database, Redis and an S3-compatible store,
 * behind nginx (round robin), as docs/operations.md "Production" runs them: what one process does, the
 * other sees.
 */
describe.runIf(runs)('two API processes behind nginx', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let db: pg.Pool;
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let balancer: string;

  beforeAll(async () => {
    // a Redis of this run's own: counters another run left (keyed by user ids a fresh database gives out again) cannot refuse it
    [s3, smtp, database, redis] = await Promise.all([startS3Server('baandee-multi-process'), startSmtpSink(), createEmptyDatabase('multi'), startRedisServer()]);
    db = new pg.Pool({ connectionString: database.url, max: 2 });
    const nginxPort = await freePort();
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      DATABASE_READ_URL: '',
      REDIS_URL: redis.url,
      // the balancer connects from 127.0.0.1: only it may name the client in X-Forwarded-For
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: smtp.url,
      ...s3.env,
      JOBS_POLL_INTERVAL_SECONDS: '0.5',
      PASSWORD_HASH_MEMORY_KIB: '19456',
      PASSWORD_HASH_TIME_COST: '1',
      LISTING_EXPIRY_INTERVAL_MINUTES: '0',
      BOOST_EXPIRY_INTERVAL_MINUTES: '0',
      RETENTION_INTERVAL_MINUTES: '0',
    };
    const start = async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-process-'));
      dataDirs.push(dataDir);
      const server = await startServerProcess({ ...env, DATA_DIR: dataDir });
      servers.push(server);
      return server;
    };
    // both start at once on the new database: they take turns migrating and seeding it
    [a, b] = await Promise.all([start(), start()]);
    nginx = await startNginx({ port: nginxPort, upstreams: [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`] });
    balancer = nginx.url;
  }, 90_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await db?.end();
    await Promise.all([s3?.close(), smtp?.close(), database?.drop(), redis?.stop()]);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const call = (client: string, base: string, url: string, options: HttpOptions = {}) => httpRequest(`${base}${url}`, { localAddress: client, ...options });
  const upstreamOf = (server: ServerProcess) => `127.0.0.1:${server.port}`;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function register(client: string, base: string, email: string) {
    const res = await call(client, base, '/api/user/register', { method: 'POST', json: registration(email) });
    expect(res.status, res.text()).toBe(200);
  }
  async function logIn(client: string, base: string, email: string, password = PASSWORD) {
    const res = await call(client, base, '/api/user/login', { method: 'POST', json: { email, password } });
    expect(res.status, res.text()).toBe(200);
    const { token, info } = res.json().result as { token: string; info: { id: number } };
    return { token, id: info.id };
  }

  it('started both on one new database and balances requests over them', async () => {
    const client = newClient();
    const upstreams = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await call(client, balancer, '/api/ready');
      expect(res.status, res.text()).toBe(200);
      upstreams.add(String(res.headers['x-upstream']));
    }
    expect(upstreams).toEqual(new Set([upstreamOf(a), upstreamOf(b)]));
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from users where email = $1', [ADMIN.email]);
    expect(rows[0]!.n).toBe(1); // seeded once, though both seeded at start
  });

  it('a session made on one process works on the other, and signing out on one ends it on both', async () => {
    const client = newClient();
    const email = uniqueEmail('session');
    await register(client, a.url, email);
    const { token, id } = await logIn(client, b.url, email);

    for (const server of [a, b]) {
      const res = await call(client, server.url, `/api/user/${id}`, { headers: bearer(token) });
      expect(res.status, res.text()).toBe(200);
      expect(res.json().result.email).toBe(email);
    }
    const through = await Promise.all([0, 1].map(() => call(client, balancer, `/api/user/${id}`, { headers: bearer(token) })));
    expect(through.map((res) => res.status)).toEqual([200, 200]);

    expect((await call(client, a.url, '/api/user/logout', { method: 'POST', headers: bearer(token) })).status).toBe(200);
    const after = await call(client, b.url, `/api/user/${id}`, { headers: bearer(token) });
    expect(after.status).toBe(401);
  });

  it('counts a rate limit once for both processes, per client address as nginx forwards it', async () => {
    const client = newClient();
    const email = uniqueEmail('contact');
    const message = { name: 'สมชาย ใจดี', email, phone: '0812345678', subject: 'หลายเครื่อง', message: 'ทดสอบ' };
    const upstreams = new Set<string>();
    for (let i = 0; i < 5; i++) {
      // a forged X-Forwarded-For from the client: nginx appends the real address, and only that counts
      const res = await call(client, balancer, '/api/contact-us', { method: 'POST', json: message, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
      expect(res.status, res.text()).toBe(200);
      upstreams.add(String(res.headers['x-upstream']));
    }
    expect(upstreams.size).toBe(2); // both processes took messages and counted them in Redis

    // the contact form allows 5 per address: the sixth is refused by whichever process gets it
    const through = await call(client, balancer, '/api/contact-us', { method: 'POST', json: message });
    expect(through.status).toBe(429);
    for (const server of [a, b]) expect((await call(client, server.url, '/api/contact-us', { method: 'POST', json: message })).status).toBe(429);
    // another client is not affected
    expect((await call(newClient(), balancer, '/api/contact-us', { method: 'POST', json: message })).status).toBe(200);

    const { rows } = await db.query<{ ip: string }>('select ip from contact_messages where email = $1 order by id', [email]);
    expect(rows.slice(0, 5).map((row) => row.ip)).toEqual(Array(5).fill(client));
  });

  it("an admin's change to the hot searches is seen by both processes", async () => {
    const client = newClient();
    const key = `multi-${randomBytes(4).toString('hex')}`;
    const chips = async (server: ServerProcess) => {
      const res = await call(client, server.url, '/api/get-hot-trend');
      expect(res.status).toBe(200);
      return (res.json().result.groups as { items: { search_key: string }[] }[]).flatMap((group) => group.items.map((item) => item.search_key));
    };
    // both have built and cached the quick menu before the change
    for (const server of [a, b]) expect(await chips(server)).not.toContain(key);

    const admin = await logIn(client, balancer, ADMIN.email, ADMIN.password);
    const stored = await call(client, a.url, '/api/admin/hot-search/store', {
      method: 'POST',
      headers: bearer(admin.token),
      json: { search_key: key, search_name_th: 'ทดสอบหลายเครื่อง', search_name_en: 'Multi-process', category: 'area', trend_id: null, sort_order: 0 },
    });
    expect(stored.status, stored.text()).toBe(200);
    for (const server of [b, a]) await waitUntil(`the new chip on ${server.url}`, async () => (await chips(server)).includes(key));
  });

  it('a picture uploaded through one process is served by the other', async () => {
    const client = newClient();
    const email = uniqueEmail('upload');
    await register(client, a.url, email);
    const { token, id } = await logIn(client, a.url, email);
    const jpeg = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#2a6' } }).jpeg().toBuffer();
    const file = multipartFile('image', 'me.jpg', 'image/jpeg', jpeg);
    const uploaded = await call(client, a.url, '/api/user/upload-image', { method: 'POST', headers: { ...bearer(token), ...file.headers }, body: file.payload });
    expect(uploaded.status, uploaded.text()).toBe(200);
    const url = uploaded.json().result.profile_img_path as string;
    expect(url.startsWith(`${s3.env.S3_PUBLIC_URL}/`)).toBe(true);

    // the other process names the same picture and reads its bytes from the bucket
    const profile = await call(client, b.url, `/api/user/${id}`, { headers: bearer(token) });
    expect(profile.json().result.profile_img_path).toBe(url);
    const picture = await httpRequest(url);
    expect(picture.status).toBe(200);
    expect(picture.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const exported = await call(client, b.url, '/api/user/export', { headers: bearer(token) });
    expect(exported.status, exported.text()).toBe(200);
    const files = unzipSync(new Uint8Array(exported.body));
    const images = Object.entries(files).filter(([name]) => name.startsWith('images/'));
    expect(images).toHaveLength(1);
    expect(Buffer.from(images[0]![1]).equals(picture.body)).toBe(true);
  });

  it('runs each queued job once, whichever process takes it', async () => {
    const client = newClient();
    const emails = [0, 1, 2, 3].map((i) => uniqueEmail(`job${i}`));
    await Promise.all(
      emails.map(async (email, i) => {
        const server = i % 2 === 0 ? a : b;
        await register(client, server.url, email);
        const { token } = await logIn(client, server.url, email);
        // the deletion queues its confirmation mail in the transaction that deletes (the `mail` queue)
        const deleted = await call(client, balancer, '/api/user/delete-account', { method: 'DELETE', headers: bearer(token), json: { password: PASSWORD } });
        expect(deleted.status, deleted.text()).toBe(200);
      }),
    );
    // both processes' workers poll the queue; wait until every job is done
    const jobs = async () =>
      (await db.query<{ state: string; retries: number }>(`select state::text as state, retry_count as retries from pgboss.job where name = 'mail' and data->>'to' = any($1)`, [emails])).rows;
    await waitUntil('the four mail jobs completed', async () => {
      const rows = await jobs();
      return rows.length === 4 && rows.every((row) => row.state === 'completed');
    });
    expect((await jobs()).map((row) => row.retries)).toEqual([0, 0, 0, 0]);
    // a completed job is never taken again: what the sink holds now is all it will get
    for (const email of emails) {
      const deletionMails = smtp.received.filter((mail) => mail.to.includes(email) && mail.text.includes('account of this address was deleted'));
      expect(deletionMails, email).toHaveLength(1);
    }
  });
});
