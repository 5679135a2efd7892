import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const valid = { name: 'สมชาย ใจดี', email: 'somchai@example.com', phone: '0812345678', subject: 'สอบถาม', message: 'สนใจลงประกาศ' };

describe('POST /api/contact-us', () => {
  it('stores the message and mails it to the company', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/contact-us', payload: valid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', result: { sent: true } });
    const rows = await ctx.database.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: valid.name, email: valid.email, phone: valid.phone });
    const mail = ctx.mailer.last(ctx.config.COMPANY_EMAIL);
    expect(mail?.replyTo).toBe(valid.email);
    expect(mail?.text).toContain('สนใจลงประกาศ');
  });

  it('answers 422 with a catalogue key per field and stores nothing', async () => {
    const before = await ctx.database.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: { ...valid, name: '', email: 'not-an-email', phone: '08123' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'invalid input',
      errors: { name: ['required'], email: ['email not valid'], phone: ['phone must be 10 digits'] },
    });
    const after = await ctx.database.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses a phone with letters even when it has 10 characters', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/contact-us', payload: { ...valid, phone: '08123456ab' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.phone).toEqual(['phone must be 10 digits']);
  });
});

describe('bad requests never become a 500', () => {
  it('malformed JSON answers 400 invalid input', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/contact-us', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: 'invalid input' });
  });

  it('wrong types answer 422 with field errors', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/contact-us', payload: { ...valid, email: 42 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toHaveLength(1);
  });

  it('an oversized body answers 413 payload too large', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      remoteAddress: '10.0.0.2',
      payload: { ...valid, message: 'ก'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'error', message: 'payload too large' });
  });

  it('an unknown API path answers 404 content not found', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'content not found' });
  });
});

describe('contact-us rate limit', () => {
  it('answers 429 too many requests after five messages from one address', async () => {
    const send = () => ctx.app.inject({ method: 'POST', url: '/api/contact-us', remoteAddress: '10.0.0.9', payload: valid });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const res = await send();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 'error', message: 'too many requests' });
  });
});

describe('POST /api/accept-cookie', () => {
  it('records consent without a body or a token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/accept-cookie', headers: { 'user-agent': 'test-agent' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', result: { accepted: true } });
    const row = await ctx.database.db.selectFrom('cookie_consents').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, analytics: true, user_agent: 'test-agent' });
  });
});

describe('POST /api/accept-cookie limits', () => {
  it('keeps at most 512 characters of the user agent', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/accept-cookie', remoteAddress: '10.0.1.1', headers: { 'user-agent': 'M'.repeat(8000) } });
    expect(res.statusCode).toBe(200);
    const row = await ctx.database.db.selectFrom('cookie_consents').select('user_agent').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.user_agent).toBe('M'.repeat(512));
  });

  it('answers 429 too many requests after twenty consents from one address, and stores no more', async () => {
    const count = async () => Number((await ctx.database.db.selectFrom('cookie_consents').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const accept = () => ctx.app.inject({ method: 'POST', url: '/api/accept-cookie', remoteAddress: '10.0.1.2' });
    for (let i = 0; i < 20; i++) expect((await accept()).statusCode).toBe(200);
    const before = await count();
    const res = await accept();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 'error', message: 'too many requests' });
    expect(await count()).toBe(before);
    // another address is not affected
    expect((await ctx.app.inject({ method: 'POST', url: '/api/accept-cookie', remoteAddress: '10.0.1.3' })).statusCode).toBe(200);
  });
});

describe('system endpoints', () => {
  it('reports health (liveness; readiness.test.ts has the database) with a request id header', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123-def' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ ok: true, uptime_s: expect.any(Number) });
    expect(res.headers['x-request-id']).toBe('abc-123-def');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document generated from the request schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const body = doc.paths['/api/contact-us'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'subject', 'message']));
  });
});

describe('values the database cannot hold', () => {
  it('a NUL character answers 422 invalid input on its field, not a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      remoteAddress: '10.0.0.3',
      payload: { ...valid, message: 'before\u0000after' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ status: 'error', message: 'invalid input', errors: { message: ['invalid input'] } });
  });
});
