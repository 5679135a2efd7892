import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { DIRECTIONS, NEARBY_MAX_DISTANCE_KM, PROVINCE_IDS, ROOM_PROMINENT, ROOM_VIEWS, type CatalogueItem, type DraftVocabulary, type ListingFacts } from '@baandee/domain';

const data = (file: string) => JSON.parse(readFileSync(new URL(`../../src/db/seed/data/${file}`, import.meta.url), 'utf8'));
const named = (rows: { name_th: string; name_en: string; slug?: string }[], id: (row: never, index: number) => number = (_row, index) => index + 1): CatalogueItem[] =>
  rows.map((row, index) => ({ id: id(row as never, index), th: row.name_th, en: row.name_en, ...(row.slug && { slug: row.slug }) }));

const catalogues = data('catalogues.json');
const rail = data('rail/rail-stations.json') as { lines: { code: string; type: string }[]; stations: { line: string; name_th: string; name_en: string }[] };
const served = new Set<number>(Object.values(PROVINCE_IDS));

/** The seed's own master data (real names: digits in them, a district and a station sharing a name). */
export const vocabulary: DraftVocabulary = {
  estateTypes: named(catalogues.estate_types, (row: { id: number }) => row.id),
  furniture: named(catalogues.furniture, (row: { id: number }) => row.id),
  facilities: named(catalogues.facilities, (row: { id: number }) => row.id),
  locationTypes: named(catalogues.location_types, (row: { id: number }) => row.id),
  provinces: named((data('thai-admin/provinces.json') as { id: number; name_th: string; name_en: string }[]).filter((p) => served.has(p.id)), (row: { id: number }) => row.id),
  districts: named((data('thai-admin/districts.json') as { id: number; province_id: number; name_th: string; name_en: string }[]).filter((d) => served.has(d.province_id)), (row: { id: number }) => row.id),
  stations: named(rail.stations),
};
const lineType = new Map(rail.lines.map((line) => [line.code, line.type]));
const stationType = (id: number) => lineType.get(rail.stations[id - 1]!.line) ?? 'BTS';

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const money = maybe(fc.oneof(fc.integer({ min: 0, max: 200_000_000 }), fc.double({ min: 0, max: 100_000, noNaN: true }).map((v) => Math.round(v * 100) / 100)));
const distance = fc.double({ min: 0, max: NEARBY_MAX_DISTANCE_KM, noNaN: true }).map((v) => Math.round(v * 1000) / 1000);
const some = (items: CatalogueItem[], max: number) => fc.uniqueArray(fc.constantFrom(...items), { maxLength: max, selector: (item) => item.id });
const rule = fc.constantFrom(true, false, null);
/** A free text an owner might type for a project or a place: names as they are written, and made-up words with digits. */
const ownText = fc.oneof(
  fc.constantFrom('Ideo Q Sukhumvit 36', 'ศุภาลัย ปาร์ค', 'Noble Ploenchit', 'เซ็นทรัล พระราม 9', 'Lumpini Place', 'ตลาดนัดรถไฟ', 'Rama 9 Square', 'โรงพยาบาลกรุงเทพ'),
  fc.stringMatching(/^[A-Z][a-z0-9]{1,10}( [A-Za-z0-9]{1,10}){0,2}$/),
);

/** Random listing forms, as facts: any field may be missing. */
export const listingFacts: fc.Arbitrary<ListingFacts> = fc.record({
  sellType: fc.constantFrom('rent' as const, 'sell' as const, 'both' as const, null),
  estateType: maybe(fc.constantFrom(...vocabulary.estateTypes)),
  project: maybe(ownText),
  district: maybe(fc.constantFrom(...vocabulary.districts)),
  province: maybe(fc.constantFrom(...vocabulary.provinces)),
  areaSize: maybe(fc.double({ min: 0.01, max: 1_000_000, noNaN: true }).map((v) => Math.round(v * 100) / 100).filter((v) => v > 0)),
  releasedYear: maybe(fc.integer({ min: 1900, max: 2100 })),
  totalFloors: maybe(fc.integer({ min: 1, max: 200 })),
  floor: maybe(fc.integer({ min: -10, max: 200 })),
  bedrooms: maybe(fc.integer({ min: 0, max: 4 })),
  restrooms: maybe(fc.integer({ min: 0, max: 4 })),
  carParks: maybe(fc.integer({ min: 0, max: 4 })),
  livingRoom: fc.boolean(),
  diningRoom: fc.boolean(),
  kitchen: fc.boolean(),
  direction: maybe(fc.constantFrom(...DIRECTIONS)),
  view: maybe(fc.constantFrom(...ROOM_VIEWS.map((view) => view.slug))),
  prominent: maybe(fc.constantFrom(...ROOM_PROMINENT.map((item) => item.slug))),
  rules: fc.record({ pets: rule, cooking: rule, smoking: rule }),
  rentPrice: money,
  sellPrice: money,
  deposit: money,
  maintenanceFee: money,
  furniture: some(vocabulary.furniture, 16),
  facilities: some(vocabulary.facilities, 18),
  stations: fc.uniqueArray(fc.record({ station: fc.constantFrom(...vocabulary.stations), distance }), { maxLength: 10, selector: (row) => row.station.id }).map((rows) =>
    rows.map(({ station, distance }) => ({ id: station.id, type: stationType(station.id), name: { th: station.th, en: station.en }, distance })),
  ),
  places: fc.array(fc.record({ name: ownText, type: maybe(fc.constantFrom(...vocabulary.locationTypes)), distance }), { maxLength: 20 }),
});
