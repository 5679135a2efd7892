import { readFileSync } from 'node:fs';
import type { Insertable } from 'kysely';
import type { MasterTables } from '../tables/master.js';

/**
 * Reads the master-data files in ./data (see the README in each folder) into insertable
 * rows. Pure file work, no database: the seeder decides what is missing.
 */
type Rows<K extends keyof MasterTables> = Insertable<MasterTables[K]>[];

interface RailLine {
  code: string;
  type: string;
  name_th: string;
  name_en: string;
  colour: string;
  hex: string;
  open: boolean;
}
interface RailStation {
  code: string;
  line: string;
  name_th: string;
  name_en: string;
  lat: number;
  lng: number;
  open: boolean;
}
interface ProjectRecord {
  name_th: string | null;
  name_en: string;
  developer: string | null;
  kind: string;
  province_id: number;
  district_en: string;
  road: string | null;
  year: number | null;
}
interface Anchor {
  station?: string;
  lat?: number;
  lng?: number;
}
interface Catalogues {
  estate_types: Rows<'estate_types'>;
  location_types: Rows<'location_types'>;
  furniture: Rows<'furniture'>;
  facilities: Rows<'facilities'>;
  hot_search: Omit<Insertable<MasterTables['hot_searches']>, 'sort_order'>[];
  train_types: Rows<'train_types'>;
  /** Lines the rail file has no stations for (MRT Brown), seeded as not open. */
  extra_train_lines: RailLine[];
}

/** A station row before the line's serial id is known. */
export type StationSeed = Omit<Insertable<MasterTables['train_stations']>, 'train_line_id'> & { line_code: string };
/** A line row before the type's id is resolved. */
export type LineSeed = Omit<Insertable<MasterTables['train_lines']>, 'id'>;

export interface MasterData {
  provinces: Rows<'provinces'>;
  districts: Rows<'districts'>;
  sub_districts: Rows<'sub_districts'>;
  estate_types: Rows<'estate_types'>;
  location_types: Rows<'location_types'>;
  furniture: Rows<'furniture'>;
  facilities: Rows<'facilities'>;
  hot_searches: Rows<'hot_searches'>;
  train_types: Rows<'train_types'>;
  train_lines: LineSeed[];
  train_stations: StationSeed[];
  project_estates: Rows<'project_estates'>;
  /** Projects whose district name matched no district row; logged, not seeded. */
  skipped_projects: string[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8')) as T;

/** "Khet Bang Kapi" and "Amphoe Pak Kret" are written "Bang Kapi" and "Pak Kret" in projects.json. */
const districtKey = (provinceId: number, nameEn: string) =>
  `${provinceId}:${nameEn.replace(/^(khet|amphoe)\s+/i, '').trim().toLowerCase()}`;

function buildRail(catalogues: Catalogues) {
  const rail = readJson<{ lines: RailLine[]; stations: RailStation[] }>('rail/rail-stations.json');
  const typeIds = new Map(catalogues.train_types.map((t) => [t.code, t.id]));
  const lines = [...rail.lines, ...catalogues.extra_train_lines];
  const train_lines: LineSeed[] = lines.map((line) => {
    const train_type_id = typeIds.get(line.type);
    if (train_type_id === undefined) throw new Error(`rail: unknown train type ${line.type} of line ${line.code}`);
    const { code, name_th, name_en, colour, hex } = line;
    return { train_type_id, code, name_th, name_en, colour, hex, is_open: line.open };
  });
  const lineOpen = new Map(lines.map((l) => [l.code, l.open]));
  const train_stations: StationSeed[] = rail.stations.map((s) => {
    if (!lineOpen.has(s.line)) throw new Error(`rail: station ${s.code} is on unknown line ${s.line}`);
    // A station of a line that is not open is not open either, whatever its own flag says.
    const is_open = s.open && lineOpen.get(s.line) === true;
    return { line_code: s.line, code: s.code, name_th: s.name_th, name_en: s.name_en, lat: s.lat, lng: s.lng, is_open };
  });
  return { train_lines, train_stations, stations: rail.stations };
}

function buildProjects(districts: Rows<'districts'>, stations: RailStation[]) {
  const projects = readJson<ProjectRecord[]>('projects/projects.json');
  const anchors = readJson<{ anchors: Record<string, Anchor> }>('district-anchors.json').anchors;
  const districtIds = new Map(districts.map((d) => [districtKey(d.province_id, d.name_en), d.id]));
  const stationAt = new Map(stations.map((s) => [`${s.line}:${s.code}`, s]));
  const pointOf = (districtId: number) => {
    const anchor = anchors[String(districtId)];
    const station = anchor?.station ? stationAt.get(anchor.station) : undefined;
    if (anchor?.station && !station) throw new Error(`district-anchors: unknown station ${anchor.station}`);
    return station ?? { lat: anchor?.lat ?? null, lng: anchor?.lng ?? null };
  };

  const project_estates: Rows<'project_estates'> = [];
  const skipped_projects: string[] = [];
  for (const p of projects) {
    const district_id = districtIds.get(districtKey(p.province_id, p.district_en));
    if (district_id === undefined) {
      skipped_projects.push(`${p.name_en} (${p.province_id} ${p.district_en})`);
      continue;
    }
    const { lat, lng } = pointOf(district_id);
    project_estates.push({
      name_th: p.name_th || null,
      name_en: p.name_en,
      developer: p.developer || null,
      kind: p.kind,
      province_id: p.province_id,
      district_id,
      road: p.road || null,
      completion_year: p.year ?? null,
      lat,
      lng,
    });
  }
  return { project_estates, skipped_projects };
}

let loaded: MasterData | undefined;

/** Parsed once per process: the files only change with a deploy. */
export function loadMasterData(): MasterData {
  if (loaded) return loaded;
  const catalogues = readJson<Catalogues>('catalogues.json');
  const districts = readJson<Rows<'districts'>>('thai-admin/districts.json');
  const { train_lines, train_stations, stations } = buildRail(catalogues);
  loaded = {
    provinces: readJson('thai-admin/provinces.json'),
    districts,
    sub_districts: readJson('thai-admin/sub_districts.json'),
    estate_types: catalogues.estate_types,
    location_types: catalogues.location_types,
    furniture: catalogues.furniture,
    facilities: catalogues.facilities,
    hot_searches: catalogues.hot_search.map((h, i) => ({ ...h, sort_order: i + 1 })),
    train_types: catalogues.train_types,
    train_lines,
    train_stations,
    ...buildProjects(districts, stations),
  };
  return loaded;
}
