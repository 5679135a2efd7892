import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, uniqueEmail } from './support/accounts.js';

const message = { name: 'สมชาย ใจดี', email: 'somchai@example.com', phone: '0812345678', subject: 'สอบถาม', message: 'สนใจลงประกาศ' };

let counter = 0;
/** A different forwarded address on every call, as a client rotating X-Forwarded-For sends. */
const forwarded = () => ({ 'x-forwarded-for': `203.0.113.${++counter % 250}` });

describe('TRUST_PROXY unset: the socket address is the client', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ ...FAST_HASH, AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => ctx.close());

  it('a rotating X-Forwarded-For still meets the per-IP login limit', async () => {
    const login = () =>
      ctx.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: '10.20.0.1', headers: forwarded(), payload: { email: uniqueEmail(), password: 'guess' } });
    for (let i = 0; i < 3; i++) expect((await login()).statusCode).toBe(422);
    const res = await login();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 'error', message: 'too many requests' });
  });

  it('a rotating X-Forwarded-For still meets the contact-us limit, and the socket address is stored', async () => {
    const send = () => ctx.app.inject({ method: 'POST', url: '/api/contact-us', remoteAddress: '10.20.0.2', headers: forwarded(), payload: message });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
    const ips = await ctx.database.db.selectFrom('contact_messages').select('ip').execute();
    expect(ips.map((row) => row.ip)).toEqual(Array(5).fill('10.20.0.2'));
  });

  it('stores the socket address with a cookie consent', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/accept-cookie', remoteAddress: '10.20.0.3', headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(res.statusCode).toBe(200);
    const row = await ctx.database.db.selectFrom('cookie_consents').select('ip').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.ip).toBe('10.20.0.3');
  });
});

describe('TRUST_PROXY set: the proxy tells the client address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ ...FAST_HASH, AUTH_RATE_LIMIT: '3', TRUST_PROXY: '10.30.0.1' });
  });
  afterAll(() => ctx.close());

  it('stores the forwarded address and counts limits per forwarded address', async () => {
    const send = (client: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/contact-us', remoteAddress: '10.30.0.1', headers: { 'x-forwarded-for': client }, payload: message });
    for (let i = 0; i < 5; i++) expect((await send('198.51.100.1')).statusCode).toBe(200);
    expect((await send('198.51.100.1')).statusCode).toBe(429);
    expect((await send('198.51.100.2')).statusCode).toBe(200);
    const ips = await ctx.database.db.selectFrom('contact_messages').select('ip').orderBy('id').execute();
    expect(ips.map((row) => row.ip)).toEqual([...Array(5).fill('198.51.100.1'), '198.51.100.2']);
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/accept-cookie', remoteAddress: '10.30.0.9', headers: { 'x-forwarded-for': '198.51.100.3' } });
    expect(res.statusCode).toBe(200);
    const row = await ctx.database.db.selectFrom('cookie_consents').select('ip').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.ip).toBe('10.30.0.9');
  });
});

describe('TRUST_PROXY values', () => {
  it('is off by default and takes true/false, a hop count, or addresses and CIDR ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1,loopback' }).TRUST_PROXY).toEqual(['10.0.0.1', '172.16.0.0/12', '::1', 'loopback']);
  });

  it('refuses what is not an address or a range, naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY: .*proxy\.example\.com/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => ctx.close());

  it('takes the address the one proxy in front appended, not what the client wrote before it', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/accept-cookie', remoteAddress: '10.40.0.1', headers: { 'x-forwarded-for': '192.0.2.66, 198.51.100.4' } });
    expect(res.statusCode).toBe(200);
    const row = await ctx.database.db.selectFrom('cookie_consents').select('ip').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.ip).toBe('198.51.100.4');
  });
});
