import { LISTING_SELL_TYPE } from '@baandee/domain';
import { baseListing, type FixtureListing, type SearchMaster } from './search-fixture.js';

/**
 * A fixed set of listings as people post them (Thai, English and mixed titles, real areas,
 * stations and projects) and the keywords people type, each with the listings a person
 * would expect to find (docs/decisions/015). The expectations were written from the
 * listings' descriptions below, not from what the search answers.
 */

const APARTMENT = 2;
const HOUSE = 3;
const TWIN_HOUSE = 4;
const LAND = 5;
const TOWNHOME = 6;
const FACTORY = 7;
const BUSINESS = 8;
const SWIMMING_POOL = 1;
const PET_AREA = 13;

export function relevanceListings(m: SearchMaster): FixtureListing[] {
  const rent = (price: number) => ({ sell_type: LISTING_SELL_TYPE.rent, rent_price: price, sell_price: null });
  const sell = (price: number) => ({ sell_type: LISTING_SELL_TYPE.sell, rent_price: null, sell_price: price });
  const rooms = (bedrooms: number, bathrooms = 1) => ({ total_bedroom: bedrooms, total_restroom: bathrooms });
  const project = (nameEn: string) => {
    const row = m.project(nameEn);
    return { project_estate_id: row.id, project_estate_name: row.name_en };
  };
  const listing = (key: string, area: string, title: string, rest: Partial<FixtureListing>) =>
    baseListing(key, { ...m.area(area), announce_title: title, announce_description: 'ห้องสะอาด พร้อมเข้าอยู่ ติดต่อเจ้าของโดยตรง', ...rest });

  return [
    listing('asok-condo-th', 'Watthana', 'คอนโดให้เช่า ใกล้ BTS อโศก 1 ห้องนอน', { ...rent(25_000), ...rooms(1), stations: [m.station('Asok', 'BTS-SUK')], ...project('Ashton Asoke') }),
    listing('asok-condo-en', 'Watthana', 'Luxury condo for rent at Asoke, 2 bedrooms', { ...rent(42_000), ...rooms(2, 2), stations: [m.station('Sukhumvit', 'MRT-BL')] }),
    listing('life-asoke', 'Huai Khwang', 'Life Asoke ห้องสวย วิวเมือง', { ...rent(19_000), ...rooms(1), stations: [m.station('Phetchaburi', 'MRT-BL')], facilities: [SWIMMING_POOL], ...project('Life Asoke') }),
    listing('ideo-mobi-asoke', 'Huai Khwang', 'ไอดีโอ โมบิ อโศก ขายด่วน', { ...sell(4_200_000), ...rooms(1), stations: [m.station('Phra Ram 9', 'MRT-BL')], ...project('Ideo Mobi Asoke') }),
    listing('onnut-condo', 'Phra Khanong', 'คอนโด ติด BTS อ่อนนุช พร้อมอยู่', { ...rent(12_000), ...rooms(1), stations: [m.station('On Nut', 'BTS-SUK')], project_estate_name: 'The Tree Onnut Station' }),
    listing('onnut-udelight', 'Suan Luang', 'U Delight at Onnut Station 2 bedrooms', { ...rent(18_000), ...rooms(2), stations: [m.station('On Nut', 'BTS-SUK')], ...project('U Delight at Onnut Station') }),
    listing('onnut-townhome', 'Prawet', 'ทาวน์โฮม 3 ชั้น ซอยอ่อนนุช 70', { ...sell(3_900_000), ...rooms(3, 3), estate_type_id: TOWNHOME, car_park_size: 1 }),
    listing('bangna-townhome', 'Bang Na', 'ทาวน์โฮมให้เช่า บางนา กม.5', { ...rent(22_000), ...rooms(3, 3), estate_type_id: TOWNHOME }),
    listing('bangna-townhouse-en', 'Bang Na', 'Townhouse for sale in Bangna, near Mega Bangna', { ...sell(5_500_000), ...rooms(4, 3), estate_type_id: TOWNHOME }),
    listing('bangna-condo', 'Bang Na', 'คอนโด Ideo Mobi Sukhumvit Eastgate ใกล้ BTS บางนา', { ...rent(14_000), ...rooms(1), stations: [m.station('Bang Na', 'BTS-SUK')], ...project('Ideo Mobi Sukhumvit Eastgate') }),
    listing('bangna-house', 'Bang Na', 'บ้านเดี่ยว 2 ชั้น หมู่บ้านเพอร์เฟคเพลส', { ...sell(8_900_000), ...rooms(4, 3), estate_type_id: HOUSE, car_park_size: 2 }),
    listing('lumpini-bangna', 'Bang Na', 'Lumpini Place Bangna Km.3 studio', { ...rent(9_000), ...rooms(0, 1), ...project('Lumpini Place Bangna Km.3') }),
    listing('thonglor-condo', 'Watthana', 'คอนโดหรู ทองหล่อ 3 ห้องนอน', { ...sell(25_000_000), ...rooms(3, 3), stations: [m.station('Thong Lo', 'BTS-SUK')], ...project('Hyde Heritage Thonglor') }),
    listing('thonglor-en', 'Watthana', 'Thonglor penthouse with private pool', { ...rent(150_000), ...rooms(3, 4), stations: [m.station('Thong Lo', 'BTS-SUK')] }),
    listing('ekkamai-condo', 'Watthana', 'คอนโดเอกมัย ใกล้ BTS เลี้ยงสัตว์ได้', { ...rent(20_000), ...rooms(1), stations: [m.station('Ekkamai', 'BTS-SUK')], is_pet_allow: true, facilities: [PET_AREA] }),
    listing('phromphong', 'Khlong Toei', 'Phrom Phong 2 bedroom condo near EmQuartier', { ...rent(45_000), ...rooms(2, 2), stations: [m.station('Phrom Phong', 'BTS-SUK')] }),
    listing('rama9-condo', 'Huai Khwang', 'คอนโดพระราม 9 ใกล้ MRT', { ...rent(16_000), ...rooms(1), stations: [m.station('Phra Ram 9', 'MRT-BL')], ...project('Supalai Veranda Rama 9') }),
    listing('rama9-en', 'Huai Khwang', 'Aspire Rama 9 for sale', { ...sell(3_200_000), ...rooms(1), stations: [m.station('Phra Ram 9', 'MRT-BL')], ...project('Aspire Rama 9') }),
    listing('ladprao-condo', 'Chatuchak', 'คอนโดลาดพร้าว ติด MRT', { ...rent(13_000), ...rooms(1), stations: [m.station('Lat Phrao', 'MRT-BL')], ...project('Life Ladprao') }),
    listing('ladprao-house', 'Lat Phrao', 'บ้านเดี่ยว ลาดพร้าว 71 ให้เช่า', { ...rent(35_000), ...rooms(3, 2), estate_type_id: HOUSE }),
    listing('ari-condo', 'Phaya Thai', 'Noble Around Ari near BTS Ari', { ...rent(28_000), ...rooms(1), stations: [m.station('Ari', 'BTS-SUK')], ...project('Noble Around Ari') }),
    listing('ari-th', 'Phaya Thai', 'คอนโด อารีย์ ห้องใหญ่', { ...sell(6_500_000), ...rooms(2), stations: [m.station('Ari', 'BTS-SUK')] }),
    listing('silom-condo', 'Bang Rak', 'Condo for rent near BTS Sala Daeng', { ...rent(38_000), ...rooms(1), stations: [m.station('Sala Daeng', 'BTS-SIL')], ...project('Ashton Silom') }),
    listing('sathorn-condo', 'Sathon', 'คอนโดสาทร วิวแม่น้ำ', { ...sell(9_800_000), ...rooms(2, 2), ...project('The Room Sathorn-St.Louis') }),
    listing('nonthaburi-house', 'Mueang Nonthaburi', 'บ้านเดี่ยว ใกล้ MRT สายสีม่วง', { ...sell(4_500_000), ...rooms(3, 2), estate_type_id: HOUSE, stations: [m.station('Bang Krasor', 'MRT-PP')] }),
    listing('nonthaburi-land', 'Pak Kret', 'ที่ดินเปล่า 100 ตารางวา', { ...sell(6_000_000), ...rooms(0, 0), estate_type_id: LAND, total_livingroom: 0, total_kitchen: 0 }),
    listing('land-bangna', 'Bang Phli', 'Land for sale Bangna-Trad km 15', { ...sell(20_000_000), ...rooms(0, 0), estate_type_id: LAND, total_livingroom: 0, total_kitchen: 0 }),
    listing('factory', 'Bang Phli', 'โรงงานพร้อมใบ รง.4 บางพลี', { ...rent(120_000), ...rooms(0, 2), estate_type_id: FACTORY }),
    listing('apartment', 'Chatuchak', 'อพาร์ทเมนท์ใกล้ ม.เกษตร', { ...rent(5_500), ...rooms(0, 1), estate_type_id: APARTMENT, stations: [m.station('Kasetsart University', 'BTS-SUK')] }),
    listing('sukhumvit-house', 'Phra Khanong', 'บ้านเดี่ยว สุขุมวิท 101/1', { ...sell(12_000_000), ...rooms(4, 3), estate_type_id: HOUSE }),
    listing('sukhumvit-rhythm', 'Khlong Toei', 'Rhythm Sukhumvit 42 1 bedroom', { ...rent(24_000), ...rooms(1), stations: [m.station('Ekkamai', 'BTS-SUK')], ...project('Rhythm Sukhumvit 42') }),
    listing('bts-general', 'Bang Na', 'คอนโดใกล้รถไฟฟ้า ราคาถูก', { ...rent(8_000), ...rooms(1), stations: [m.station('Udom Suk', 'BTS-SUK')] }),
    listing('twin-house', 'Bang Khen', 'บ้านแฝด รามอินทรา', { ...sell(4_200_000), ...rooms(3, 2), estate_type_id: TWIN_HOUSE }),
    listing('business', 'Phaya Thai', 'เซ้งร้านกาแฟ ย่านอารีย์', { ...rent(30_000), ...rooms(0, 1), estate_type_id: BUSINESS, stations: [m.station('Ari', 'BTS-SUK')] }),
    listing('siam-condo', 'Pathum Wan', 'Condo near Siam Paragon, walk to BTS Siam', { ...rent(60_000), ...rooms(2, 2), stations: [m.station('Siam', 'BTS-SUK')] }),
    listing('huaikhwang', 'Huai Khwang', 'ห้องเช่าห้วยขวาง ใกล้ MRT ห้วยขวาง', { ...rent(7_000), ...rooms(0, 1), estate_type_id: APARTMENT, stations: [m.station('Huai Khwang', 'MRT-BL')] }),
    listing('mrt-sukhumvit', 'Watthana', 'Condo walking distance to MRT Sukhumvit and BTS Asok', {
      ...rent(32_000),
      ...rooms(2, 2),
      stations: [m.station('Sukhumvit', 'MRT-BL'), m.station('Asok', 'BTS-SUK')],
    }),
    listing('chatuchak-3bed', 'Chatuchak', 'บ้าน 3 ห้องนอน ใกล้สวนจตุจักร', { ...rent(40_000), ...rooms(3, 2), estate_type_id: HOUSE, stations: [m.station('Chatuchak Park', 'MRT-BL')] }),
    listing('makkasan', 'Ratchathewi', 'คอนโดใกล้ Airport Rail Link มักกะสัน', { ...rent(17_000), ...rooms(1), stations: [m.station('Makkasan', 'ARL')] }),
    listing('closed-asok', 'Watthana', 'คอนโด อโศก ปิดแล้ว', { ...rent(20_000), ...rooms(1), status: 'closed', stations: [m.station('Asok', 'BTS-SUK')] }),
  ].map((l, i) => ({ ...l, published_at: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000) }));
}

