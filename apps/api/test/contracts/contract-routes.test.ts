import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_LIST, ROUTES } from '@baandee/contracts';
import { createTestApp, type TestContext } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const key = (method: string, path: string) => `${method} ${path}`;

describe('one contract per endpoint', () => {
  it('every /api route the server registers has a contract, and every contract a route', () => {
    const served = new Set(
      ctx.app.registeredRoutes
        .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD')
        .map((route) => key(route.method, route.url)),
    );
    const contracted = new Set(ENDPOINT_LIST.map((endpoint) => key(endpoint.method, `/api${endpoint.path}`)));
    expect([...served].filter((route) => !contracted.has(route)), 'routes without a contract').toEqual([]);
    expect([...contracted].filter((route) => !served.has(route)), 'contracts without a route').toEqual([]);
  });

  it('the route table and the contracts name the same endpoints', () => {
    expect(ENDPOINT_LIST.map((endpoint) => endpoint.name).sort()).toEqual(Object.keys(ROUTES).sort());
    for (const endpoint of ENDPOINT_LIST) expect(`${endpoint.method} ${endpoint.path}`).toBe(ROUTES[endpoint.name]);
  });

  it('the OpenAPI document describes every endpoint from its contract, with its access and error answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { summary: string; security?: unknown; responses: Record<string, unknown> }>> };
    for (const endpoint of ENDPOINT_LIST) {
      const path = `/api${endpoint.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
      const operation = doc.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${path}`).toBeDefined();
      expect(operation!.summary).toBe(endpoint.summary);
      expect(Object.keys(operation!.responses)).toContain('200');
      if (endpoint.access !== 'public') {
        expect(operation!.security, endpoint.name).toEqual([{ bearer: [] }]);
        expect(Object.keys(operation!.responses), endpoint.name).toContain('401');
      }
      for (const status of Object.keys(endpoint.errors ?? {})) expect(Object.keys(operation!.responses), endpoint.name).toContain(status);
    }
  });
});
