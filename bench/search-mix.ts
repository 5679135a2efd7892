/**
 * The search benchmark's query mix (bench/search.ts), also the search share of the soak
 * (bench/soak.ts): shapes of search a visitor runs, each with a share of the traffic and a
 * few concrete queries (Thai and English keywords, unspaced Thai, filters, room codes, the
 * four orders, deep pages), with ids looked up by name so the mix does not depend on seed order.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../apps/api/src/db/schema.js';

export interface Shape {
  name: string;
  weight: number;
  queries: URLSearchParams[];
}

export async function buildMix(db: Kysely<DB>): Promise<Shape[]> {
  /** Ids by a name or code column, looked up once per table. */
  const lookup = async (table: 'districts' | 'estate_types' | 'furniture' | 'facilities' | 'train_lines' | 'train_types' | 'provinces', column: string) => {
    const { rows } = await sql<{ id: number; key: string }>`select id, ${sql.ref(column)} as key from ${sql.table(table)}`.execute(db);
    const ids = new Map(rows.map((row) => [row.key, String(row.id)]));
    return (key: string): string => {
      const id = ids.get(key);
      if (id === undefined) throw new Error(`bench: no ${table} with ${column} = ${key}`);
      return id;
    };
  };
  const [type, province, district, line, trainType, furniture, facility] = await Promise.all([
    lookup('estate_types', 'slug'),
    lookup('provinces', 'name_en'),
    lookup('districts', 'name_en'),
    lookup('train_lines', 'code'),
    lookup('train_types', 'code'),
    lookup('furniture', 'slug'),
    lookup('facilities', 'slug'),
  ]);
  const [condo, house, townhome, land] = [type('condo'), type('house'), type('townhome'), type('land')];
  const [bangkok, nonthaburi] = [province('Bangkok'), province('Nonthaburi')];
  const watthana = district('Khet Watthana');
  const khlongToei = district('Khet Khlong Toei');
  const chatuchak = district('Khet Chatuchak');
  const bangNa = district('Khet Bang Na');
  const huaiKhwang = district('Khet Huai Khwang');
  const suanLuang = district('Khet Suan Luang');
  const latPhrao = district('Khet Lat Phrao');
  const muangNon = district('Mueang Nonthaburi');
  const bangPhli = district('Bang Phli');
  const [btsSuk, mrtBlue, mrtPurple, arl] = [line('BTS-SUK'), line('MRT-BL'), line('MRT-PP'), line('ARL')];
  const [bts, mrt] = [trainType('BTS'), trainType('MRT')];
  const [bed, air, fridge, washer] = [furniture('bed'), furniture('air-conditioner'), furniture('refrigerator'), furniture('washing-machine')];
  const [pool, fitness, security, parking] = [facility('swimming-pool'), facility('fitness'), facility('security-24h'), facility('parking')];
  const rent = 'เช่า';
  const sell = 'ขาย';
  const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  // what the search form sends by default (spec section 5): min 0, max 10,000,000, newest first
  const form = { min_price: 0, max_price: 10_000_000, order_by: 'date-desc' };
  const shape = (name: string, weight: number, queries: Record<string, string | number>[]): Shape => ({ name, weight, queries: queries.map(q) });

  return [
    shape('browse (no filter, form defaults)', 8, [{}, form, { ...form, page: 2 }]),
    shape('sell type', 4, [{ sell_type: rent }, { sell_type: sell }, { ...form, sell_type: rent }]),
    shape('sell type + estate type', 5, [
      { sell_type: rent, estate_type_id: condo },
      { sell_type: sell, estate_type_id: house },
      { sell_type: sell, estate_type_id: townhome },
      { sell_type: sell, estate_type_id: land },
    ]),
    shape('province', 3, [{ province_id: bangkok }, { province_id: nonthaburi, sell_type: rent }]),
    shape('district', 5, [
      { province_id: bangkok, district_id: watthana },
      { province_id: bangkok, district_id: khlongToei, sell_type: rent, estate_type_id: condo },
      { province_id: bangkok, district_id: chatuchak, sell_type: rent },
      { province_id: bangkok, district_id: bangNa, estate_type_id: townhome },
      { province_id: bangkok, district_id: huaiKhwang, sell_type: rent, estate_type_id: condo },
      { district_id: muangNon, sell_type: sell },
      { district_id: bangPhli, estate_type_id: house },
    ]),
    shape('price range', 5, [
      { sell_type: rent, min_price: 10_000, max_price: 20_000 },
      { sell_type: rent, estate_type_id: condo, min_price: 20_000, max_price: 40_000 },
      { sell_type: sell, min_price: 2_000_000, max_price: 5_000_000 },
      { sell_type: sell, estate_type_id: house, min_price: 5_000_000, max_price: 10_000_000 },
      { sell_type: rent, min_price: 80_000, max_price: 150_000 },
    ]),
    shape('price range, no sell type', 2, [{ min_price: 15_000, max_price: 30_000 }, { min_price: 3_000_000, max_price: 4_000_000 }]),
    shape('bedrooms', 4, [
      { sell_type: rent, estate_type_id: condo, total_bedroom: 1 },
      { sell_type: rent, estate_type_id: condo, total_bedroom: 2, min_price: 15_000, max_price: 35_000 },
      { sell_type: sell, estate_type_id: house, total_bedroom: 3 },
      { sell_type: sell, total_bedroom: 4 },
      { total_bedroom: 2, total_restroom: 2, car_park_size: 1 },
    ]),
    shape('train line / type', 4, [
      { train_type: bts, train_line: btsSuk },
      { train_type: mrt, train_line: mrtBlue, sell_type: rent },
      { train_line: mrtPurple, estate_type_id: condo },
      { train_line: arl, sell_type: rent, estate_type_id: condo, total_bedroom: 1 },
      { train_type: bts },
    ]),
    shape('furniture / facility / allowances', 3, [
      { furniture_cast: `${bed},${air}`, sell_type: rent },
      { facility_cast: `${pool},${fitness}`, estate_type_id: condo, sell_type: rent },
      { furniture_cast: `${bed},${air},${fridge},${washer}`, facility_cast: `${pool},${security}`, is_pet_allow: 1 },
      { is_pet_allow: 1, sell_type: rent, estate_type_id: condo },
      { facility_cast: parking, is_cooking_allow: 1, estate_type_id: townhome },
    ]),
    shape('room code (code_search)', 4, [
      { searchMode: 'code_search', room_type: '1B1RLK' },
      { searchMode: 'code_search', room_type: '2B2R1CLDK', sell_type: rent },
      { searchMode: 'code_search', room_type: '3B2R2CLDK' },
      { searchMode: 'code_search', room_type: '4+B3R2C' },
      { searchMode: 'code_search', room_type: '1R' },
    ]),
    shape('keyword, common Thai word', 4, [{ keyword: 'คอนโด' }, { keyword: 'บ้านเดี่ยว' }, { keyword: 'ที่ดิน' }, { keyword: 'ให้เช่าคอนโด' }]),
    shape('keyword, unspaced Thai', 4, [
      { keyword: 'คอนโดอโศก' },
      { keyword: 'ทาวน์โฮมบางนา' },
      { keyword: 'คอนโดใกล้รถไฟฟ้า' },
      { keyword: 'ขายบ้านเดี่ยวลำลูกกา' },
      { keyword: 'คอนโดติดbtsอ่อนนุช' },
    ]),
    shape('keyword, spaced Thai', 4, [{ keyword: 'คอนโด อโศก' }, { keyword: 'ใกล้ BTS อ่อนนุช' }, { keyword: 'ทาวน์โฮม บางนา' }, { keyword: '3 ห้องนอน' }, { keyword: 'สุขุมวิท' }]),
    shape('keyword, English', 4, [{ keyword: 'condo asok' }, { keyword: 'Asoke' }, { keyword: 'On Nut' }, { keyword: 'townhome bang na' }, { keyword: 'condo for rent' }]),
    shape('keyword, project name', 3, [{ keyword: 'ลุมพินี' }, { keyword: 'Lumpini' }, { keyword: 'ไอดีโอ' }, { keyword: 'The Base' }, { keyword: 'ศุภาลัย' }]),
    shape('keyword, rare or none', 2, [{ keyword: 'คลองโยง' }, { keyword: 'penthouse' }, { keyword: 'พูลวิลล่าริมทะเล' }, { keyword: 'Ladprao 101' }]),
    shape('keyword + filters', 4, [
      { keyword: 'คอนโด', sell_type: rent, min_price: 10_000, max_price: 30_000, total_bedroom: 1 },
      { keyword: 'BTS', sell_type: rent, estate_type_id: condo, province_id: bangkok, district_id: suanLuang },
      { keyword: 'ลาดพร้าว', sell_type: sell, district_id: latPhrao },
      { keyword: 'near MRT', train_line: mrtBlue, sell_type: rent },
    ]),
    shape('order by price', 4, [
      { sell_type: rent, estate_type_id: condo, province_id: bangkok, order_by: 'price-asc' },
      { sell_type: sell, order_by: 'price-desc' },
      { ...form, order_by: 'price-asc' },
      { order_by: 'price-desc', district_id: watthana },
    ]),
    shape('oldest first (date-asc)', 2, [{ order_by: 'date-asc' }, { sell_type: rent, estate_type_id: condo, order_by: 'date-asc' }]),
    shape('keyword ordered by price', 2, [
      { keyword: 'คอนโด อโศก', order_by: 'price-asc' },
      { keyword: 'townhome', sell_type: sell, order_by: 'price-desc' },
    ]),
    shape('deep page (50, 100)', 3, [
      { page: 50 },
      { sell_type: rent, estate_type_id: condo, page: 50 },
      { keyword: 'คอนโด', page: 50 },
      { ...form, order_by: 'price-asc', page: 100 },
      { province_id: bangkok, district_id: chatuchak, page: 50 },
    ]),
  ];
}

export interface Entry {
  shape: string;
  path: string;
}

/** Every query of the mix as often as its shape's share says, in a fixed shuffled order. */
export function weightedEntries(shapes: Shape[]): Entry[] {
  const entries: Entry[] = [];
  for (const shape of shapes) {
    const count = shape.weight * 12;
    for (let i = 0; i < count; i++) entries.push({ shape: shape.name, path: `/api/estate?${shape.queries[i % shape.queries.length]}` });
  }
  let seed = 20_261_123;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  for (let i = entries.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [entries[i], entries[j]] = [entries[j]!, entries[i]!];
  }
  return entries;
}
