import type { FastifyInstance } from 'fastify';
import type { SearchSuggestQuery, SearchSuggestResult, SuggestionFilter } from '@baandee/contracts';
import { buildSuggestionIndex, suggest, SUPPORTED_PROVINCE_IDS, type SuggestionIndex, type SuggestionSource } from '@baandee/domain';
import { ok } from '../../lib/envelope.js';
import { createVersionReader, toJsonBody, type JsonBody } from '../../lib/http-cache.js';

interface Names {
  name_th: string;
  name_en: string;
}

/** A suggestion as the index holds it: its names, where it is, and the filter choosing it sets. */
interface Source extends SuggestionSource {
  detail: Names | null;
  system: string | null;
  filter: (language: 'th' | 'en') => SuggestionFilter;
}

/** Thai sub-district names carry แขวง / ตำบล; the listings' texts hold the name after it. */
const nameIn = (names: { name_th: string | null; name_en: string | null }, language: 'th' | 'en') =>
  (language === 'en' ? names.name_en || names.name_th : names.name_th || names.name_en) ?? '';

/**
 * The index built from the master data (replica when there is one): the supported
 * provinces with their districts and sub-districts, lines, stations, projects and estate
 * types, about 1,100 things and 7,000 spellings.
 */
async function buildIndex(app: FastifyInstance): Promise<SuggestionIndex<Source>> {
  const repo = app.masterDataRepository.replica;
  const [provinces, districts, subDistricts, types, lines, stations, projects, estateTypes] = await Promise.all([
    repo.provinces(),
    repo.districts(SUPPORTED_PROVINCE_IDS),
    repo.subDistricts(),
    repo.trainTypes(),
    repo.trainLines(),
    repo.trainStations(),
    repo.projectNames(),
    repo.estateTypes(),
  ]);
  const provinceById = new Map(provinces.map((province) => [province.id, province]));
  const districtById = new Map(districts.map((district) => [district.id, district]));
  const typeById = new Map(types.map((type) => [type.id, type]));
  const lineById = new Map(lines.map((line) => [line.id, line]));
  const sources: Source[] = [];
  const plain = { detail: null, system: null };

  for (const type of estateTypes) {
    sources.push({ kind: 'estate_type', id: type.id, slug: type.slug, name_th: type.name_th, name_en: type.name_en, ...plain, filter: () => ({ estate_type_id: type.id }) });
  }
  for (const province of provinces) {
    if (!SUPPORTED_PROVINCE_IDS.includes(province.id)) continue;
    sources.push({ kind: 'province', id: province.id, name_th: province.name_th, name_en: province.name_en, ...plain, filter: () => ({ province_id: province.id }) });
  }
  for (const district of districts) {
    const province = provinceById.get(district.province_id);
    if (!province) continue;
    sources.push({
      kind: 'district',
      id: district.id,
      name_th: district.name_th,
      name_en: district.name_en,
      detail: province,
      system: null,
      filter: () => ({ province_id: province.id, district_id: district.id }),
    });
  }
  for (const subDistrict of subDistricts) {
    const district = districtById.get(subDistrict.district_id);
    if (!district) continue;
    // the sub-district filter itself, with its district and province (as the filter form sets them)
    sources.push({
      kind: 'sub_district',
      id: subDistrict.id,
      name_th: subDistrict.name_th,
      name_en: subDistrict.name_en,
      detail: district,
      system: null,
      filter: () => ({ province_id: district.province_id, district_id: district.id, sub_district_id: subDistrict.id }),
    });
  }
  for (const line of lines) {
    const type = typeById.get(line.train_type_id);
    sources.push({
      kind: 'line',
      id: line.id,
      name_th: line.name_th,
      name_en: line.name_en,
      detail: type ?? null,
      system: type?.code ?? null,
      filter: () => ({ train_type: line.train_type_id, train_line: line.id }),
    });
  }
  for (const station of stations) {
    const line = lineById.get(station.train_line_id);
    sources.push({
      kind: 'station',
      id: station.id,
      name_th: station.name_th,
      name_en: station.name_en,
      detail: line ?? null,
      system: (line && typeById.get(line.train_type_id)?.code) ?? null,
      filter: () => ({ train_station_cast: [station.id] }),
    });
  }
  for (const project of projects) {
    const district = districtById.get(project.district_id);
    // no filter names a project: its name is the keyword (the search reads it as a project's, decision 015)
    sources.push({
      kind: 'project',
      id: project.id,
      name_th: project.name_th,
      name_en: project.name_en,
      detail: district ?? null,
      system: null,
      filter: (language) => ({ keyword: nameIn(project, language) }),
    });
  }
  return buildSuggestionIndex(sources);
}

/** The suggestions for a query, from the index. */
export function suggestionsOf(index: SuggestionIndex<Source>, query: SearchSuggestQuery): SearchSuggestResult {
  const language = query.lang;
  return {
    suggestions: suggest(index, query.q, query.limit).map(({ source, match }) => ({
      kind: source.kind,
      id: source.id,
      name: nameIn(source, language),
      detail: source.detail ? nameIn(source.detail, language) : null,
      system: source.system,
      match,
      filter: source.filter(language),
    })),
  };
}

/**
 * The search box's suggestions (docs/decisions/051), answered from an index in memory: built
 * from the master data once the server is ready, and again when the master-data version
 * changes (read at most once a second, as the master-data answers do). Until the first build
 * a request waits for it; a failed build is forgotten, so the next request tries again.
 */
export function createSuggestions(app: FastifyInstance) {
  const version = createVersionReader(() => app.masterDataRepository.replica.version());
  let built: { version: string; index: Promise<SuggestionIndex<Source>> } | null = null;

  const indexFor = (current: string): Promise<SuggestionIndex<Source>> => {
    if (built?.version === current) return built.index;
    const entry = { version: current, index: buildIndex(app) };
    built = entry;
    entry.index.catch(() => {
      if (built === entry) built = null;
    });
    return entry.index;
  };

  return {
    /** Builds the index for the current version (at start; a failure is retried by the next request). */
    async warm(): Promise<void> {
      await indexFor(await version());
    },
    /** The answer as JSON with an ETag naming the master-data version (the same query answers the same bytes until it changes). */
    async answer(query: SearchSuggestQuery): Promise<JsonBody> {
      const current = await version();
      const index = await indexFor(current);
      return toJsonBody(ok(suggestionsOf(index, query)), current);
    },
  };
}
