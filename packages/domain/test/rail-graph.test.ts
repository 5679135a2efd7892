import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  RAIL_INTERCHANGES,
  RAIL_LINE_PATHS,
  buildRailGraph,
  commuteMinutes,
  commuteReach,
  railSeconds,
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
