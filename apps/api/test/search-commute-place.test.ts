import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuery } from '@baandee/contracts';
import { distanceMetres, placeStations, railSecondsFrom } from '@baandee/domain';
import { matchListing } from '../src/modules/saved-searches/saved-search-matching.js';
import { searchPlan } from '../src/modules/search/search-plan.js';
import { searchRailGraph, type SearchRail } from '../src/modules/search/search-rail.js';
import { searchVocabulary } from '../src/modules/search/search-vocabulary.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { expectedCommute, fixtureCards } from './support/commute.js';
import { baseListing, insertFixture, searchMaster, type FixtureListing, type FixtureStation } from './support/search-fixture.js';

/**
 * Commute search from a place (docs/decisions/066): `commute_place` (`district:<id>` or
 * `point:<lat>,<lng>`) with `commute_minutes` on GET api/estate keeps the listings whose
 * commute from the place (the walk from it to a station near it, the ride, the walk from the
 * listing's nearest station) fits the minutes, and every card says how many minutes; the
 * filter and the cards agree. Expected answers are computed here from the fixture, the
 * stations' coordinates and the domain's journeys (unit-tested in packages/domain).
 */

let ctx: TestContext;
let rail: SearchRail;
let fixture: FixtureListing[];
let ids: Map<string, number>;
let station: Record<'siam' | 'siamSilom' | 'moChit' | 'asok' | 'airport' | 'chitLom' | 'kheha', FixtureStation>;
let coordinates: Map<number, { lat: number; lng: number }>;
let pathumWan: number;
let phraNakhon: number;

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
    chitLom: master.station('Chit Lom', 'BTS-SUK'),
    kheha: master.station('Kheha', 'BTS-SUK'),
  };
  rail = await searchRailGraph(ctx.app.db, ctx.app.searchRepository);
  coordinates = new Map((await ctx.app.db.selectFrom('train_stations').select(['id', 'lat', 'lng']).execute()).map((row) => [row.id, { lat: row.lat, lng: row.lng }]));
  const area = master.area('Pathum Wan');
  pathumWan = area.district_id;
  // a district no project is placed in: it has no point
  phraNakhon = master.area('Phra Nakhon').district_id;
  const at = (s: FixtureStation, km: number): FixtureStation => ({ ...s, distance_km: km });
  fixture = [
    baseListing('siam-silom-300m', { ...area, stations: [at(station.siamSilom, 0.3)] }),
    baseListing('mochit-500m', { ...area, stations: [at(station.moChit, 0.5), at(station.asok, 1.9)] }),
    baseListing('asok-1500m', { ...area, stations: [at(station.asok, 1.5)] }),
    baseListing('chitlom-100m', { ...area, stations: [at(station.chitLom, 0.1)] }),
    baseListing('airport-200m', { ...area, stations: [at(station.airport, 0.2)] }),
    baseListing('kheha-100m', { ...area, stations: [at(station.kheha, 0.1)] }),
    baseListing('siam-3km', { ...area, stations: [at(station.siam, 3)] }),
    baseListing('no-station', { ...area, stations: [] }),
  ];
  ids = await insertFixture(ctx, owner.info.id, fixture);
  await ctx.app.searchIndex.loaded();
});
afterAll(() => ctx.close());

/** A point `metres` east of a station (a degree of longitude is 111.32 km times the cosine of the latitude). */
function eastOf(s: FixtureStation, metres: number): { lat: number; lng: number } {
  const at = coordinates.get(s.id)!;
  return { lat: Number(at.lat.toFixed(6)), lng: Number((at.lng + metres / (111_320 * Math.cos((at.lat * Math.PI) / 180))).toFixed(6)) };
}
const pointText = (p: { lat: number; lng: number }) => `point:${String(p.lat)},${String(p.lng)}`;

/** A fixture listing's commute from a point: see support/commute.ts. */
const expectedMinutes = (listing: FixtureListing, point: { lat: number; lng: number }) => expectedCommute(listing, rail.stations, (id) => railSecondsFrom(rail, placeStations(rail, point)).get(id));
const search = (query: string) => fixtureCards(ctx, ids, query);

const minutesOf = async (query: string) => new Map((await search(query)).map((card) => [card.id, card.commute_minutes]));

