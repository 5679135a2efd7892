import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  RAIL_INTERCHANGES,
  RAIL_LINE_PATHS,
  buildRailGraph,
  commuteMinutes,
  commuteReach,
  placeStations,
  railSeconds,
  railSecondsFrom,
  reachWithin,
  walkSeconds,
  type RailStationInput,
} from '../src/rail-graph.js';

/** The seeded rail data (apps/api/src/db/seed/data/rail), ids given in file order as the seed does. */
interface RailFile {
  lines: { code: string; open: boolean }[];
  stations: { code: string; line: string; name_en: string; lat: number; lng: number; open: boolean; interchange: string[] }[];
}
const rail = JSON.parse(readFileSync(new URL('../../../apps/api/src/db/seed/data/rail/rail-stations.json', import.meta.url), 'utf8')) as RailFile;
const lineOpen = new Map(rail.lines.map((line) => [line.code, line.open]));
const rows: RailStationInput[] = rail.stations.map((s, i) => ({
  id: i + 1,
  line_code: s.line,
  code: s.code,
  name_en: s.name_en,
  lat: s.lat,
  lng: s.lng,
  is_open: s.open && lineOpen.get(s.line) === true,
}));
const graph = buildRailGraph(rows);
const idOf = (line: string, code: string) => rows.find((row) => row.line_code === line && row.code === code)!.id;
const minutes = (from: [string, string], to: [string, string]) => railSeconds(graph, idOf(...from)).get(idOf(...to))! / 60;

