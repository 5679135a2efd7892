import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('x-request-id', () => {
  it('is made by the server when the client sends none', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const second = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('keeps an incoming id of 8-64 letters, digits and hyphens (a proxy in front may set one)', async () => {
    const id = 'edge-0123456789-abcdef';
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'a'.repeat(65)],
    ['other characters', 'abcdefgh;level=admin'],
    ['spaces and quotes', 'abcdefgh "x"'],
  ])('replaces an incoming id that is %s', async (_what, id) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});