const ASOK = ['asok-condo-th', 'asok-condo-en', 'life-asoke', 'ideo-mobi-asoke', 'mrt-sukhumvit'];
const ON_NUT = ['onnut-condo', 'onnut-udelight', 'onnut-townhome'];
const BANG_NA = ['bangna-townhome', 'bangna-townhouse-en', 'bangna-condo', 'bangna-house', 'lumpini-bangna', 'bts-general', 'land-bangna'];
const THREE_BEDROOMS = ['onnut-townhome', 'bangna-townhome', 'thonglor-condo', 'thonglor-en', 'ladprao-house', 'nonthaburi-house', 'twin-house', 'chatuchak-3bed'];
const THONGLOR = ['thonglor-condo', 'thonglor-en'];
const RAMA_9 = ['rama9-condo', 'rama9-en', 'ideo-mobi-asoke'];
const ARI = ['ari-condo', 'ari-th', 'business'];
const HOUSES = ['bangna-house', 'ladprao-house', 'nonthaburi-house', 'sukhumvit-house', 'chatuchak-3bed'];
const TOWNHOMES = ['onnut-townhome', 'bangna-townhome', 'bangna-townhouse-en'];
const SUKHUMVIT = ['sukhumvit-house', 'sukhumvit-rhythm', 'bangna-condo', 'mrt-sukhumvit'];
const TWO_BEDROOM_CONDOS = ['asok-condo-en', 'onnut-udelight', 'phromphong', 'ari-th', 'sathorn-condo', 'siam-condo', 'mrt-sukhumvit'];
const CONDOS_FOR_SALE = ['ideo-mobi-asoke', 'thonglor-condo', 'rama9-en', 'ari-th', 'sathorn-condo'];