describe('the rail graph', () => {
  it('holds every open station of the data on a path of its line, and every interchange the data names', () => {
    for (const row of rows.filter((r) => r.is_open)) {
      expect(RAIL_LINE_PATHS[row.line_code]?.some((path) => path.includes(row.code)), `${row.line_code}:${row.code}`).toBe(true);
    }
    const named = new Set<string>();
    for (const s of rail.stations) for (const other of s.interchange) named.add([`${s.line}:${s.code}`, other].sort().join(' '));
    const ours = new Set(RAIL_INTERCHANGES.map(([a, b]) => [a, b].sort().join(' ')));
    expect(ours).toEqual(named);
  });

  it('reaches every open station from any other (one network)', () => {
    const open = rows.filter((r) => r.is_open).length;
    expect(railSeconds(graph, idOf('BTS-SUK', 'CEN')).size).toBe(open);
    expect(railSeconds(graph, idOf('SRT-LR', 'RW06')).size).toBe(open);
  });

  it('gives known journeys their published times, within a tolerance', () => {
    // BTS journey planner: Siam to Mo Chit, 7 stops, about 15 minutes
    expect(minutes(['BTS-SUK', 'CEN'], ['BTS-SUK', 'N8'])).toBeGreaterThan(12);
    expect(minutes(['BTS-SUK', 'CEN'], ['BTS-SUK', 'N8'])).toBeLessThan(17);
    // the same either way
    expect(minutes(['BTS-SUK', 'N8'], ['BTS-SUK', 'CEN'])).toBe(minutes(['BTS-SUK', 'CEN'], ['BTS-SUK', 'N8']));
    // Asok to Sala Daeng: 4 stops to Siam, a change, 2 stops (about 14 minutes); or the MRT from Sukhumvit to Si Lom
    const asokSalaDaeng = minutes(['BTS-SUK', 'E4'], ['BTS-SIL', 'S2']);
    expect(asokSalaDaeng).toBeGreaterThan(11);
    expect(asokSalaDaeng).toBeLessThan(17);
    // MRT Sukhumvit to Si Lom: 4 stops, about 8-10 minutes
    const sukhumvitSilom = minutes(['MRT-BL', 'BL22'], ['MRT-BL', 'BL26']);
    expect(sukhumvitSilom).toBeGreaterThan(7);
    expect(sukhumvitSilom).toBeLessThan(11);
    // Asok to Si Lom (MRT): the change at Asok/Sukhumvit and the Blue Line, or the BTS and the change at Sala Daeng
    expect(minutes(['BTS-SUK', 'E4'], ['MRT-BL', 'BL26'])).toBeCloseTo(Math.min(6 + sukhumvitSilom, asokSalaDaeng + 6), 5);
    // Airport Rail Link: Phaya Thai to Suvarnabhumi, 26 minutes
    expect(minutes(['ARL', 'A8'], ['ARL', 'A1'])).toBeCloseTo(26, 0);
    // Siam to Suvarnabhumi: Siam-Phaya Thai (2 stops), change, ARL (about 35 minutes)
    const siamAirport = minutes(['BTS-SUK', 'CEN'], ['ARL', 'A1']);
    expect(siamAirport).toBeGreaterThan(31);
    expect(siamAirport).toBeLessThan(40);
    // Khu Khot to Kheha end to end, about an hour and a half
    expect(minutes(['BTS-SUK', 'N24'], ['BTS-SUK', 'E23'])).toBeCloseTo(90, 0);
    // Tao Poon to Bang Sue, one stop (about 2 minutes)
    const taoPoonBangSue = minutes(['MRT-PP', 'PP16'], ['MRT-BL', 'BL11']);
    expect(taoPoonBangSue).toBeGreaterThan(1);
    expect(taoPoonBangSue).toBeLessThan(3);
  });

  it('goes round the Blue Line loop through Tha Phra, and the Pink Line branch from PK10', () => {
    // Itsaraphap to Bang Phai: through Tha Phra, two stops, not round the whole loop
    expect(minutes(['MRT-BL', 'BL32'], ['MRT-BL', 'BL33'])).toBeLessThan(6);
    expect(minutes(['MRT-BL', 'BL02'], ['MRT-BL', 'BL33'])).toBeLessThan(6);
    // Muang Thong Thani branch: PK10 to MT02 two stops
    expect(minutes(['MRT-PK', 'PK10'], ['MRT-PK', 'MT02'])).toBeLessThan(6);
    expect(minutes(['MRT-PK', 'PK30'], ['MRT-PK', 'MT01'])).toBeGreaterThan(minutes(['MRT-PK', 'PK30'], ['MRT-PK', 'PK10']));
  });

  it('starts and ends a journey at any line of a station of one name (Siam of both BTS lines) at no cost', () => {
    expect(minutes(['BTS-SUK', 'CEN'], ['BTS-SIL', 'CEN'])).toBe(0);
    // from Siam on the Silom Line no change is counted to ride the Sukhumvit Line
    expect(minutes(['BTS-SIL', 'CEN'], ['BTS-SUK', 'N8'])).toBe(minutes(['BTS-SUK', 'CEN'], ['BTS-SUK', 'N8']));
    // passing through Siam from Sala Daeng to Mo Chit counts the change (3 minutes)
    const through = minutes(['BTS-SIL', 'S2'], ['BTS-SUK', 'N8']);
    expect(through).toBeCloseTo(minutes(['BTS-SIL', 'S2'], ['BTS-SIL', 'CEN']) + 3 + minutes(['BTS-SUK', 'CEN'], ['BTS-SUK', 'N8']), 5);
  });

  it('leaves stations that are not open out', () => {
    const orange = rows.find((row) => row.line_code === 'MRT-OR')!;
    expect(graph.stations.has(orange.id)).toBe(false);
    expect(railSeconds(graph, orange.id).size).toBe(0);
    expect(railSeconds(graph, 99_999).size).toBe(0);
  });
});

describe('commute times', () => {
  it('adds the walk at 80 m a minute and rounds up to whole minutes', () => {
    expect(commuteMinutes(0, 0)).toBe(0);
    expect(commuteMinutes(600, 800)).toBe(20);
    expect(commuteMinutes(600, 801)).toBe(21);
    expect(commuteMinutes(61, 0)).toBe(2);
  });

  it('reaches exactly the stations and walks whose commute fits the minutes', () => {
    const from = idOf('BTS-SUK', 'CEN');
    const times = railSeconds(graph, from);
    for (const budget of [5, 15, 24, 30, 60]) {
      const reach = commuteReach(graph, from, budget);
      for (const [id, seconds] of times) {
        const walk = reach.get(id);
        if (seconds > budget * 60) {
          expect(walk).toBeUndefined();
          continue;
        }
        expect(walk).toBeDefined();
        // the longest walk that fits, and a metre more does not
        expect(commuteMinutes(seconds, walk!)).toBeLessThanOrEqual(budget);
        expect(commuteMinutes(seconds, walk! + 1)).toBeGreaterThan(budget);
      }
    }
  });
});

