/**
 * The Bangkok rail network as a graph for commute search (docs/decisions/061): the open
 * stations of the master data (one row per line a station serves, `train_stations`), the
 * order of the stations along each line, the interchanges between lines, and how long each
 * ride between neighbouring stations and each change of line takes. Times are whole seconds,
 * so the search's SQL, its index in memory and the cards all agree to the second.
 *
 * A ride between neighbours takes a stop's time (STOP_SECONDS: braking, doors, pulling
 * away) plus the straight-line distance between the two stations at the line's running pace.
 * Each line's pace is calibrated from its published end-to-end time (RAIL_LINE_TIMES): the
 * ride over the whole reference run then takes that long. Walking from a listing to its
 * station is WALK_METRES_PER_MINUTE.
 */

import { STATION_WALKING_DISTANCE_KM } from './constants.js';

/** A station row as the graph reads it (train_stations with its line's code). */
export interface RailStationInput {
  readonly id: number;
  /** The line's code, e.g. BTS-SUK (train_lines.code). */
  readonly line_code: string;
  /** The official station code on its line, e.g. E4. */
  readonly code: string;
  readonly name_en: string;
  readonly lat: number;
  readonly lng: number;
  readonly is_open: boolean;
}

/** Walking pace from a listing to its station (~4.8 km/h), the figure commute search uses. */
export const WALK_METRES_PER_MINUTE = 80;
/** The time a train spends at each stop it passes (decelerating, doors, accelerating). */
export const STOP_SECONDS = 45;
/** The longest commute a search asks for, in minutes. */
export const COMMUTE_MINUTES_MAX = 120;
/** The least a search asks for, in minutes. */
export const COMMUTE_MINUTES_MIN = 5;
/** The choices the search form offers, in minutes. */
export const COMMUTE_MINUTE_OPTIONS = [15, 20, 30, 45, 60] as const;

const range = (prefix: string, from: number, to: number, pad: number, skip: readonly number[] = []): string[] => {
  const codes: string[] = [];
  const step = to >= from ? 1 : -1;
  for (let i = from; step > 0 ? i <= to : i >= to; i += step) if (!skip.includes(i)) codes.push(`${prefix}${String(i).padStart(pad, '0')}`);
  return codes;
};

/**
 * The stations of each line in running order, as paths of neighbours: the first path is
 * the reference run its published time is for; a branch is a path of its own from the
 * station it leaves. The Blue Line runs from Tha Phra round the loop back through Tha Phra
 * and on to Lak Song; the Pink Line's Muang Thong Thani branch leaves the main line at PK10.
 * N6 (Sena Ruam) is not built; RW03 and RW04 are reserved codes of infill stations.
 */
export const RAIL_LINE_PATHS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  'BTS-SUK': [[...range('N', 24, 1, 1, [6]), 'CEN', ...range('E', 1, 23, 1)]],
  'BTS-SIL': [['W1', 'CEN', ...range('S', 1, 12, 1)]],
  'BTS-GLD': [range('G', 1, 3, 1)],
  'MRT-BL': [[...range('BL', 1, 32, 2), 'BL01', ...range('BL', 33, 38, 2)]],
  'MRT-PP': [range('PP', 1, 16, 2)],
  'MRT-YL': [range('YL', 1, 23, 2)],
  'MRT-PK': [range('PK', 1, 30, 2), ['PK10', 'MT01', 'MT02']],
  ARL: [range('A', 1, 8, 1)],
  'SRT-DR': [range('RN', 1, 10, 2)],
  'SRT-LR': [['RW01', 'RW02', 'RW05', 'RW06']],
};

/**
 * Each line's time over its reference run (the first path of RAIL_LINE_PATHS), in minutes,
 * and where the figure comes from (the decision record lists them with their sources).
 */
