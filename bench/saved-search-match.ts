/**
 * `node --import tsx bench/saved-search-match.ts [count]`: matching one newly published
 * listing against the saved searches (docs/decisions/059), as the 'saved-search-match' job
 * does once the searches' plans are read: `count` (default 100,000) saved filters drawn like
 * real ones from the seed's master data (sell type, district, price range, bedrooms,
 * stations within a walking distance, keywords of places, stations and projects, map areas,
 * furniture, facilities, pets), read once into plans with the search's own vocabulary and
 * word index, then 300 listings drawn the same way, each matched against every plan.
 * Beside it, the same run's reference: one pass over the same plans reading a field of
 * each (the floor of any scan of them).
 */
import { performance } from 'node:perf_hooks';
import { searchFilter } from '@baandee/contracts';
import { buildSearchVocabulary, LISTING_SELL_TYPE, nameGroups, normalizeSearchText, SELL_TYPE, STATION_DISTANCE_OPTIONS, stationsWithin, type NamePair } from '@baandee/domain';
import { seededRandom } from '../apps/api/src/db/seed/demo/random.js';
import { loadMasterData } from '../apps/api/src/db/seed/master-data-sources.js';
import { searchWordIndex } from '../apps/api/src/modules/search/search-words.js';
import { matchPlan, planMatches, SavedSearchMatcher, type MatchPlan, type MatchRow } from '../apps/api/src/modules/saved-searches/saved-search-match.js';
import { percentile } from './lib.js';

const COUNT = Number(process.argv[2] ?? 100_000);
const LISTINGS = 300;
const random = seededRandom(20261203);
const data = loadMasterData();
const pairs = (rows: readonly { name_th?: string | null; name_en?: string | null }[]): NamePair[] => rows.map((row) => ({ name_th: row.name_th ?? null, name_en: row.name_en ?? null }));

let started = performance.now();
const vocabulary = buildSearchVocabulary([
  ...nameGroups([...pairs(data.districts), ...pairs(data.sub_districts), ...pairs(data.train_stations), ...pairs(data.train_lines)]),
  ...nameGroups(pairs(data.provinces), 'common'),
  ...nameGroups(pairs(data.project_estates), 'rare'),
]);
const words = searchWordIndex();
const vocabularyMs = performance.now() - started;

// Bangkok and its neighbours, as the product serves them
const districts = data.districts.filter((d) => [10, 11, 12, 13, 73, 74].includes(Number(d.province_id)));
const stations = data.train_stations.map((s, i) => ({ ...s, id: i + 1, lineId: 1 + (Math.abs([...s.line_code].reduce((h, c) => h * 31 + c.charCodeAt(0), 7)) % 12) }));
const projects = data.project_estates.slice(0, 2000);
const keywordOf = () => {
  const kind = random.int(0, 5);
  if (kind === 0) return random.pick(stations).name_th ?? 'อโศก';
  if (kind === 1) return `คอนโด ${random.pick(districts).name_th}`;
  if (kind === 2) return random.pick(projects).name_en ?? 'ideo';
  if (kind === 3) return `near ${random.pick(stations).name_en ?? 'asok'}`;
  if (kind === 4) return 'pet friendly';
  return 'ใกล้รถไฟฟ้า';
};

function drawFilter(): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (random.chance(0.75)) filter.sell_type = random.chance(0.7) ? SELL_TYPE.rent : SELL_TYPE.sell;
  if (random.chance(0.6)) filter.estate_type_id = random.int(1, 8);
  const district = random.pick(districts);
  if (random.chance(0.5)) {
    filter.province_id = district.province_id;
    if (random.chance(0.7)) filter.district_id = district.id;
  }
  if (random.chance(0.6)) {
    const rent = filter.sell_type !== SELL_TYPE.sell;
    const low = rent ? random.int(3, 40) * 1000 : random.int(1, 10) * 1_000_000;
    if (random.chance(0.5)) filter.min_price = low;
    filter.max_price = low * random.int(2, 4);
  }
  if (random.chance(0.4)) filter.total_bedroom = random.int(0, 4);
  if (random.chance(0.25)) {
    filter.train_station_cast = [random.pick(stations).id, ...(random.chance(0.4) ? [random.pick(stations).id] : [])];
    if (random.chance(0.5)) filter.station_distance = random.pick([...STATION_DISTANCE_OPTIONS]);
  }
  if (random.chance(0.3)) filter.keyword = keywordOf();
  if (random.chance(0.1)) {
    const s = random.pick(stations);
    const r = 0.005 + random.int(1, 10) / 500;
    Object.assign(filter, { south: s.lat - r, north: s.lat + r, west: s.lng - r, east: s.lng + r });
  }
  if (random.chance(0.1)) filter.furniture_cast = [random.int(1, 12)];
  if (random.chance(0.1)) filter.facility_cast = [random.int(1, 15)];
  if (random.chance(0.1)) filter.is_pet_allow = 1;
  return filter;
}

