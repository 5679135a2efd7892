import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_SELL_TYPE, SAVED_SEARCH_LIMIT, SELL_TYPE } from '@baandee/domain';
import { matchListing } from '../src/modules/saved-searches/saved-search-matching.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { lifecycle, masterRefs, moderate, signUpAdmin, store, storeComplete, type MasterRefs } from './support/listings.js';

let ctx: TestContext;
let refs: MasterRefs;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let seeker: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH, AUTH_RATE_LIMIT: '10000' });
  refs = await masterRefs(ctx);
  admin = await signUpAdmin(ctx);
  seeker = await signUp(ctx, undefined, { verify: true });
  other = await signUp(ctx, undefined, { verify: true });
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const create = (headers: Headers, payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/saved-search', headers, payload: payload as object });
const list = (headers: Headers) => ctx.app.inject({ method: 'GET', url: '/api/saved-search', headers });
const update = (headers: Headers, id: unknown, payload: unknown) => ctx.app.inject({ method: 'PUT', url: `/api/saved-search/${id}`, headers, payload: payload as object });
const remove = (headers: Headers, id: unknown) => ctx.app.inject({ method: 'DELETE', url: `/api/saved-search/${id}`, headers });
const search = (query: Record<string, string | number>) =>
  ctx.app.inject({ method: 'GET', url: `/api/estate?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}&per_page=100` });
const matches = (savedSearchId: number) =>
  ctx.database.db.selectFrom('saved_search_matches').select('listing_id').where('saved_search_id', '=', savedSearchId).orderBy('listing_id').execute();

async function saved(headers: Headers, name: string, filter: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await create(headers, { name, filter, channel: 'email', frequency: 'instant', ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id;
}

describe('api/saved-search', () => {
  it('creates, lists, renames, pauses and deletes a saved search', async () => {
    const user = await signUp(ctx);
    const filter = { keyword: 'คอนโด อโศก', sell_type: SELL_TYPE.rent, max_price: 20000, total_bedroom: 1, furniture_cast: [refs.furnitureIds[0]] };
    const res = await create(user.headers, { name: 'คอนโดใกล้อโศก', filter, channel: 'line', frequency: 'daily' });
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json().result;
    expect(made).toMatchObject({ name: 'คอนโดใกล้อโศก', channel: 'line', frequency: 'daily', paused: false, new_matches: 0, last_sent_at: null });
    expect(made.filter).toMatchObject({ ...filter, searchMode: 'general', order_by: 'date-desc' });

    expect((await list(user.headers)).json().result).toEqual({ saved_searches: [made], limit: SAVED_SEARCH_LIMIT });

    const renamed = await update(user.headers, made.id, { name: 'Asoke condos' });
    expect(renamed.json().result).toMatchObject({ id: made.id, name: 'Asoke condos', paused: false });
    // an empty change changes nothing
    const unchanged = await update(user.headers, made.id, {});
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json().result).toMatchObject({ id: made.id, name: 'Asoke condos', channel: 'line', frequency: 'daily' });
    const paused = await update(user.headers, made.id, { paused: true, frequency: 'instant' });
    expect(paused.json().result).toMatchObject({ name: 'Asoke condos', paused: true, frequency: 'instant' });

    expect((await remove(user.headers, made.id)).json().result).toEqual({ id: made.id, deleted: true });
    expect((await list(user.headers)).json().result.saved_searches).toEqual([]);
    expect((await remove(user.headers, made.id)).statusCode).toBe(404);
  });

  it('answers field errors for bad input and stores nothing', async () => {
    const user = await signUp(ctx);
    const cases: [unknown, string][] = [
      [{ name: '', filter: {}, channel: 'email', frequency: 'daily' }, 'name'],
      [{ name: 'x', filter: {}, channel: 'sms', frequency: 'daily' }, 'channel'],
      [{ name: 'x', filter: {}, channel: 'email', frequency: 'hourly' }, 'frequency'],
      [{ name: 'x', filter: { colour: 'red' }, channel: 'email', frequency: 'daily' }, 'filter.colour'],
      [{ name: 'x', filter: { min_price: 5000, max_price: 100 }, channel: 'email', frequency: 'daily' }, 'filter.max_price'],
      [{ name: 'x', filter: { south: 13.7 }, channel: 'email', frequency: 'daily' }, 'filter.west'],
      [{ name: 'x'.repeat(81), filter: {}, channel: 'email', frequency: 'daily' }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(user.headers, payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe('invalid input');
      expect(Object.keys(res.json().errors ?? {}), res.body).toContain(field);
    }
    expect((await list(user.headers)).json().result.saved_searches).toEqual([]);
  });

  it("answers another user's saved search as none at all (404) and leaves it as it was", async () => {
    const id = await saved(seeker.headers, 'mine', { sell_type: SELL_TYPE.sell });
    const before = (await list(seeker.headers)).json().result.saved_searches.find((s: { id: number }) => s.id === id);
    for (const res of [await update(other.headers, id, { name: 'taken' }), await update(other.headers, id, { paused: true }), await remove(other.headers, id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: 'content not found' });
    }
    expect((await list(other.headers)).json().result.saved_searches).toEqual([]);
    expect((await list(seeker.headers)).json().result.saved_searches.find((s: { id: number }) => s.id === id)).toEqual(before);
    expect((await list({})).statusCode).toBe(401);
    await remove(seeker.headers, id);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMIT} per user: the next answers 409, also when sent at once`, async () => {
    const user = await signUp(ctx);
    const answers = await Promise.all(
      Array.from({ length: SAVED_SEARCH_LIMIT + 3 }, (_, i) => create(user.headers, { name: `search ${i}`, filter: {}, channel: 'email', frequency: 'daily' })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(SAVED_SEARCH_LIMIT);
    for (const res of answers.filter((res) => res.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 'error', message: 'saved search limit reached' });
    }
    expect((await list(user.headers)).json().result.saved_searches).toHaveLength(SAVED_SEARCH_LIMIT);
  });
});

describe('matching through the job queue', () => {
  it('matches a listing when it goes live and when its price changes, as the search finds it, once per search', async () => {
    const owner = await signUp(ctx, undefined, { verify: true });
    const project = `Saved Match Residence ${process.pid}`;
    const filters: Record<string, Record<string, unknown>> = {
      rentInRange: { sell_type: SELL_TYPE.rent, min_price: 10000, max_price: 20000, district_id: refs.address.district_id },
      keyword: { keyword: 'saved match residence', total_bedroom: 1 },
      tooCheap: { sell_type: SELL_TYPE.rent, max_price: 9000 },
      forSale: { sell_type: SELL_TYPE.sell },
      otherDistrict: { district_id: refs.otherDistrictId },
      mapAround: { south: refs.station.lat - 0.01, west: refs.station.lng - 0.01, north: refs.station.lat + 0.01, east: refs.station.lng + 0.01 },
      mapElsewhere: { south: 1, west: 1, north: 2, east: 2 },
      furnitureMissing: { furniture_cast: [99_999] },
    };
    const ids: Record<string, number> = {};
    for (const [name, filter] of Object.entries(filters)) ids[name] = await saved(seeker.headers, name, filter);
    const pausedId = await saved(seeker.headers, 'paused', { sell_type: SELL_TYPE.rent });
    await update(seeker.headers, pausedId, { paused: true });
    // the owner's own saved search does not hear of the owner's listing
    const ownId = await saved(owner.headers, 'own', { sell_type: SELL_TYPE.rent });

    const { id } = await storeComplete(ctx, owner.headers, refs, { sell_type: LISTING_SELL_TYPE.rent, rent_price: 15000, project_estate_name: project, total_bedroom: 1 });
    expect((await lifecycle(ctx, owner.headers, 'publish', id)).json().result.status).toBe('pending');
    await ctx.app.jobs.drain();
    // pending: not on the site, nothing matched yet
    expect(await ctx.database.db.selectFrom('saved_search_matches').select('listing_id').where('listing_id', '=', id).execute()).toEqual([]);
    expect((await moderate(ctx, admin.headers, 'approve', id)).statusCode).toBe(200);
    await ctx.app.jobs.drain();

    const expected = ['rentInRange', 'keyword', 'mapAround'];
    for (const [name, filter] of Object.entries(filters)) {
      const found = (await matches(ids[name]!)).map((row) => row.listing_id);
      expect(found, name).toEqual(expected.includes(name) ? [id] : []);
      // the search itself agrees
      const res = await search(filter as Record<string, string | number>);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result.data.some((card: { id: number }) => card.id === id), `search ${name}`).toBe(expected.includes(name));
    }
    expect(await matches(pausedId)).toEqual([]);
    expect(await matches(ownId)).toEqual([]);
    const listed = (await list(seeker.headers)).json().result.saved_searches as { id: number; new_matches: number }[];
    expect(listed.find((s) => s.id === ids.rentInRange)?.new_matches).toBe(1);
    expect(listed.find((s) => s.id === ids.tooCheap)?.new_matches).toBe(0);

    // a replayed job records nothing new
    expect(await matchListing(ctx.app, id)).toEqual([]);
    expect(await matches(ids.rentInRange!)).toEqual([{ listing_id: id }]);

    // the price drops to 8,500: the cheap search now matches, the others keep their one row
    const form = (await ctx.app.inject({ method: 'GET', url: `/api/estate/${id}`, headers: owner.headers })).json().result;
    const edited = await store(ctx, owner.headers, { id, rent_price: 8500, announce_title: form.announce_title });
    expect(edited.statusCode, edited.body).toBe(200);
    await ctx.app.jobs.drain();
    expect(await matches(ids.tooCheap!)).toEqual([{ listing_id: id }]);
    expect(await matches(ids.keyword!)).toEqual([{ listing_id: id }]);
    expect(await matches(ids.rentInRange!)).toEqual([{ listing_id: id }]);
  });
});