export const RAIL_LINE_TIMES: Readonly<Record<string, { readonly minutes: number; readonly basis: string }>> = {
  'BTS-SUK': { minutes: 90, basis: 'Khu Khot-Kheha, 47 stations over 53.6 km: about 1.5 hours end to end (about 2 minutes a station, the operator\'s rule of thumb)' },
  'BTS-SIL': { minutes: 26, basis: 'National Stadium-Bang Wa, 13 stops at about 2 minutes a station' },
  'BTS-GLD': { minutes: 4, basis: 'Krung Thon Buri-Khlong San, 1.8 km automated people mover' },
  'MRT-BL': { minutes: 90, basis: 'Tha Phra round the loop to Lak Song, 38 stations over 48 km: about 1.5 hours at the stated 35 km/h average' },
  'MRT-PP': { minutes: 33, basis: 'Khlong Bang Phai-Tao Poon, 23 km at 35 km/h average with 15 stops' },
  'MRT-YL': { minutes: 52, basis: 'Lat Phrao-Samrong, 30.4 km at 35 km/h average (no published end-to-end time)' },
  'MRT-PK': { minutes: 59, basis: 'Nonthaburi Civic Center-Min Buri, 34.5 km at 35 km/h average (no published end-to-end time)' },
  ARL: { minutes: 26, basis: 'Phaya Thai-Suvarnabhumi City Line, 28.6 km: 26 minutes (operator timetable)' },
  'SRT-DR': { minutes: 25, basis: 'Krung Thep Aphiwat-Rangsit, 26.3 km: about 25 minutes (SRT timetable)' },
  'SRT-LR': { minutes: 15, basis: 'Krung Thep Aphiwat-Taling Chan, 15.3 km: about 15 minutes (SRT timetable)' },
};

/** A change of line, in minutes, where no figure of its own is given: the walk between platforms and half a peak headway's wait. */
export const TRANSFER_MINUTES_DEFAULT = 6;

/**
 * The interchanges of the rail data (`interchange` of each station record), as pairs of
 * `LINE:CODE`, with the minutes a change between them takes: the walk between the
 * platforms and the wait for the next train (about half a peak headway, 2-3 minutes).
 */
export const RAIL_INTERCHANGES: readonly (readonly [string, string, number])[] = [
  // Siam: the two BTS lines on two levels of one station
  ['BTS-SUK:CEN', 'BTS-SIL:CEN', 3],
  ['BTS-SIL:S7', 'BTS-GLD:G1', 4],
  ['BTS-SUK:N17', 'MRT-PK:PK16', 6],
  ['BTS-SUK:N9', 'MRT-BL:BL14', 6],
  ['BTS-SUK:N8', 'MRT-BL:BL13', 6],
  ['BTS-SUK:N2', 'ARL:A8', 6],
  ['BTS-SUK:E4', 'MRT-BL:BL22', 6],
  ['BTS-SUK:E15', 'MRT-YL:YL23', 6],
  ['BTS-SIL:S2', 'MRT-BL:BL26', 6],
  ['BTS-SIL:S12', 'MRT-BL:BL34', 6],
  // Tao Poon: one station building
  ['MRT-BL:BL10', 'MRT-PP:PP16', 4],
  // Bang Sue - Krung Thep Aphiwat: a long walk through the central station
  ['MRT-BL:BL11', 'SRT-DR:RN01', 8],
  ['MRT-BL:BL11', 'SRT-LR:RW01', 8],
  ['SRT-DR:RN01', 'SRT-LR:RW01', 5],
  ['MRT-BL:BL15', 'MRT-YL:YL01', 6],
  // Makkasan - Phetchaburi: a skywalk of a few hundred metres
  ['MRT-BL:BL21', 'ARL:A6', 8],
  ['MRT-PP:PP11', 'MRT-PK:PK01', 6],
  ['MRT-PP:PP15', 'SRT-LR:RW02', 6],
  ['MRT-YL:YL11', 'ARL:A4', 6],
  ['MRT-PK:PK14', 'SRT-DR:RN06', 6],
];

export interface RailGraph {
  /** The open stations by id. */
  readonly stations: ReadonlyMap<number, RailStationInput>;
  /** Per station, its neighbours and the seconds to each (rides and changes of line). */
  readonly edges: ReadonlyMap<number, readonly { readonly to: number; readonly seconds: number }[]>;
  /** Per station, the stations that are the same place (an interchange of one name: Siam of both BTS lines): a journey starts and ends at any of them. */
  readonly samePlace: ReadonlyMap<number, readonly number[]>;
}