function drawListing(): MatchRow {
  const district = random.pick(districts);
  const near = [random.pick(stations), random.pick(stations)];
  const distances = near.map(() => random.int(100, 2500));
  const within = Object.fromEntries(STATION_DISTANCE_OPTIONS.map((m) => [stationsWithin(m), near.filter((_, i) => distances[i]! <= m).map((s) => s.id)]));
  const sellType = random.pick([LISTING_SELL_TYPE.rent, LISTING_SELL_TYPE.rent, LISTING_SELL_TYPE.sell, LISTING_SELL_TYPE.both]);
  const project = random.pick(projects);
  const title = `ให้เช่า คอนโด ${project.name_th ?? ''} ${project.name_en ?? ''} ใกล้ ${near[0]!.name_th} ${district.name_th} ${random.chance(0.2) ? 'pet friendly เลี้ยงสัตว์ได้' : ''}`;
  const text = normalizeSearchText(`${title} ${near.map((s) => `${s.name_th} ${s.name_en}`).join(' ')}`);
  return {
    sell_type: sellType,
    estate_type_id: random.int(1, 8),
    province_id: district.province_id,
    district_id: district.id,
    sub_district_id: null,
    total_bedroom: random.int(0, 4),
    total_restroom: random.int(1, 3),
    car_park_size: random.int(0, 2),
    has_living: true,
    has_dining: random.chance(0.5),
    has_kitchen: random.chance(0.7),
    is_pet_allow: random.chance(0.2),
    is_cooking_allow: random.chance(0.5),
    is_smoking_allow: random.chance(0.1),
    rent_price: sellType === LISTING_SELL_TYPE.sell ? null : random.int(5, 80) * 1000,
    sell_price: sellType === LISTING_SELL_TYPE.rent ? null : random.int(1, 20) * 1_000_000,
    furniture_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter(() => random.chance(0.4)),
    facility_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].filter(() => random.chance(0.4)),
    station_ids: near.map((s) => s.id),
    line_ids: [...new Set(near.map((s) => s.lineId))],
    train_type_ids: [1, 2],
    ...within,
    location_lat: near[0]!.lat + (random.int(-20, 20) / 10_000),
    location_lng: near[0]!.lng + (random.int(-20, 20) / 10_000),
    word_ids: words.wordIds(text),
    search_text: text,
  };
}

started = performance.now();
const plans: MatchPlan[] = [];
for (let id = 1; plans.length < COUNT; id++) {
  const plan = matchPlan(id, searchFilter.parse(drawFilter()), vocabulary);
  if (plan) plans.push(plan);
}
const planMs = performance.now() - started;
const keywordPlans = plans.filter((plan) => plan.terms.length > 0).length;

started = performance.now();
const matcher = new SavedSearchMatcher(plans);
const fileMs = performance.now() - started;
const listings = Array.from({ length: LISTINGS }, drawListing);
const scanMs: number[] = [];
const matchMs: number[] = [];
const referenceMs: number[] = [];
const matched: number[] = [];
let sink = 0;
for (const row of listings) {
  let at = performance.now();
  const n = matcher.match(row).length;
  matchMs.push(performance.now() - at);
  matched.push(n);
  // every plan tested, none skipped by its anchor: the same matches
  at = performance.now();
  let all = 0;
  const rowWords = new Set(row.word_ids);
  for (let i = 0; i < plans.length; i++) if (planMatches(plans[i]!, row, rowWords)) all++;
  scanMs.push(performance.now() - at);
  if (all !== n) throw new Error(`the anchors lost matches: ${n} of ${all}`);
  at = performance.now();
  for (let i = 0; i < plans.length; i++) sink += plans[i]!.id & 1;
  referenceMs.push(performance.now() - at);
}
const fmt = (values: number[]) => `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`;
console.log(`vocabulary and word index: ${vocabularyMs.toFixed(0)} ms; ${COUNT.toLocaleString('en')} saved searches read into plans in ${planMs.toFixed(0)} ms (${keywordPlans.toLocaleString('en')} with a keyword)`);
console.log(`matching one listing against ${COUNT.toLocaleString('en')} saved searches (${LISTINGS} listings): ${fmt(matchMs)}; matches per listing p50 ${percentile(matched, 50)}, max ${Math.max(...matched)}`);
console.log(`plans filed by anchor in ${fileMs.toFixed(0)} ms; every plan tested instead (the same matches): ${fmt(scanMs)}`);
console.log(`reference, one pass over the same plans: ${fmt(referenceMs)} (${sink % 2})`);
