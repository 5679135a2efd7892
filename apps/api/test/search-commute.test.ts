import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuery } from '@baandee/contracts';
import { buildRailGraph, railSeconds, type RailGraph } from '@baandee/domain';
import { matchListing } from '../src/modules/saved-searches/saved-search-matching.js';
import { searchPlan } from '../src/modules/search/search-plan.js';
import { searchVocabulary } from '../src/modules/search/search-vocabulary.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { expectedCommute, fixtureCards } from './support/commute.js';
import { baseListing, insertFixture, searchMaster, type FixtureListing, type FixtureStation } from './support/search-fixture.js';

/**
 * Commute search (docs/decisions/061): `commute_station_id` and `commute_minutes` on GET
 * api/estate keep the listings whose nearest station within walking distance is reached by
 * rail in time with the walk to it (80 m a minute) included, and every card then says how
 * many minutes. The right answers are computed here from the fixture and the rail graph of
 * the seeded stations, independently of the SQL and of the index.
 */

let ctx: TestContext;
let graph: RailGraph;
let fixture: FixtureListing[];
let ids: Map<string, number>;
let station: Record<'siam' | 'siamSilom' | 'moChit' | 'asok' | 'airport' | 'cultural' | 'culturalOrange' | 'kheha', FixtureStation>;

beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH, SEARCH_CACHE_SECONDS: '0' });
  const master = await searchMaster(ctx);
  const owner = await signUp(ctx);
  station = {
    siam: master.station('Siam', 'BTS-SUK'),
    siamSilom: master.station('Siam', 'BTS-SIL'),
    moChit: master.station('Mo Chit', 'BTS-SUK'),
    asok: master.station('Asok', 'BTS-SUK'),
    airport: master.station('Suvarnabhumi', 'ARL'),
    cultural: master.station('Thailand Cultural Centre', 'MRT-BL'),
    culturalOrange: master.station('Thailand Cultural Centre', 'MRT-OR'),
    kheha: master.station('Kheha', 'BTS-SUK'),
  };
  graph = buildRailGraph(await ctx.app.searchRepository.railStations());
  const area = master.area('Pathum Wan');
  const at = (s: FixtureStation, km: number): FixtureStation => ({ ...s, distance_km: km });
  fixture = [
    // at Siam on the other line: no ride, a 4-minute walk
    baseListing('siam-silom-300m', { ...area, stations: [at(station.siamSilom, 0.3)] }),
    baseListing('mochit-500m', { ...area, stations: [at(station.moChit, 0.5), at(station.asok, 1.9)] }),
    baseListing('asok-1500m', { ...area, stations: [at(station.asok, 1.5)] }),
    baseListing('airport-200m', { ...area, stations: [at(station.airport, 0.2)] }),
    // the nearest stated station is on the Orange Line, not open: the nearest open one counts
    baseListing('cultural-800m', { ...area, stations: [at(station.culturalOrange, 0.2), at(station.cultural, 0.8)] }),
    baseListing('kheha-100m', { ...area, stations: [at(station.kheha, 0.1)] }),
    // too far to walk, or no station at all: never within a commute
    baseListing('siam-3km', { ...area, stations: [at(station.siam, 3)] }),
    baseListing('no-station', { ...area, stations: [] }),
  ];
  ids = await insertFixture(ctx, owner.info.id, fixture);
  await ctx.app.searchIndex.loaded();
});
afterAll(() => ctx.close());

/** A fixture listing's commute from a station: see support/commute.ts. */
const expectedMinutes = (listing: FixtureListing, from: number) => expectedCommute(listing, graph.stations, (id) => railSeconds(graph, from).get(id));
const search = (query: string) => fixtureCards(ctx, ids, query);