/** Metres between two points on the Earth (haversine). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** The graph of the open stations among these rows (stations of lines not listed, or not open, are left out). */
export function buildRailGraph(rows: readonly RailStationInput[]): RailGraph {
  const open = rows.filter((row) => row.is_open);
  const byKey = new Map(open.map((row) => [`${row.line_code}:${row.code}`, row]));
  const edges = new Map<number, { to: number; seconds: number }[]>(open.map((row) => [row.id, []]));
  const link = (a: RailStationInput, b: RailStationInput, seconds: number) => {
    edges.get(a.id)!.push({ to: b.id, seconds });
    edges.get(b.id)!.push({ to: a.id, seconds });
  };
  for (const [line, paths] of Object.entries(RAIL_LINE_PATHS)) {
    const hops = (path: readonly string[]) =>
      path.slice(1).flatMap((code, i) => {
        const a = byKey.get(`${line}:${path[i]}`);
        const b = byKey.get(`${line}:${code}`);
        return a && b ? [{ a, b, metres: distanceMetres(a, b) }] : [];
      });
    const reference = hops(paths[0]!);
    const time = RAIL_LINE_TIMES[line];
    if (reference.length === 0 || !time) continue;
    const metres = reference.reduce((sum, hop) => sum + hop.metres, 0);
    // the pace that makes the reference run take the published time
    const secondsPerMetre = Math.max(0, time.minutes * 60 - reference.length * STOP_SECONDS) / metres;
    for (const path of paths) for (const hop of hops(path)) link(hop.a, hop.b, Math.round(STOP_SECONDS + hop.metres * secondsPerMetre));
  }
  const samePlace = new Map<number, number[]>(open.map((row) => [row.id, [row.id]]));
  for (const [from, to, minutes] of RAIL_INTERCHANGES) {
    const a = byKey.get(from);
    const b = byKey.get(to);
    if (!a || !b) continue;
    link(a, b, minutes * 60);
    if (a.name_en === b.name_en) {
      samePlace.get(a.id)!.push(b.id);
      samePlace.get(b.id)!.push(a.id);
    }
  }
  return { stations: new Map(open.map((row) => [row.id, row])), edges, samePlace };
}

/**
 * Seconds by rail from a station to every station reachable (Dijkstra), the origin and the
 * stations of the same place at 0; an unknown or closed station reaches nothing.
 */
export function railSeconds(graph: RailGraph, from: number): Map<number, number> {
  return railSecondsFrom(graph, new Map([[from, 0]]));
}

/**
 * Seconds from an origin of several stations, each with the seconds it takes to get there
 * first (a place's walk to its nearby stations, `placeStations`), to every station reachable:
 * the least over the origins of the start plus the ride (Dijkstra from all of them at once).
 * The stations of the same place as an origin start with it; unknown or closed ones reach nothing.
 */
export function railSecondsFrom(graph: RailGraph, origins: ReadonlyMap<number, number>): Map<number, number> {
  const done = new Map<number, number>();
  const best = new Map<number, number>();
  for (const [origin, start] of origins) for (const id of graph.samePlace.get(origin) ?? []) if (start < (best.get(id) ?? Infinity)) best.set(id, start);
  // about 200 stations: picking the nearest by a scan is fast enough
  while (best.size > 0) {
    let at = -1;
    let seconds = Infinity;
    for (const [id, s] of best) if (s < seconds || (s === seconds && id < at)) [at, seconds] = [id, s];
    best.delete(at);
    done.set(at, seconds);
    for (const edge of graph.edges.get(at) ?? []) {
      if (done.has(edge.to)) continue;
      const next = seconds + edge.seconds;
      if (next < (best.get(edge.to) ?? Infinity)) best.set(edge.to, next);
    }
  }
  // the stations of the same place as a station reached are reached as it is (a journey ends at any of them)
  for (const [id, seconds] of [...done]) for (const same of graph.samePlace.get(id) ?? []) if ((done.get(same) ?? Infinity) > seconds) done.set(same, seconds);
  return done;
}