/** Keyword -> the listings a person expects among the first results. */
export const RELEVANCE_QUERIES: [string, string[]][] = [
  ['คอนโดอโศก', ASOK],
  ['คอนโด อโศก', ASOK],
  ['condo asok', ASOK],
  ['Asoke', ASOK],
  ['asok', ASOK],
  ['อโศก', ASOK],
  ['ใกล้ BTS อ่อนนุช', ['onnut-condo', 'onnut-udelight']],
  ['ทาวน์โฮม บางนา', ['bangna-townhome', 'bangna-townhouse-en']],
  ['townhouse bangna', ['bangna-townhome', 'bangna-townhouse-en']],
  ['3 ห้องนอน', THREE_BEDROOMS],
  ['3 bedrooms', THREE_BEDROOMS],
  ['3bed', THREE_BEDROOMS],
  ['Ideo Mobi Asoke', ['ideo-mobi-asoke']],
  ['ไอดีโอ โมบิ อโศก', ['ideo-mobi-asoke']],
  ['ไอดีโอโมบิอโศก', ['ideo-mobi-asoke']],
  ['Life Asoke', ['life-asoke']],
  ['ไลฟ์ อโศก', ['life-asoke']],
  ['Ashton Silom', ['silom-condo']],
  ['แอชตัน สีลม', ['silom-condo']],
  ['อ่อนนุช', ON_NUT],
  ['on nut', ON_NUT],
  ['onnut', ON_NUT],
  ['บางนา', BANG_NA],
  ['bang na', BANG_NA],
  ['ทองหล่อ', THONGLOR],
  ['thonglor', THONGLOR],
  ['thong lo', THONGLOR],
  ['BTS Thonglor', THONGLOR],
  ['เอกมัย', ['ekkamai-condo', 'sukhumvit-rhythm']],
  ['ekkamai', ['ekkamai-condo', 'sukhumvit-rhythm']],
  ['พร้อมพงษ์', ['phromphong']],
  ['พระราม 9', RAMA_9],
  ['rama 9', RAMA_9],
  ['พระราม9', RAMA_9],
  ['ใกล้ MRT พระราม 9', RAMA_9],
  ['ลาดพร้าว', ['ladprao-condo', 'ladprao-house']],
  ['ladprao', ['ladprao-condo', 'ladprao-house']],
  ['ติดMRTลาดพร้าว', ['ladprao-condo']],
  ['คอนโด ลาดพร้าว', ['ladprao-condo']],
  // a soi number beside the road's name, typed either way (the word index holds numbers, decision 081)
  ['ลาดพร้าว 71', ['ladprao-house']],
  ['ladprao 71', ['ladprao-house']],
  ['อ่อนนุช 70', ['onnut-townhome']],
  ['อารีย์', ARI],
  ['ari', ARI],
  ['คอนโด อารีย์', ['ari-condo', 'ari-th']],
  ['condo near BTS Ari', ['ari-condo', 'ari-th']],
  ['สีลม', ['silom-condo']],
  ['สาทร', ['sathorn-condo']],
  ['sathorn', ['sathorn-condo']],
  ['บ้านเดี่ยว', HOUSES],
  ['บ้านเดี่ยว บางนา', ['bangna-house']],
  ['house for sale', ['bangna-house', 'nonthaburi-house', 'sukhumvit-house']],
  ['ทาวน์เฮาส์', TOWNHOMES],
  ['townhome', TOWNHOMES],
  ['ที่ดิน', ['nonthaburi-land', 'land-bangna']],
  ['land for sale', ['nonthaburi-land', 'land-bangna']],
  ['ที่ดิน ปากเกร็ด', ['nonthaburi-land']],
  ['นนทบุรี', ['nonthaburi-house', 'nonthaburi-land']],
  ['บ้าน นนทบุรี', ['nonthaburi-house']],
  ['โรงงาน', ['factory']],
  ['factory', ['factory']],
  ['อพาร์ทเมนท์', ['apartment', 'huaikhwang']],
  ['apartment', ['apartment', 'huaikhwang']],
  ['เซ้ง', ['business']],
  ['สุขุมวิท', SUKHUMVIT],
  ['sukhumvit', SUKHUMVIT],
  ['MRT สุขุมวิท', ['mrt-sukhumvit', 'asok-condo-en']],
  ['เลี้ยงสัตว์ได้', ['ekkamai-condo']],
  ['pet friendly condo', ['ekkamai-condo']],
  ['penthouse', ['thonglor-en']],
  ['studio', ['lumpini-bangna']],
  ['สตูดิโอ', ['lumpini-bangna']],
  ['สระว่ายน้ำ', ['thonglor-en', 'life-asoke']],
  ['คอนโด 2 ห้องนอน', TWO_BEDROOM_CONDOS],
  ['2 bedroom condo', TWO_BEDROOM_CONDOS],
  ['Airport Rail Link', ['makkasan']],
  ['แอร์พอร์ตลิงก์ มักกะสัน', ['makkasan']],
  ['มักกะสัน', ['makkasan']],
  ['สยาม', ['siam-condo']],
  ['siam', ['siam-condo']],
  ['ห้วยขวาง', ['huaikhwang', 'life-asoke', 'ideo-mobi-asoke', 'rama9-condo', 'rama9-en']],
  ['จตุจักร', ['chatuchak-3bed', 'ladprao-condo', 'apartment']],
  ['ม.เกษตร', ['apartment']],
  ['คอนโดให้เช่า อโศก', ['asok-condo-th', 'asok-condo-en', 'life-asoke', 'mrt-sukhumvit']],
  // spelling as typed: without tone marks, other spellings and romanisations, English typos
  ['ลาดพราว', ['ladprao-condo', 'ladprao-house']],
  ['คอนโดลาดพราว', ['ladprao-condo']],
  ['ladphrao', ['ladprao-condo', 'ladprao-house']],
  ['ทองหลอ', THONGLOR],
  ['thonglo', THONGLOR],
  ['สาธร', ['sathorn-condo']],
  ['sathon', ['sathorn-condo']],
  ['พรอมพงษ์', ['phromphong']],
  ['prom pong', ['phromphong']],
  ['ekamai', ['ekkamai-condo', 'sukhumvit-rhythm']],
  ['อพาร์ตเมนต์', ['apartment', 'huaikhwang']],
  ['อพาทเมน', ['apartment', 'huaikhwang']],
  ['sukhimvit', SUKHUMVIT],
  ['sukhumwit', SUKHUMVIT],
  ['condo for sale', CONDOS_FOR_SALE],
  ['ขายคอนโด', CONDOS_FOR_SALE],
  ['luxury condo', ['asok-condo-en', 'thonglor-condo']],
  ['คอนโดหรู', ['asok-condo-en', 'thonglor-condo']],
  ['รามอินทรา', ['twin-house']],
  ['บ้านแฝด', ['twin-house']],
  ['Noble Around Ari', ['ari-condo']],
  ['Rhythm Sukhumvit 42', ['sukhumvit-rhythm']],
  ['ริทึ่ม สุขุมวิท 42', ['sukhumvit-rhythm']],
  ['ASHTON ASOKE', ['asok-condo-th']],
  ['แอชตัน อโศก', ['asok-condo-th']],
  ['Hyde Heritage Thonglor', ['thonglor-condo']],
  ['รถไฟฟ้าสายสีม่วง', ['nonthaburi-house']],
  ['purple line', ['nonthaburi-house']],
  ['ให้เช่า บางนา', ['bangna-townhome', 'bangna-condo', 'lumpini-bangna', 'bts-general']],
];
