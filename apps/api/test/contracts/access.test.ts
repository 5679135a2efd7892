import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_LIST, type Endpoint } from '@baandee/contracts';
import { createTestApp, type TestContext } from '../helpers.js';
import { FAST_HASH, bearer, mailedToken, signUp } from '../support/accounts.js';
import { startSocialProviders } from '../support/social-providers.js';
import { REFERENCE_TABLES, tableFingerprinter } from './fingerprint.js';

/**
 * Generated from the contracts: every endpoint that is not public refuses a request with
 * no token, an unknown token, a revoked token or the token of someone who had registered
 * an address not theirs before its owner took the account back (by the reset link or by
 * Google sign-in) (401), another user's token on an owner's object and a plain user's
 * token on an admin call (403), and changes nothing doing so.
 */
let ctx: TestContext;
let owner: { id: number; headers: Record<string, string>; listingId: number; paymentId: string; savedSearchId: number };
let stranger: Record<string, string>;
let revoked: Record<string, string>;
let takenBackByReset: Record<string, string>;
let takenBackByGoogle: Record<string, string>;
let providers: Awaited<ReturnType<typeof startSocialProviders>>;
let fingerprint: () => Promise<string>;

beforeAll(async () => {
  providers = await startSocialProviders({ googleClientId: 'baandee-access.apps.googleusercontent.com', facebookAppId: '4444444444', facebookSecret: 'access-test-secret' });
  ctx = await createTestApp({ ...FAST_HASH, ...providers.env, AUTH_RATE_LIMIT: '100000', AUTH_EMAIL_RATE_LIMIT: '100000' });
  const a = await signUp(ctx, undefined, { verify: true });
  const listing = await ctx.database.db.insertInto('listings').values({ user_id: a.info.id }).returning('id').executeTakeFirstOrThrow();
  const payment = await ctx.database.db
    .insertInto('payments')
    .values({ user_id: a.info.id, kind: 'boost', amount_satang: 9900, reference: 'BDACCESS1', listing_id: listing.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const saved = await ctx.database.db
    .insertInto('saved_searches')
    .values({ user_id: a.info.id, name: 'access', filter: JSON.stringify({ searchMode: 'general', order_by: 'date-desc' }), channel: 'email', frequency: 'daily' })
    .returning('id')
    .executeTakeFirstOrThrow();
  owner = { id: a.info.id, headers: a.headers, listingId: listing.id, paymentId: payment.id, savedSearchId: saved.id };
  stranger = (await signUp(ctx, undefined, { verify: true })).headers;
  const c = await signUp(ctx, undefined, { verify: true });
  const out = await ctx.app.inject({ method: 'POST', url: '/api/user/logout', headers: c.headers });
  expect(out.statusCode).toBe(200);
  revoked = c.headers;
  // registered with an address that is not theirs; the owner resets the password through the mailed link
  const byReset = await signUp(ctx);
  await ctx.app.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email: byReset.email } });
  await ctx.app.jobs.drain();
  const password = 'the owner took it back';
  const reset = await ctx.app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token: mailedToken(ctx, byReset.email, '/reset-password'), password, confirmPassword: password },
  });
  expect(reset.json().result?.account_reset, reset.body).toBe(true);
  takenBackByReset = byReset.headers;
  // the same, the owner signing in with Google for that address
  const byGoogle = await signUp(ctx);
  const realOwner = { sub: `access-${process.pid}`, email: byGoogle.email };
  const google = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/google-register',
    payload: { google_id: realOwner.sub, token: await providers.google.idToken(realOwner) },
  });
  expect(google.json().result?.account_reset, google.body).toBe(true);
  takenBackByGoogle = byGoogle.headers;
  fingerprint = await tableFingerprinter(ctx.database.db, (table) => REFERENCE_TABLES.has(table));
});
afterAll(async () => {
  await ctx?.close();
  await providers?.close();
});

/** The path with the owner's object in the owner parameter and a plausible id elsewhere. */
function urlOf(endpoint: Endpoint): string {
  const resource = typeof endpoint.access === 'object' ? endpoint.access.owner : 'user';
  const id = resource === 'listing' ? owner.listingId : resource === 'payment' ? owner.paymentId : resource === 'savedSearch' ? owner.savedSearchId : owner.id;
  return `/api${endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, () => String(id))}`;
}

const guarded = ENDPOINT_LIST.filter((endpoint) => endpoint.access !== 'public');

function callers(endpoint: Endpoint): [string, Record<string, string>, number][] {
  const list: [string, Record<string, string>, number][] = [
    ['no token', {}, 401],
    ['an unknown token', bearer(randomBytes(32).toString('base64url')), 401],
    ['a malformed token', { authorization: 'Bearer not a token' }, 401],
    ['a revoked token', revoked, 401],
    ["the token of whoever held the account before its owner reset the password", takenBackByReset, 401],
    ['the token of whoever held the account before its owner signed in with Google', takenBackByGoogle, 401],
  ];
  // someone else's payment or saved search is answered as none at all (its existence tells nothing)
  if (typeof endpoint.access === 'object') list.push(["another user's token", stranger, endpoint.access.owner === 'payment' || endpoint.access.owner === 'savedSearch' ? 404 : 403]);
  if (endpoint.access === 'admin') list.push(["a plain user's token", stranger, 403]);
  return list;
}

describe.each(guarded.map((endpoint) => [`${endpoint.method} ${endpoint.path} (${JSON.stringify(endpoint.access)})`, endpoint] as const))(
  'access: %s',
  (_name, endpoint) => {
    it('refuses callers who may not call it and changes nothing', async () => {
      const before = await fingerprint();
      for (const [who, headers, status] of callers(endpoint)) {
        const res = await ctx.app.inject({
          method: endpoint.method,
          url: urlOf(endpoint),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: endpoint.method === 'GET' ? undefined : JSON.stringify({}),
        });
        expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
        expect(res.json(), who).toMatchObject({
          status: 'error',
          message: status === 401 ? 'unauthorized, please re-login' : expect.any(String),
        });
      }
      expect(await fingerprint()).toBe(before);
    });
  },
);
