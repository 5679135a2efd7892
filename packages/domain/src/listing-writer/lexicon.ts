import type { CatalogueItem, ListingFacts, PlaceFact, StationFact } from './listing-facts.js';
import { distanceText, num } from './draft-numbers.js';
import { DIRECTION_PHRASES, PROMINENT_PHRASES, RULE_PHRASES, VIEW_PHRASES, type RuleKey } from './phrases.js';

export type Language = 'th' | 'en';
type Sell = NonNullable<ListingFacts['sellType']>;
/** One of the options, chosen by the listing's seed. */
export type Choose = <T>(options: readonly T[]) => T;

/**
 * How each language says the parts of a listing. Thai joins a verb to its object without a
 * space ("ให้เช่าคอนโด") and separates phrases with one; English uses commas. Both write
 * numbers with thousands separators.
 */
export interface Lexicon {
  language: Language;
  /** The title's head: what is offered and how, e.g. "ให้เช่าคอนโด" or "Condo for rent". */
  head(sell: Sell | null, type: CatalogueItem | null, pick: Choose): string;
  /** The head with the project: "ให้เช่าคอนโด Ideo Q" or "Condo for rent at Ideo Q". */
  opening(head: string, project: string | null): string;
  /** The first paragraph's facts as a sentence. */
  sentence(parts: string[]): string;
  rooms(bedrooms: number, short: boolean): string;
  restrooms(count: number): string;
  carParks(count: number): string;
  otherRooms(facts: ListingFacts): string | null;
  area(size: number): string;
  floor(floor: number, total: number | null): string;
  totalFloors(total: number): string;
  year(year: number): string;
  facing(facts: ListingFacts): string | null;
  near(station: StationFact): string;
  stationLine(station: StationFact): string;
  placeLine(place: PlaceFact): string;
  where(facts: ListingFacts): string | null;
  price(sell: Sell | null, facts: ListingFacts): string[];
  rules(facts: ListingFacts): string | null;
  list(label: 'furniture' | 'facilities', items: string[], pick: Choose): string;
  headings: { details: string[]; price: string[]; neighbourhood: string[] };
  closing: string[];
  fallbackTitle: string;
  join(parts: string[]): string;
}

const ruleList = (facts: ListingFacts, language: Language) =>
  (Object.keys(RULE_PHRASES) as RuleKey[])
    .filter((key) => facts.rules[key] !== null)
    .map((key) => RULE_PHRASES[key][facts.rules[key] ? 'allowed' : 'notAllowed'][language]);

const name = (item: { th: string; en: string }, language: Language) => item[language];
const stationName = (station: StationFact, language: Language) => [station.type, name(station.name, language)].filter(Boolean).join(' ');

