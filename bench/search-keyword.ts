/**
 * `node --import tsx bench/search-keyword.ts`: what reading a keyword costs per search, by
 * kind of query (exact, unspaced Thai, without tone marks, romanisation variant, English
 * typo, stated filters), with the vocabulary of the seed's master data (provinces,
 * districts, sub-districts, stations, lines, projects) and the dictionary. Beside it, the
 * same run's reference: normalising the same keywords, the step every search took before.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildSearchVocabulary, nameGroups, normalizeSearchText, parseSearchKeyword, readSearchIntent, type NamePair } from '@baandee/domain';
import { ROOT } from './lib.js';

const seed = (file: string) => JSON.parse(readFileSync(path.join(ROOT, 'apps/api/src/db/seed/data', file), 'utf8')) as unknown;
const rail = seed('rail/rail-stations.json') as { lines: NamePair[]; stations: NamePair[] };
const pairs = (file: string) => seed(file) as NamePair[];

const started = performance.now();
const vocabulary = buildSearchVocabulary([
  ...nameGroups([...pairs('thai-admin/districts.json'), ...pairs('thai-admin/sub_districts.json'), ...rail.stations, ...rail.lines]),
  ...nameGroups(pairs('thai-admin/provinces.json'), 'common'),
  ...nameGroups(pairs('projects/projects.json'), 'rare'),
]);
const buildMs = performance.now() - started;

const QUERIES: Record<string, string[]> = {
  exact: ['คอนโด อโศก', 'condo asok', 'ทาวน์โฮม บางนา', 'Ideo Mobi Asoke', 'ลาดพร้าว', 'thong lo'],
  unspaced: ['คอนโดอโศก', 'คอนโดให้เช่าลาดพร้าว', 'ไอดีโอโมบิอโศก', 'บ้านเดี่ยวบางนา'],
  toneless: ['ลาดพราว', 'คอนโดลาดพราว', 'ทองหลอ', 'อพาทเมน', 'พรอมพงษ์'],
  romanised: ['thonglor', 'ekamai', 'sathorn', 'prom pong', 'ladphrao', 'sukhumwit'],
  typo: ['sukhimvit', 'silomm', 'ratchadapisake', 'bangnaa', 'onnutt', 'lat krabnag', 'phrom phnog', 'condo ha yaek lat pharo'],
  intent: ['คอนโด เลี้ยงสัตว์ได้ ใกล้ BTS', 'เซ้งร้าน สีลม', 'condo for rent pet friendly', 'business takeover silom'],
};

function timePerCall(keywords: readonly string[], run: (keyword: string) => unknown): { p50: number; p95: number } {
  const samples: number[] = [];
  for (let round = 0; round < 200; round++) {
    for (const keyword of keywords) {
      const at = performance.now();
      run(keyword);
      samples.push(performance.now() - at);
    }
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]! * 1000;
  return { p50: at(0.5), p95: at(0.95) };
}

const intentMaster = { estateTypes: [{ id: 1, slug: 'condo' }, { id: 8, slug: 'business-lease' }], trainTypes: [{ id: 1, code: 'BTS' }, { id: 2, code: 'MRT' }] };
console.log(`vocabulary: ${vocabulary.groups.size} spellings, ${vocabulary.loose.groups.size} loose, ${vocabulary.latin.length} Latin words for typos; built in ${buildMs.toFixed(0)} ms`);
console.log('kind        read p50 / p95 (µs)   reference: normalise p50 / p95 (µs)');
for (const [kind, keywords] of Object.entries(QUERIES)) {
  const read = timePerCall(keywords, (keyword) => (kind === 'intent' ? readSearchIntent(keyword, intentMaster) : parseSearchKeyword(keyword, vocabulary)));
  const reference = timePerCall(keywords, normalizeSearchText);
  console.log(`${kind.padEnd(11)} ${read.p50.toFixed(1).padStart(8)} / ${read.p95.toFixed(1).padEnd(8)}        ${reference.p50.toFixed(1).padStart(6)} / ${reference.p95.toFixed(1)}`);
}