describe('commute from a place', () => {
  const station = (line: string, code: string) => rows.find((row) => row.line_code === line && row.code === code)!;
  /** A point `metres` east of a station (a degree of longitude at Bangkok's latitude is about 108 km). */
  const eastOf = (line: string, code: string, metres: number) => {
    const at = station(line, code);
    return { lat: at.lat, lng: at.lng + metres / (111_320 * Math.cos((at.lat * Math.PI) / 180)) };
  };

  it('walks from the place to every open station within 2 km at 80 m a minute, and to none further', () => {
    const at = station('BTS-SUK', 'E4');
    const origins = placeStations(graph, at);
    // Asok itself at no walk, MRT Sukhumvit (the same interchange) a short walk
    expect(origins.get(at.id)).toBe(0);
    expect(origins.get(idOf('MRT-BL', 'BL22'))).toBeLessThan(3 * 60);
    // Nana (one stop west, about 1 km) is walkable; Siam is not
    expect(origins.has(idOf('BTS-SUK', 'E3'))).toBe(true);
    expect(origins.has(idOf('BTS-SUK', 'CEN'))).toBe(false);
    for (const [id, seconds] of origins) {
      const metres = Math.round((seconds * 4) / 3);
      expect(metres, String(id)).toBeLessThanOrEqual(2001);
    }
    // out in the Gulf, nothing is near
    expect(placeStations(graph, { lat: 13.2, lng: 100.6 }).size).toBe(0);
    expect(walkSeconds(80)).toBe(60);
    expect(walkSeconds(1)).toBe(1);
  });

  it('is the best over the nearby stations of the walk there plus the ride', () => {
    // a point 400 m east of Asok: the walk to Asok is 5 minutes, then the ride to Siam
    const point = eastOf('BTS-SUK', 'E4', 400);
    const origins = placeStations(graph, point);
    const fromPlace = railSecondsFrom(graph, origins);
    const siam = idOf('BTS-SUK', 'CEN');
    const viaAsok = (origins.get(idOf('BTS-SUK', 'E4')) ?? Infinity) + railSeconds(graph, idOf('BTS-SUK', 'E4')).get(siam)!;
    expect(Math.abs(origins.get(idOf('BTS-SUK', 'E4'))! - 300)).toBeLessThanOrEqual(3);
    // no origin gives less than the best of them
    let best = Infinity;
    for (const [origin, walk] of origins) best = Math.min(best, walk + (railSeconds(graph, origin).get(siam) ?? Infinity));
    expect(fromPlace.get(siam)).toBe(best);
    expect(fromPlace.get(siam)).toBeLessThanOrEqual(viaAsok);
    // Asok to Siam is 4 stops (about 9 minutes): with the walk, about 14
    expect(fromPlace.get(siam)! / 60).toBeGreaterThan(11);
    expect(fromPlace.get(siam)! / 60).toBeLessThan(17);
    // the stations near the place are reached in their walk at most
    for (const [id, walk] of origins) expect(fromPlace.get(id)).toBeLessThanOrEqual(walk);
  });

  it('from a station\'s own point is the station\'s journeys at best, never later', () => {
    const siam = station('BTS-SUK', 'CEN');
    const fromPlace = railSecondsFrom(graph, placeStations(graph, siam));
    for (const [id, seconds] of railSeconds(graph, siam.id)) expect(fromPlace.get(id)!, String(id)).toBeLessThanOrEqual(seconds);
    // Mo Chit from Siam: the same ride (about 13 minutes), the walk to Siam being none
    expect(fromPlace.get(idOf('BTS-SUK', 'N8'))).toBe(railSeconds(graph, siam.id).get(idOf('BTS-SUK', 'N8')));
  });

  it('reaches exactly the stations and walks whose commute from the place fits the minutes', () => {
    const seconds = railSecondsFrom(graph, placeStations(graph, eastOf('MRT-BL', 'BL26', 700)));
    for (const budget of [15, 30, 45]) {
      const reach = reachWithin(seconds, budget);
      for (const [id, ride] of seconds) {
        const walk = reach.get(id);
        if (ride > budget * 60) {
          expect(walk).toBeUndefined();
          continue;
        }
        expect(commuteMinutes(ride, walk!)).toBeLessThanOrEqual(budget);
        expect(commuteMinutes(ride, walk! + 1)).toBeGreaterThan(budget);
      }
    }
    // a station's reach is the same through either function
    expect(reachWithin(railSeconds(graph, idOf('BTS-SUK', 'CEN')), 30)).toEqual(commuteReach(graph, idOf('BTS-SUK', 'CEN'), 30));
  });

  it('reaches nothing from a place with no station near', () => {
    expect(railSecondsFrom(graph, placeStations(graph, { lat: 13.2, lng: 100.6 })).size).toBe(0);
  });
});