export const thai: Lexicon = {
  language: 'th',
  head(sell, type, pick) {
    const typeName = type?.th ?? '';
    // a business lease is offered by its own verb: "เซ้งกิจการ"
    if (type?.slug === 'business-lease') return typeName;
    const verb = sell === 'rent' ? pick(['ให้เช่า', 'ปล่อยเช่า']) : sell === 'sell' ? 'ขาย' : sell === 'both' ? 'ขายหรือให้เช่า' : '';
    if (typeName && verb && pick([true, false])) return `${typeName}${sell === 'rent' ? 'ให้เช่า' : verb}`;
    return `${verb}${typeName}`;
  },
  opening: (head, project) => [head, project].filter(Boolean).join(' '),
  sentence: (parts) => parts.join(' '),
  rooms: (n, short) => (n >= 4 ? `${n} ห้องนอนขึ้นไป` : short ? `${n} นอน` : `${n} ห้องนอน`),
  restrooms: (n) => (n >= 4 ? `${n} ห้องน้ำขึ้นไป` : `${n} ห้องน้ำ`),
  carParks: (n) => (n >= 4 ? `จอดรถได้ ${n} คันขึ้นไป` : `จอดรถได้ ${n} คัน`),
  otherRooms(facts) {
    const rooms = [facts.livingRoom && 'ห้องนั่งเล่น', facts.diningRoom && 'ห้องรับประทานอาหาร', facts.kitchen && 'ห้องครัว'].filter(Boolean);
    return rooms.length ? `มี${rooms.join(' ')}` : null;
  },
  area: (size) => `ขนาด ${num(size)} ตร.ม.`,
  floor: (floor, total) => (total !== null && floor <= total ? `ชั้น ${num(floor)} จาก ${num(total)} ชั้น` : `ชั้น ${num(floor)}`),
  totalFloors: (total) => `อาคารสูง ${num(total)} ชั้น`,
  year: (year) => `สร้างปี ${year}`,
  facing(facts) {
    const parts = [facts.direction && `หันหน้า${DIRECTION_PHRASES[facts.direction].th}`, facts.view && VIEW_PHRASES[facts.view].th, facts.prominent && PROMINENT_PHRASES[facts.prominent].th];
    const present = parts.filter(Boolean) as string[];
    return present.length ? present.join(' ') : null;
  },
  near: (station) => `ใกล้ ${stationName(station, 'th')}`,
  stationLine: (station) => `${stationName(station, 'th')} ระยะ ${distanceText(station.distance, 'th')}`,
  placeLine: (place) => `${place.type ? `${place.type.th} ` : ''}${place.name} ระยะ ${distanceText(place.distance, 'th')}`,
  where(facts) {
    const parts = [facts.district?.th, facts.province?.th].filter(Boolean);
    return parts.length ? `ตั้งอยู่ใน${parts.join(' ')}` : null;
  },
  price(sell, facts) {
    const lines: string[] = [];
    if (facts.rentPrice !== null && (sell === 'rent' || sell === 'both')) lines.push(`ค่าเช่า ${num(facts.rentPrice)} บาท/เดือน`);
    if (facts.sellPrice !== null && (sell === 'sell' || sell === 'both')) lines.push(`ราคาขาย ${num(facts.sellPrice)} บาท`);
    if (facts.deposit !== null) lines.push(`เงินมัดจำ ${num(facts.deposit)} บาท`);
    if (facts.maintenanceFee !== null) lines.push(`ค่าส่วนกลาง ${num(facts.maintenanceFee)} บาท`);
    return lines;
  },
  rules(facts) {
    const rules = ruleList(facts, 'th');
    return rules.length ? rules.join(' ') : null;
  },
  list: (label, items, pick) =>
    // "พร้อม" takes its object without a space, a label with a colon takes one
    `${label === 'furniture' ? pick(['เฟอร์นิเจอร์และเครื่องใช้ไฟฟ้า: ', 'พร้อม']) : pick(['ส่วนกลาง: ', 'สิ่งอำนวยความสะดวก: '])}${items.join(' ')}`,
  headings: { details: ['รายละเอียด', 'ข้อมูลทรัพย์'], price: ['ราคา', 'ราคาและค่าใช้จ่าย'], neighbourhood: ['ทำเลและการเดินทาง', 'ทำเลและสถานที่ใกล้เคียง'] },
  closing: ['สนใจสอบถามรายละเอียดหรือนัดชมได้เลย', 'สนใจนัดชมหรือสอบถามเพิ่มเติมได้เลย', 'ติดต่อสอบถามและนัดชมได้'],
  fallbackTitle: 'ประกาศอสังหาริมทรัพย์',
  join: (parts) => parts.join(' '),
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "Air conditioner" reads "air conditioner" inside a sentence; "TV" and "EV charger" stay. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const plural = (n: number, word: string) => `${n}${n >= 4 ? '+' : ''} ${word}${n === 1 ? '' : 's'}`;

export const english: Lexicon = {
  language: 'en',
  head(sell, type, pick) {
    const typeName = type?.en ?? 'Property';
    const how = sell === 'rent' ? 'for rent' : sell === 'sell' ? 'for sale' : sell === 'both' ? 'for sale or rent' : '';
    if (!how) return type ? typeName : '';
    return pick([`${typeName} ${how}`, `${capitalise(how)}: ${typeName.toLowerCase()}`]);
  },
  opening: (head, project) => (head && project ? `${head} at ${project}` : head || project || ''),
  sentence: (parts) => (parts.length ? `${parts.join(', ')}.` : ''),
  rooms: (n, short) => plural(n, short ? 'bed' : 'bedroom'),
  restrooms: (n) => plural(n, 'bathroom'),
  carParks: (n) => plural(n, 'car space'),
  otherRooms(facts) {
    const rooms = [facts.livingRoom && 'living room', facts.diningRoom && 'dining room', facts.kitchen && 'kitchen'].filter(Boolean);
    return rooms.length ? capitalise(`${rooms.join(', ')}`) : null;
  },
  area: (size) => `${num(size)} sq.m`,
  floor: (floor, total) => (total !== null && floor <= total ? `Floor ${num(floor)} of ${num(total)}` : `Floor ${num(floor)}`),
  totalFloors: (total) => `${num(total)} floors`,
  year: (year) => `Built in ${year}`,
  facing(facts) {
    const parts = [facts.direction && `facing ${DIRECTION_PHRASES[facts.direction].en}`, facts.view && VIEW_PHRASES[facts.view].en, facts.prominent && PROMINENT_PHRASES[facts.prominent].en];
    const present = parts.filter(Boolean) as string[];
    return present.length ? capitalise(present.join(', ')) : null;
  },
  near: (station) => `near ${stationName(station, 'en')}`,
  stationLine: (station) => `${stationName(station, 'en')}: ${distanceText(station.distance, 'en')}`,
  placeLine: (place) => `${place.type ? `${place.type.en} ` : ''}${place.name}: ${distanceText(place.distance, 'en')}`,
  where(facts) {
    const parts = [facts.district?.en, facts.province?.en].filter(Boolean);
    return parts.length ? `Located in ${parts.join(', ')}` : null;
  },
  price(sell, facts) {
    const lines: string[] = [];
    if (facts.rentPrice !== null && (sell === 'rent' || sell === 'both')) lines.push(`Rent: ${num(facts.rentPrice)} THB/month`);
    if (facts.sellPrice !== null && (sell === 'sell' || sell === 'both')) lines.push(`Price: ${num(facts.sellPrice)} THB`);
    if (facts.deposit !== null) lines.push(`Deposit: ${num(facts.deposit)} THB`);
    if (facts.maintenanceFee !== null) lines.push(`Common fee: ${num(facts.maintenanceFee)} THB`);
    return lines;
  },
  rules(facts) {
    const rules = ruleList(facts, 'en');
    return rules.length ? capitalise(rules.join(', ')) : null;
  },
  list: (label, items, pick) =>
    `${label === 'furniture' ? pick(['Furnished with', 'Comes with']) : pick(['Facilities:', 'Shared facilities:'])} ${items.map(lowerFirst).join(', ')}`,
  headings: { details: ['Details', 'The property'], price: ['Price', 'Price and fees'], neighbourhood: ['Location and getting around', 'The neighbourhood'] },
  closing: ['Get in touch for details or to arrange a viewing.', 'Get in touch to arrange a viewing.', 'Ask for more details or book a viewing.'],
  fallbackTitle: 'Property listing',
  join: (parts) => parts.join(', '),
};

export { name as namedIn };