describe('commute search', () => {
  it('keeps exactly the listings within the minutes, each card showing its minutes', async () => {
    let found = 0;
    for (const from of [station.siam, station.asok, station.airport]) {
      for (const minutes of [5, 15, 20, 30, 45, 60, 120]) {
        const cards = await search(`commute_station_id=${from.id}&commute_minutes=${minutes}`);
        const expected = fixture
          .map((listing) => ({ id: ids.get(listing.key)!, minutes: expectedMinutes(listing, from.id) }))
          .filter((listing) => listing.minutes !== null && listing.minutes <= minutes)
          .sort((a, b) => a.id - b.id);
        expect(
          cards.map((card) => ({ id: card.id, minutes: card.commute_minutes })).sort((a, b) => a.id - b.id),
          `from ${from.id} within ${minutes}`,
        ).toEqual(expected);
        found += cards.length;
      }
    }
    expect(found).toBeGreaterThan(20);
  });

  it('reads known journeys: Siam on either line, Mo Chit, Asok, the airport', async () => {
    const cards = new Map((await search(`commute_station_id=${station.siam.id}&commute_minutes=120`)).map((card) => [card.id, card.commute_minutes]));
    // Siam of the Silom Line is Siam: only the 300 m walk (3.75 minutes, rounded up)
    expect(cards.get(ids.get('siam-silom-300m')!)).toBe(4);
    // 7 stops to Mo Chit (about 13-15 minutes) and a 500 m walk (6.25 minutes)
    expect(cards.get(ids.get('mochit-500m')!)).toBeGreaterThanOrEqual(19);
    expect(cards.get(ids.get('mochit-500m')!)).toBeLessThanOrEqual(23);
    // Siam to Suvarnabhumi through Phaya Thai: about 35 minutes, and a 200 m walk
    expect(cards.get(ids.get('airport-200m')!)).toBeGreaterThanOrEqual(33);
    expect(cards.get(ids.get('airport-200m')!)).toBeLessThanOrEqual(42);
    expect(cards.has(ids.get('siam-3km')!)).toBe(false);
    expect(cards.has(ids.get('no-station')!)).toBe(false);
  });

  it('answers the same from the index in memory and from the database', async () => {
    const vocabulary = await searchVocabulary(ctx.app.db, () => ctx.app.searchRepository.vocabularyNames());
    for (const minutes of [10, 25, 50]) {
      const plan = searchPlan(searchQuery.parse({ commute_station_id: station.asok.id, commute_minutes: minutes, per_page: 100 }), vocabulary, undefined, graph);
      const window = { page: 1, perPage: 100, cap: 1000 };
      const fromIndex = await ctx.app.searchIndex.search(plan, window);
      expect(fromIndex).not.toBeNull();
      expect(fromIndex).toEqual(await ctx.app.searchRepository.search(plan, window));
    }
    // the cards' nearest stations and walks: the index's rows are the database's
    const all = [...ids.values()].sort((a, b) => a - b);
    const byId = (rows: { listing_id: number }[]) => [...rows].sort((a, b) => a.listing_id - b.listing_id);
    expect(byId(ctx.app.searchIndex.nearestStations(all)!)).toEqual(byId(await ctx.app.searchRepository.nearestStations(all)));
  });

  it('follows a listing whose stated station changes', async () => {
    const id = ids.get('kheha-100m')!;
    const query = `commute_station_id=${station.siam.id}&commute_minutes=30`;
    expect((await search(query)).map((card) => card.id)).not.toContain(id);
    await ctx.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('listing_stations').set({ train_station_id: station.asok.id, train_type_id: station.asok.train_type_id }).where('listing_id', '=', id).execute();
      await ctx.app.searchRepository.in(trx).refresh([id]);
    });
    const card = (await search(query)).find((c) => c.id === id);
    expect(card?.commute_minutes).toBe(expectedMinutes({ ...fixture.find((l) => l.key === 'kheha-100m')!, stations: [{ ...station.asok, distance_km: 0.1 }] }, station.siam.id));
  });

  it('carries commute_minutes as null on a search without it', async () => {
    const cards = await search('');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.commute_minutes).toBeNull();
  });

  it.each([
    ['a station that does not exist', () => 'commute_station_id=999999&commute_minutes=30', { commute_station_id: ['value not allowed'] }],
    ['a station not open', () => `commute_station_id=${station.culturalOrange.id}&commute_minutes=30`, { commute_station_id: ['value not allowed'] }],
    ['minutes without a station', () => 'commute_minutes=30', { commute_station_id: ['required'] }],
    ['a station without minutes', () => `commute_station_id=${station.siam.id}`, { commute_minutes: ['required'] }],
  ])('%s: 422 invalid input on the field', async (_name, query, errors) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/estate?${query()}` });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ status: 'error', message: 'invalid input', errors });
  });

  it.each(['0', '4', '121', '30.5', 'half-hour'])('minutes %s: 422 with the field error', async (minutes) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/estate?commute_station_id=${station.siam.id}&commute_minutes=${minutes}` });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['commute_minutes']);
  });
});

describe('a saved search with a commute', () => {
  it('is kept with its commute and matches a new listing within it, not one beyond', async () => {
    const user = await signUp(ctx, undefined, { verify: true });
    const create = (filter: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/saved-search', headers: user.headers, payload: { name: 'Near Siam', filter, channel: 'email', frequency: 'instant' } });
    const filter = { commute_station_id: station.siam.id, commute_minutes: 25 };
    const res = await create(filter);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().result;
    expect(saved.filter).toMatchObject(filter);
    // within 25 minutes of Siam: Mo Chit and a 500 m walk; beyond: the airport
    expect(await matchListing(ctx.app, ids.get('mochit-500m')!)).toContain(saved.id);
    expect(await matchListing(ctx.app, ids.get('airport-200m')!)).not.toContain(saved.id);
    const half = await create({ commute_minutes: 25 });
    expect(half.statusCode).toBe(422);
    expect(half.json().errors).toEqual({ 'filter.commute_station_id': ['required'] });
  });
});
