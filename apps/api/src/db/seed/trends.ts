import { sql, type Kysely } from 'kysely';
import { searchFilter, type SearchFilterInput } from '@baandee/contracts';
import { POPULAR_AREAS, PROVINCE_IDS, SELL_TYPE } from '@baandee/domain';
import type { DB } from '../schema.js';

/** Estate type ids of seed/data/catalogues.json (stable, stored in listings). */
const TYPE = { condo: 1, house: 3, land: 5, townhome: 6 } as const;
/** Train type ids of catalogues.json. */
const TRAIN_TYPE = { bts: 1, mrt: 2 } as const;

/** A filter as the admin form writes it; a train line is named by its code (its id is serial). */
type SeedFilter = SearchFilterInput & { train_line_code?: string };

export interface TrendSeed {
  id: number;
  slug: string;
  name_th: string;
  name_en: string;
  filter: SeedFilter;
  /** The hot searches (search_key) that open this trend. */
  chips: string[];
}

/**
 * The popular areas of the footer and the home page (spec section 9: ids 11 to 15,
 * packages/domain POPULAR_AREAS): each a Bangkok district where the area lies, except
 * Sukhumvit, a road through several districts (Khlong Toei, Watthana, Phra Khanong, Bang Na
 * and on into Samut Prakan): its trend is the keyword, as the page's "matching สุขุมวิท"
 * says. Names as the shell catalogue's `areas` labels.
 */
const POPULAR: Record<(typeof POPULAR_AREAS)[number]['slug'], Omit<TrendSeed, 'id' | 'slug'>> = {
  sukhumvit: { name_th: 'สุขุมวิท', name_en: 'Sukhumvit', filter: { keyword: 'สุขุมวิท' }, chips: ['sukhumvit'] },
  'silom-sathorn': { name_th: 'สีลม–สาทร', name_en: 'Silom–Sathorn', filter: { district_id: 1004 }, chips: ['silom-sathorn'] }, // Bang Rak
  'ratchada-rama-9': { name_th: 'รัชดา–พระราม 9', name_en: 'Ratchada–Rama 9', filter: { district_id: 1017 }, chips: ['ratchada', 'rama-9'] }, // Huai Khwang
  'ari-phahonyothin': { name_th: 'อารีย์–พหลโยธิน', name_en: 'Ari–Phahonyothin', filter: { district_id: 1014 }, chips: ['ari'] }, // Phaya Thai
  'bang-na': { name_th: 'บางนา', name_en: 'Bang Na', filter: { district_id: 1047 }, chips: ['bang-na'] },
};

const { rent, sell } = SELL_TYPE;

/**
 * Trend groups seeded with the master data: the five popular areas, then one per quick-menu
 * chip of catalogues.json (areas, train lines, estate types). Every filter finds demo
 * listings (apps/api/test/trends.test.ts holds them to the demo plan).
 */
export const TREND_SEEDS: TrendSeed[] = [
  ...POPULAR_AREAS.map(({ trendId, slug }) => ({ id: trendId, slug, ...POPULAR[slug] })),
  { id: 16, slug: 'asok', name_th: 'อโศก', name_en: 'Asok', filter: { keyword: 'อโศก' }, chips: ['asok'] },
  { id: 17, slug: 'thong-lo', name_th: 'ทองหล่อ', name_en: 'Thong Lo', filter: { keyword: 'ทองหล่อ' }, chips: ['thong-lo'] },
  { id: 18, slug: 'nonthaburi', name_th: 'นนทบุรี', name_en: 'Nonthaburi', filter: { province_id: PROVINCE_IDS.nonthaburi }, chips: ['nonthaburi'] },
  {
    id: 19,
    slug: 'condo-near-bts',
    name_th: 'คอนโดใกล้ BTS',
    name_en: 'Condos near the BTS',
    filter: { estate_type_id: TYPE.condo, train_type: TRAIN_TYPE.bts },
    chips: ['condo-near-bts'],
  },
  {
    id: 20,
    slug: 'condo-near-mrt',
    name_th: 'คอนโดใกล้ MRT',
    name_en: 'Condos near the MRT',
    filter: { estate_type_id: TYPE.condo, train_type: TRAIN_TYPE.mrt },
    chips: ['condo-near-mrt'],
  },
  { id: 21, slug: 'near-purple-line', name_th: 'ใกล้รถไฟฟ้าสายสีม่วง', name_en: 'Near the Purple Line', filter: { train_line_code: 'MRT-PP' }, chips: ['near-purple-line'] },
  { id: 22, slug: 'near-blue-line', name_th: 'ใกล้รถไฟฟ้าสายสีน้ำเงิน', name_en: 'Near the Blue Line', filter: { train_line_code: 'MRT-BL' }, chips: ['near-blue-line'] },
  {
    id: 23,
    slug: 'near-airport-rail-link',
    name_th: 'ใกล้แอร์พอร์ต เรล ลิงก์',
    name_en: 'Near the Airport Rail Link',
    filter: { train_line_code: 'ARL' },
    chips: ['near-airport-rail-link'],
  },
  { id: 24, slug: 'condo-for-rent', name_th: 'คอนโดให้เช่า', name_en: 'Condos for rent', filter: { estate_type_id: TYPE.condo, sell_type: rent }, chips: ['condo-for-rent'] },
  { id: 25, slug: 'house-for-sale', name_th: 'บ้านเดี่ยวขาย', name_en: 'Houses for sale', filter: { estate_type_id: TYPE.house, sell_type: sell }, chips: ['house-for-sale'] },
  {
    id: 26,
    slug: 'townhome-for-rent',
    name_th: 'ทาวน์โฮมให้เช่า',
    name_en: 'Townhomes for rent',
    filter: { estate_type_id: TYPE.townhome, sell_type: rent },
    chips: ['townhome-for-rent'],
  },
  {
    id: 27,
    slug: 'pet-friendly-condo',
    name_th: 'คอนโดเลี้ยงสัตว์ได้',
    name_en: 'Pet-friendly condos',
    filter: { estate_type_id: TYPE.condo, is_pet_allow: 1 },
    chips: ['pet-friendly-condo'],
  },
  { id: 28, slug: 'land-for-sale', name_th: 'ที่ดินขาย', name_en: 'Land for sale', filter: { estate_type_id: TYPE.land, sell_type: sell }, chips: ['land-for-sale'] },
];

