import { STATION_WALKING_DISTANCE_KM, type ListingSellType } from '@baandee/domain';

/** What the title and description of a demo listing are made from. */
export interface ListingWords {
  sellType: ListingSellType;
  type: { slug: string; name_th: string; name_en: string };
  name: { th: string; en: string } | null;
  area: number;
  bedrooms: number;
  restrooms: number;
  place: { sub_th: string; sub_en: string; district_th: string; district_en: string; province_th: string; province_en: string; postal: string };
  station: { label_th: string; label_en: string; km: number } | null;
  rent: number | null;
  sell: number | null;
  highlights: { th: string; en: string }[];
}

const SELL_WORDS: Record<ListingSellType, { th: string; en: string }> = {
  ขาย: { th: 'ขาย', en: 'for sale' },
  เช่า: { th: 'ให้เช่า', en: 'for rent' },
  'ขาย/เช่า': { th: 'ขายหรือให้เช่า', en: 'for sale or rent' },
};

const baht = (value: number) => value.toLocaleString('en-US');
const RAI_M2 = 1600; // a Thai rai is 1,600 m²

function roomsTh(w: ListingWords): string {
  if (w.type.slug === 'land') return `${(w.area / RAI_M2).toFixed(1)} ไร่`;
  if (w.bedrooms === 0) return w.type.slug === 'condo' || w.type.slug === 'apartment' ? 'ห้องสตูดิโอ' : `${baht(w.area)} ตร.ม.`;
  return `${w.bedrooms} ห้องนอน`;
}

function roomsEn(w: ListingWords): string {
  if (w.type.slug === 'land') return `${(w.area / RAI_M2).toFixed(1)} rai`;
  if (w.bedrooms === 0) return w.type.slug === 'condo' || w.type.slug === 'apartment' ? 'studio' : `${baht(w.area)} m²`;
  return `${w.bedrooms}-bedroom`;
}

/** A title or description names a station only when it is a walk away (as the search matches it). */
const NEAR_STATION_KM = STATION_WALKING_DISTANCE_KM;

/**
 * Thai, as owners on Thai sites write them; with `english`, followed by the same in English
 * ("... / 2-bedroom condo for rent at ..."), as some owners write for foreign tenants: the
 * listing has one title, shown in both languages, so every title carries the Thai.
 */
export function listingTitle(w: ListingWords, english: boolean): string {
  const sell = SELL_WORDS[w.sellType];
  const where = w.station && w.station.km <= NEAR_STATION_KM ? w.station : null;
  const at = w.name ? ` ${w.name.th}` : ` ${w.place.district_th}`;
  const thai = `${sell.th}${w.type.name_th}${at} ${roomsTh(w)}${where ? ` ใกล้ ${where.label_th}` : ''}`;
  if (!english) return thai;
  const atEn = w.name ? ` at ${w.name.en}` : ` in ${w.place.district_en}`;
  return `${thai} / ${`${roomsEn(w)} ${w.type.name_en.toLowerCase()} ${sell.en}${atEn}`.replace(/^./, (c) => c.toUpperCase())}`;
}

/** Thai, then English, and a line saying the listing is made up. */
export function listingDescription(w: ListingWords): string {
  const sell = SELL_WORDS[w.sellType];
  const prices = (th: boolean) =>
    [
      w.rent !== null ? (th ? `ค่าเช่า ${baht(w.rent)} บาท/เดือน` : `Rent ${baht(w.rent)} baht a month`) : null,
      w.sell !== null ? (th ? `ราคาขาย ${baht(w.sell)} บาท` : `Sale price ${baht(w.sell)} baht`) : null,
    ]
      .filter(Boolean)
      .join(th ? ' / ' : ', ');
  const rooms = w.bedrooms + w.restrooms > 0;
  const th = [
    `${sell.th}${w.type.name_th}${w.name ? ` ${w.name.th}` : ''} พื้นที่ ${baht(w.area)} ตร.ม.${rooms ? ` ${w.bedrooms} ห้องนอน ${w.restrooms} ห้องน้ำ` : ''}`,
    `ตั้งอยู่ที่ ${w.place.sub_th} ${w.place.district_th} ${w.place.province_th} ${w.place.postal}`,
    w.station && w.station.km <= NEAR_STATION_KM ? `เดินทางสะดวก ห่างจาก ${w.station.label_th} ประมาณ ${w.station.km.toFixed(1)} กม.` : null,
    w.highlights.length ? `จุดเด่น: ${w.highlights.map((h) => h.th).join(', ')}` : null,
    prices(true),
    'ประกาศนี้เป็นข้อมูลตัวอย่างเพื่อสาธิตระบบ ไม่ใช่ทรัพย์จริง',
  ];
  const en = [
    `${w.type.name_en} ${sell.en}${w.name ? ` at ${w.name.en}` : ''}: ${baht(w.area)} m²${rooms ? `, ${w.bedrooms} bedrooms, ${w.restrooms} bathrooms` : ''}.`,
    `In ${w.place.sub_en}, ${w.place.district_en}, ${w.place.province_en} ${w.place.postal}.`,
    w.station && w.station.km <= NEAR_STATION_KM ? `About ${w.station.km.toFixed(1)} km from ${w.station.label_en}.` : null,
    w.highlights.length ? `Highlights: ${w.highlights.map((h) => h.en.toLowerCase()).join(', ')}.` : null,
    `${prices(false)}.`,
    'This is a demo listing for showing the site; the property does not exist.',
  ];
  return `${th.filter(Boolean).join('\n')}\n\n${en.filter(Boolean).join('\n')}`;
}