/** The seconds a walk of `metres` takes at WALK_METRES_PER_MINUTE, rounded up to whole seconds. */
export function walkSeconds(metres: number): number {
  // metres * 60 / 80
  return Math.ceil((3 * metres) / 4);
}

/** The furthest (metres, in a straight line) a place's station may be for a commute from the place: STATION_WALKING_DISTANCE_KM, the walk a listing's station may be. */
export const PLACE_WALK_METRES_MAX = STATION_WALKING_DISTANCE_KM * 1000;

/**
 * The open stations within PLACE_WALK_METRES_MAX of a point (a place's), each with the
 * seconds of the walk to it at WALK_METRES_PER_MINUTE over the straight-line distance: the
 * origins of a commute from the place (`railSecondsFrom`). Empty when no station is that near.
 */
export function placeStations(graph: RailGraph, point: { lat: number; lng: number }): Map<number, number> {
  const origins = new Map<number, number>();
  for (const station of graph.stations.values()) {
    const metres = distanceMetres(point, station);
    if (metres <= PLACE_WALK_METRES_MAX) origins.set(station.id, walkSeconds(metres));
  }
  return origins;
}

/** The minutes of a commute: the ride's seconds plus the walk's metres at WALK_METRES_PER_MINUTE, rounded up to whole minutes. */
export function commuteMinutes(rideSeconds: number, walkMetres: number): number {
  // (ride + walk * 60 / 80) / 60, in integers: (4 ride + 3 walk) / 240
  return Math.ceil((4 * rideSeconds + 3 * walkMetres) / 240);
}

/**
 * The stations within `minutes` by rail of `from`, each with the longest walk (metres) from
 * a listing to it that still fits the time: a listing whose nearest station is one of them
 * at most that far is within `minutes` (`commuteMinutes(ride, walk) <= minutes`, exactly).
 */
export function commuteReach(graph: RailGraph, from: number, minutes: number): Map<number, number> {
  return reachWithin(railSeconds(graph, from), minutes);
}

/** The same from the seconds to each station (`railSeconds`, `railSecondsFrom`): the stations reached within `minutes`, each with the longest walk that fits. */
export function reachWithin(seconds: ReadonlyMap<number, number>, minutes: number): Map<number, number> {
  const reach = new Map<number, number>();
  for (const [id, ride] of seconds) {
    const left = minutes * 60 - ride;
    // walk * 3 <= 4 * left (seconds to metres at 80 m a minute)
    if (left >= 0) reach.set(id, Math.floor((4 * left) / 3));
  }
  return reach;
}

/** A commute's place (decision 066): a district by id, or a point in decimal degrees. */
export const COMMUTE_PLACE_PATTERN = /^(?:district:[1-9][0-9]{0,8}|point:-?[0-9]{1,2}(?:\.[0-9]{1,6})?,-?[0-9]{1,3}(?:\.[0-9]{1,6})?)$/;
/** The longest `commute_place` text. */
export const COMMUTE_PLACE_MAX = 40;

/** A commute's place read: a district by id or a point; null when the text is not one (the search's schema answers 'value not allowed'). */
export type CommutePlace = { kind: 'district'; id: number } | { kind: 'point'; lat: number; lng: number };
export function parseCommutePlace(text: string): CommutePlace | null {
  if (!COMMUTE_PLACE_PATTERN.test(text)) return null;
  const [kind, value] = text.split(':') as [string, string];
  if (kind === 'district') return { kind, id: Number(value) };
  const [lat, lng] = value.split(',').map(Number) as [number, number];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { kind: 'point', lat, lng } : null;
}
/** A point as `commute_place` writes it (6 decimals at most, about 0.1 m). */
export function commutePointText(point: { lat: number; lng: number }): string {
  const fixed = (value: number) => String(Number(value.toFixed(6)));
  return `point:${fixed(point.lat)},${fixed(point.lng)}`;
}
