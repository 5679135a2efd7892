import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_LIST, type Endpoint } from '@baandee/contracts';
import { isErrorKey } from '@baandee/locales';
import { errorStatuses } from '../../src/lib/route.js';
import { createTestApp, DB_KIND, type TestContext } from '../helpers.js';
import { FAST_HASH, logIn, signUp } from '../support/accounts.js';
import { startLineServer, type LineServer } from '../support/line-server.js';
import { REFERENCE_TABLES, tableFingerprinter, writeMark } from './fingerprint.js';
import { generateRequests } from './generated-requests.js';

/**
 * Generated from the contracts, so every endpoint added later is covered: hostile requests
 * per endpoint (a fixed seed; BAD_INPUT_RUNS and BAD_INPUT_SEED for a larger or different
 * run) must never answer 5xx, must answer every error in the envelope with catalogue keys
 * the contract declares, and must write nothing when refused. Validation and the envelope
 * do not depend on the database and the writes checked are the same statements on both,
 * so the two passes of a whole run send different requests: 50 per endpoint on PGlite
 * and 40 on PostgreSQL, each from a seed of its own (together 90 distinct requests per
 * endpoint). Each request costs ~20 ms on PGlite on an idle 2-core machine, four times
 * that beside the browser suite; the stored-data fingerprint only runs when something
 * was written.
 */
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? (DB_KIND === 'postgres' ? 40 : 50));
const SEED = Number(process.env.BAD_INPUT_SEED ?? (DB_KIND === 'postgres' ? 20261124 : 20261123));

/**
 * Answers any endpoint may give whatever its contract says: a malformed body or path, an
 * oversized body, an over-long path parameter, a wrong media type, an unknown path.
 */
const ANY_ENDPOINT: Record<number, string[]> = {
  400: ['invalid input'],
  404: ['content not found'],
  413: ['payload too large'],
  414: ['invalid input'],
  415: ['invalid input'],
};

let ctx: TestContext;
let line: LineServer;
let email: string;
let ownId: number;
let ownPaymentId: string;
let ownSavedSearchId: number;
let fingerprint: () => Promise<string>;

beforeAll(async () => {
  // LINE set up against a local stand-in, so its endpoints get past 'not set up' into validation and LINE's checks
  line = await startLineServer();
  // limits high enough that validation, not the rate limiter, answers the generated requests
  // the Songkran event runs, so its calls get past 'event not running' into validation and their work
  const songkran = { SONGKRAN_STARTS_AT: new Date(Date.now() - 86_400_000).toISOString(), SONGKRAN_ENDS_AT: new Date(Date.now() + 86_400_000).toISOString() };
  ctx = await createTestApp({ ...FAST_HASH, ...line.env(), ...songkran, AUTH_RATE_LIMIT: '100000', AUTH_EMAIL_RATE_LIMIT: '100000' });
  const user = await signUp(ctx, undefined, { verify: true });
  email = user.email;
  ownId = user.info.id;
  // the caller is an admin too, so admin endpoints get past access and into validation
  await ctx.database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', ownId).execute();
  // a payment of the caller's, for the endpoints only its owner may call
  const pack = await ctx.database.db.selectFrom('packages').select(['id', 'price_satang', 'credits']).where('code', '=', 'OPENING99').executeTakeFirstOrThrow();
  const payment = await ctx.database.db
    .insertInto('payments')
    .values({ user_id: ownId, kind: 'purchase', amount_satang: pack.price_satang, reference: 'BDBADINPUT', package_id: pack.id, credits: pack.credits })
    .returning('id')
    .executeTakeFirstOrThrow();
  ownPaymentId = payment.id;
  // and a saved search of the caller's
  const saved = await ctx.database.db
    .insertInto('saved_searches')
    .values({ user_id: ownId, name: 'bad input', filter: JSON.stringify({ searchMode: 'general', order_by: 'date-desc' }), channel: 'email', frequency: 'daily' })
    .returning('id')
    .executeTakeFirstOrThrow();
  ownSavedSearchId = saved.id;
  fingerprint = await tableFingerprinter(ctx.database.db, (table) => REFERENCE_TABLES.has(table));
});
afterAll(async () => {
  await ctx.close();
  await line.close();
});

function allowedKeys(endpoint: Endpoint, status: number): Set<string> {
  return new Set([...(errorStatuses(endpoint).get(status as never) ?? []), ...(ANY_ENDPOINT[status] ?? [])]);
}

describe.each(ENDPOINT_LIST.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('bad input: %s', (_name, endpoint) => {
  it(`${RUNS} generated requests: no 5xx, envelope errors with declared keys, nothing written on refusal`, async () => {
    // a session of its own, so a logout generated for an earlier endpoint does not leave this one signed out
    const { headers } = await logIn(ctx, email);
    let before = await fingerprint();
    let mark = await writeMark(ctx.database.db);
    let address = 0;
    for (const request of generateRequests(endpoint, { runs: RUNS, seed: SEED, ownId, ownIds: { payment: ownPaymentId, savedSearch: ownSavedSearchId } })) {
      const res = await ctx.app.inject({
        method: endpoint.method,
        url: request.url,
        headers: { ...headers, ...request.headers },
        payload: request.payload,
        remoteAddress: `10.9.${(++address >> 8) & 255}.${address & 255}`,
      });
      const what = `${endpoint.method} ${request.url.slice(0, 200)} ${String(request.payload).slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, what).toBeLessThan(500);
      if (res.statusCode === 304) continue;
      // a download answers its file; only its failures come in the envelope
      if (res.statusCode === 200 && endpoint.download) {
        expect(res.headers['content-type'], what).toBe(endpoint.download.contentType);
        continue;
      }
      expect(res.headers['content-type'], what).toMatch(/^application\/json/);
      const body = res.json() as { status: string; message?: string; errors?: Record<string, string[]> };
      if (res.statusCode === 200) {
        expect(body.status, what).toBe('success');
        // a success may write: the fingerprint refusals are held against is taken again,
        // but only when something was written (most successes are reads); the search log
        // and the views and impressions counts write a success's entries later, so they are written now, before the mark is read
        await ctx.app.searchLogs.flush();
        await ctx.app.listingEvents.flush();
        const markAfter = await writeMark(ctx.database.db);
        if (markAfter !== mark) {
          before = await fingerprint();
          mark = markAfter;
        }
        continue;
      }
      expect(body.status, what).toBe('error');
      expect(allowedKeys(endpoint, res.statusCode), what).toContain(body.message);
      for (const keys of Object.values(body.errors ?? {})) for (const key of keys) expect(isErrorKey(key), what).toBe(true);
      const markAfter = await writeMark(ctx.database.db);
      if (markAfter !== mark) {
        expect(await fingerprint(), `${what}\nchanged stored data`).toBe(before);
        mark = markAfter;
      }
    }
  });
});