/**
 * Filters an earlier seed wrote for a trend, replaced since: the Sukhumvit trend ran
 * Watthana alone, while its page says "matching สุขุมวิท" (issue #27).
 */
export const SUPERSEDED_TREND_FILTERS: Record<number, SeedFilter[]> = {
  11: [{ district_id: 1039 }],
};

/**
 * A seeded trend whose filter is still one the seed wrote before gets the seed's filter
 * now; a filter an admin changed is theirs and stays.
 */
async function updateSupersededFilters(db: Kysely<DB>): Promise<void> {
  const ids = Object.keys(SUPERSEDED_TREND_FILTERS).map(Number);
  const rows = await db.selectFrom('trends').select(['id', 'filter']).where('id', 'in', ids).execute();
  for (const row of rows) {
    const seeded = TREND_SEEDS.find((trend) => trend.id === row.id);
    const stored = JSON.stringify(searchFilter.parse(row.filter));
    const old = SUPERSEDED_TREND_FILTERS[row.id]!.some((filter) => JSON.stringify(searchFilter.parse(filter)) === stored);
    if (!seeded || !old) continue;
    await db.updateTable('trends').set({ filter: JSON.stringify(searchFilter.parse(seeded.filter)) }).where('id', '=', row.id).execute();
  }
}

/**
 * Trend groups are curated by the admin, so like the hot searches they are seeded only
 * while the table is empty: a trend an admin deleted does not come back on the next
 * start, and a start with trends costs two queries (the second brings a seeded trend
 * whose filter the seed has replaced up to date, `SUPERSEDED_TREND_FILTERS`). Seeding
 * links the quick-menu chips (already seeded with the master data) to their trends, and
 * moves the id sequence past the explicit ids so the admin's next trend gets a free one.
 */
export async function seedTrends(db: Kysely<DB>): Promise<void> {
  const present = await db.selectFrom('trends').select('id').limit(1).executeTakeFirst();
  if (present) return updateSupersededFilters(db);

  await db.transaction().execute(async (trx) => {
    const lines = new Map((await trx.selectFrom('train_lines').select(['id', 'code']).execute()).map((line) => [line.code, line.id]));
    const rows = TREND_SEEDS.map(({ id, slug, name_th, name_en, filter: { train_line_code, ...filter } }, index) => {
      const train_line = train_line_code === undefined ? undefined : lines.get(train_line_code);
      if (train_line_code !== undefined && train_line === undefined) throw new Error(`seed: train line ${train_line_code} is missing`);
      const parsed = searchFilter.parse({ ...filter, train_line });
      return { id, slug, name_th, name_en, filter: JSON.stringify(parsed), sort_order: index + 1 };
    });
    await trx.insertInto('trends').values(rows).onConflict((oc) => oc.doNothing()).execute();
    await sql`select setval(pg_get_serial_sequence('trends', 'id'), (select max(id) from trends))`.execute(trx);

    const links = TREND_SEEDS.flatMap((trend) => trend.chips.map((key) => [key, trend.id] as const));
    for (const [key, trendId] of links) {
      await trx.updateTable('hot_searches').set({ trend_id: trendId }).where('search_key', '=', key).where('trend_id', 'is', null).execute();
    }
  });
}