describe('commute search from a place', () => {
  it('keeps exactly the listings within the minutes of a point or a district, each card showing its minutes', async () => {
    const districtPoint = rail.districtPoints.get(pathumWan)!;
    expect(districtPoint).toBeDefined();
    const places: [string, { lat: number; lng: number }][] = [
      [pointText(eastOf(station.asok, 400)), eastOf(station.asok, 400)],
      [pointText(eastOf(station.moChit, 1200)), eastOf(station.moChit, 1200)],
      [`district:${String(pathumWan)}`, districtPoint],
    ];
    let found = 0;
    for (const [place, point] of places) {
      for (const minutes of [5, 15, 20, 30, 45, 60, 120]) {
        const cards = await search(`commute_place=${encodeURIComponent(place)}&commute_minutes=${String(minutes)}`);
        const expected = fixture
          .map((listing) => ({ id: ids.get(listing.key)!, minutes: expectedMinutes(listing, point) }))
          .filter((listing) => listing.minutes !== null && listing.minutes <= minutes)
          .sort((a, b) => a.id - b.id);
        expect(
          cards.map((card) => ({ id: card.id, minutes: card.commute_minutes })).sort((a, b) => a.id - b.id),
          `from ${place} within ${String(minutes)}`,
        ).toEqual(expected);
        found += cards.length;
      }
    }
    expect(found).toBeGreaterThan(20);
  });

  it('reads known journeys: the walk from the place to its station counts', async () => {
    // from Siam's own point: no walk to the station, the listing's 300 m walk only (as from the station)
    const siamPoint = coordinates.get(station.siam.id)!;
    const fromSiam = await minutesOf(`commute_place=${encodeURIComponent(pointText(siamPoint))}&commute_minutes=120`);
    const fromStation = await minutesOf(`commute_station_id=${String(station.siam.id)}&commute_minutes=120`);
    expect(fromSiam.get(ids.get('siam-silom-300m')!)).toBe(4);
    for (const [id, minutes] of fromStation) expect(fromSiam.get(id), String(id)).toBeLessThanOrEqual(minutes!);
    // 400 m east of Asok: a 5-minute walk to Asok, 4 stops to Siam (about 9 minutes), the listing's 4-minute walk
    const nearAsok = await minutesOf(`commute_place=${encodeURIComponent(pointText(eastOf(station.asok, 400)))}&commute_minutes=120`);
    const siamListing = nearAsok.get(ids.get('siam-silom-300m')!)!;
    expect(siamListing).toBeGreaterThanOrEqual(16);
    expect(siamListing).toBeLessThanOrEqual(21);
    // and a listing 1.5 km from Asok: the two walks only, 5 + 19 minutes
    expect(nearAsok.get(ids.get('asok-1500m')!)).toBe(24);
    // Pathum Wan's point is at Chit Lom (seed/data/district-anchors.json): a listing 100 m from it is 2 minutes away
    const fromDistrict = await minutesOf(`commute_place=district:${String(pathumWan)}&commute_minutes=30`);
    expect(distanceMetres(rail.districtPoints.get(pathumWan)!, coordinates.get(station.chitLom.id)!)).toBeLessThan(1);
    expect(fromDistrict.get(ids.get('chitlom-100m')!)).toBe(2);
    expect(fromDistrict.has(ids.get('airport-200m')!)).toBe(false);
    expect(fromDistrict.has(ids.get('siam-3km')!)).toBe(false);
    expect(fromDistrict.has(ids.get('no-station')!)).toBe(false);
  });

  it('finds nothing from a point with no station within walking distance', async () => {
    expect(await search(`commute_place=${encodeURIComponent('point:13.2,100.6')}&commute_minutes=120`)).toEqual([]);
  });

  it('answers the same from the index in memory and from the database', async () => {
    const vocabulary = await searchVocabulary(ctx.app.db, () => ctx.app.searchRepository.vocabularyNames());
    const window = { page: 1, perPage: 100, cap: 1000 };
    for (const place of [pointText(eastOf(station.asok, 400)), `district:${String(pathumWan)}`]) {
      for (const minutes of [10, 25, 50]) {
        const plan = searchPlan(searchQuery.parse({ commute_place: place, commute_minutes: minutes, per_page: 100 }), vocabulary, undefined, rail);
        const fromIndex = await ctx.app.searchIndex.search(plan, window);
        expect(fromIndex).not.toBeNull();
        expect(fromIndex).toEqual(await ctx.app.searchRepository.search(plan, window));
      }
    }
  });

  it('leaves a station commute as it was', async () => {
    const cards = await minutesOf(`commute_station_id=${String(station.siam.id)}&commute_minutes=30`);
    expect(cards.get(ids.get('siam-silom-300m')!)).toBe(4);
  });

  it.each([
    ['a district without a point', () => `commute_place=district:${String(phraNakhon)}&commute_minutes=30`, { commute_place: ['value not allowed'] }],
    ['a district that does not exist', () => 'commute_place=district:999999&commute_minutes=30', { commute_place: ['value not allowed'] }],
    ['a place of another kind', () => 'commute_place=project:12&commute_minutes=30', { commute_place: ['value not allowed'] }],
    ['a point off the Earth', () => `commute_place=${encodeURIComponent('point:95,100.5')}&commute_minutes=30`, { commute_place: ['value not allowed'] }],
    ['a point of text', () => 'commute_place=point:here&commute_minutes=30', { commute_place: ['value not allowed'] }],
    ['a station and a place', () => `commute_station_id=${String(station.siam.id)}&commute_place=district:${String(pathumWan)}&commute_minutes=30`, { commute_place: ['value not allowed'] }],
    ['a place without minutes', () => `commute_place=district:${String(pathumWan)}`, { commute_minutes: ['required'] }],
  ])('%s: 422 invalid input on the field', async (_name, query, errors) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/estate?${query()}` });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ status: 'error', message: 'invalid input', errors });
  });
});

describe('GET api/estate/commute: the compare page\'s commute row', () => {
  it('answers each listing\'s minutes as the search cards show them, from a station or a place, with no limit; null where there is none', async () => {
    const some = ['chitlom-100m', 'mochit-500m', 'kheha-100m', 'no-station'].map((key) => ids.get(key)!);
    for (const from of [`commute_station_id=${String(station.siam.id)}`, `commute_place=district:${String(pathumWan)}`, `commute_place=${encodeURIComponent(pointText(eastOf(station.asok, 400)))}`]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/estate/commute?ids=${some.join(',')}&${from}` });
      expect(res.statusCode, res.body).toBe(200);
      const cards = await minutesOf(`${from}&commute_minutes=120`);
      expect(res.json().result.listings, from).toEqual(some.map((id) => ({ id, commute_minutes: cards.get(id) ?? null })));
    }
    // a listing not on the site (a closed or unknown id) has no commute
    const res = await ctx.app.inject({ method: 'GET', url: `/api/estate/commute?ids=999999,${String(ids.get('chitlom-100m')!)}&commute_place=district:${String(pathumWan)}` });
    expect(res.json().result.listings).toEqual([
      { id: 999999, commute_minutes: null },
      { id: ids.get('chitlom-100m')!, commute_minutes: 2 },
    ]);
  });

  it.each([
    ['no origin', () => 'ids=1', { commute_station_id: ['required'] }],
    ['no ids', () => `commute_place=district:${String(pathumWan)}`, { ids: ['required'] }],
    ['a station and a place', () => `ids=1&commute_station_id=${String(station.siam.id)}&commute_place=district:${String(pathumWan)}`, { commute_place: ['value not allowed'] }],
    ['a district without a point', () => `ids=1&commute_place=district:${String(phraNakhon)}`, { commute_place: ['value not allowed'] }],
    ['a station not open', () => 'ids=1&commute_station_id=999999', { commute_station_id: ['value not allowed'] }],
  ])('%s: 422 invalid input on the field', async (_name, query, errors) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/estate/commute?${query()}` });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ status: 'error', message: 'invalid input', errors });
  });

  it('takes at most four listings', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/estate/commute?ids=1,2,3,4,5&commute_station_id=${String(station.siam.id)}` });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['ids']);
  });
});

describe('a saved search with a commute from a place', () => {
  it('is kept with its place and matches a new listing within it, not one beyond', async () => {
    const user = await signUp(ctx, undefined, { verify: true });
    const filter = { commute_place: `district:${String(pathumWan)}`, commute_minutes: 25 };
    const res = await ctx.app.inject({ method: 'POST', url: '/api/saved-search', headers: user.headers, payload: { name: 'Near Pathum Wan', filter, channel: 'email', frequency: 'instant' } });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().result;
    expect(saved.filter).toMatchObject(filter);
    expect(await matchListing(ctx.app, ids.get('chitlom-100m')!)).toContain(saved.id);
    expect(await matchListing(ctx.app, ids.get('airport-200m')!)).not.toContain(saved.id);
  });
});
