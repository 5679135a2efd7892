import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';

let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What every answer under /api carries, whoever produced it. */
function expectEnvelope(status: number, headers: IncomingHttpHeaders | Record<string, unknown>, body: string, expected: number, message = 'invalid input') {
  expect(status, body).toBe(expected);
  expect(String(headers['content-type'])).toMatch(/^application\/json/);
  expect(JSON.parse(body)).toEqual({ status: 'error', message });
  expect(String(headers['x-request-id'])).toMatch(UUID);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
  expect(headers['x-frame-options']).toBe('DENY');
}

/** A raw request over a real socket, so Node's own HTTP parser sees it. */
function rawRequest(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('answers the framework gives before any hook, in the catalogue envelope', () => {
  it('a path that is not valid percent-encoding: 400 invalid input', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/%ff' });
    expectEnvelope(res.statusCode, res.headers, res.body, 400);
  });

  it('a path parameter over the router length limit: 414 invalid input', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/user/${'1'.repeat(300)}` });
    expectEnvelope(res.statusCode, res.headers, res.body, 414);
  });

  it('headers over the HTTP parser limit: 431 invalid input, on a real socket', async () => {
    const res = await rawRequest('/api/health', { 'x-padding': 'a'.repeat(20_000) });
    expectEnvelope(res.status, res.headers, res.body, 431);
  });

  it('the same over HTTP for the router errors', async () => {
    expectEnvelope(...Object.values(await rawRequest('/api/user/%ff')) as [number, IncomingHttpHeaders, string], 400);
  });

  it('handler errors and unknown paths keep the envelope, the request id and the headers', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expectEnvelope(missing.statusCode, missing.headers, missing.body, 404, 'content not found');
    const malformed = await ctx.app.inject({ method: 'POST', url: '/api/contact-us', headers: { 'content-type': 'application/json' }, payload: '{' });
    expectEnvelope(malformed.statusCode, malformed.headers, malformed.body, 400);
  });
});
