import { describe, expect, it } from 'vitest';
import { buildSuggestionIndex, suggest, suggestionNames, type SuggestionSource } from '../src/index.js';

/** Master-data names as the seed has them (prefixes, Thai and English, lines with "สาย" and "Line"). */
const SOURCES: SuggestionSource[] = [
  { kind: 'estate_type', id: 1, slug: 'condo', name_th: 'คอนโด', name_en: 'Condo' },
  { kind: 'estate_type', id: 6, slug: 'townhome', name_th: 'ทาวน์โฮม', name_en: 'Townhome' },
  { kind: 'estate_type', id: 8, slug: 'business-lease', name_th: 'เซ้งกิจการ', name_en: 'Business lease / lease takeover' },
  { kind: 'province', id: 10, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok' },
  { kind: 'district', id: 1039, name_th: 'เขตวัฒนา', name_en: 'Khet Watthana' },
  { kind: 'district', id: 1047, name_th: 'เขตบางนา', name_en: 'Khet Bang Na' },
  { kind: 'district', id: 1038, name_th: 'เขตลาดพร้าว', name_en: 'Khet Lat Phrao' },
  { kind: 'district', id: 1006, name_th: 'เขตบางกะปิ', name_en: 'Khet Bang Kapi' },
  { kind: 'district', id: 1005, name_th: 'เขตบางเขน', name_en: 'Khet Bang Khen' },
  { kind: 'district', id: 1020, name_th: 'เขตบางกอกน้อย', name_en: 'Khet Bangkok Noi' },
  { kind: 'district', id: 1021, name_th: 'เขตบางขุนเทียน', name_en: 'Khet Bang Khun Thian' },
  { kind: 'district', id: 1025, name_th: 'เขตบางพลัด', name_en: 'Khet Bang Phlat' },
  { kind: 'sub_district', id: 103902, name_th: 'แขวงคลองตันเหนือ', name_en: 'Khlong Tan Nuea' },
  { kind: 'sub_district', id: 104701, name_th: 'แขวงบางนาเหนือ', name_en: 'Bang Na Nuea' },
  { kind: 'line', id: 1, name_th: 'สายสุขุมวิท', name_en: 'Sukhumvit Line' },
  { kind: 'station', id: 20, name_th: 'ทองหล่อ', name_en: 'Thong Lo' },
  { kind: 'station', id: 21, name_th: 'เอกมัย', name_en: 'Ekkamai' },
  { kind: 'station', id: 18, name_th: 'อโศก', name_en: 'Asok' },
  { kind: 'station', id: 19, name_th: 'พร้อมพงษ์', name_en: 'Phrom Phong' },
  { kind: 'station', id: 90, name_th: 'สุขุมวิท', name_en: 'Sukhumvit' },
  { kind: 'station', id: 91, name_th: 'ลาดพร้าว', name_en: 'Lat Phrao' },
  { kind: 'station', id: 92, name_th: 'บางนา', name_en: 'Bang Na' },
  { kind: 'project', id: 500, name_th: 'ไอดีโอ โมบิ อโศก', name_en: 'Ideo Mobi Asoke' },
  { kind: 'project', id: 501, name_th: 'ริธึ่ม สุขุมวิท 36-38', name_en: 'Rhythm Sukhumvit 36-38' },
];
const index = buildSuggestionIndex(SOURCES);
const named = (text: string, limit?: number) => suggest(index, text, limit).map(({ source, match }) => `${source.kind}:${source.name_en}:${match}`);
const first = (text: string) => named(text)[0];

describe('suggestionNames', () => {
  it('holds both names, each without its prefix and its spaces, the dictionary romanisations and a type synonyms', () => {
    expect(suggestionNames(SOURCES[4]!)).toEqual(expect.arrayContaining(['เขตวัฒนา', 'วัฒนา', 'khet watthana', 'watthana', 'khetwatthana']));
    expect(suggestionNames(SOURCES[15]!)).toEqual(expect.arrayContaining(['ทองหล่อ', 'thong lo', 'thonglo', 'thonglor', 'thong lor']));
    expect(suggestionNames(SOURCES[2]!)).toEqual(expect.arrayContaining(['เซ้ง', 'เซ้งร้าน', 'business takeover']));
    expect(suggestionNames(SOURCES[14]!)).toEqual(expect.arrayContaining(['สุขุมวิท', 'sukhumvit']));
  });
});

describe('suggest', () => {
  it('starts at the second character', () => {
    expect(named('อ')).toEqual([]);
    expect(named(' a ')).toEqual([]);
    expect(named('as').length).toBeGreaterThan(0);
  });

  it('finds places, stations, lines, projects and types by the start of either name, with or without prefix', () => {
    expect(first('วัฒนา')).toBe('district:Khet Watthana:exact');
    expect(first('เขตวัฒ')).toBe('district:Khet Watthana:exact');
    expect(first('watt')).toBe('district:Khet Watthana:exact');
    expect(first('คอน')).toBe('estate_type:Condo:exact');
    expect(first('Ekka')).toBe('station:Ekkamai:exact');
    expect(named('อโศก')).toEqual(['station:Asok:exact', 'project:Ideo Mobi Asoke:exact']);
    expect(named('mobi')).toEqual(['project:Ideo Mobi Asoke:exact']);
    expect(first('คลองตัน')).toBe('sub_district:Khlong Tan Nuea:exact');
  });

  it('ranks the whole name before its start and a type or place before a station, line or project', () => {
    // the MRT station named สุขุมวิท, then the line, then a project naming the road
    expect(named('สุขุมวิท')).toEqual(['station:Sukhumvit:exact', 'line:Sukhumvit Line:exact', 'project:Rhythm Sukhumvit 36-38:exact']);
    expect(named('บางนา')).toEqual(['district:Khet Bang Na:exact', 'station:Bang Na:exact', 'sub_district:Bang Na Nuea:exact']);
    expect(named('ลาดพร้าว')).toEqual(['district:Khet Lat Phrao:exact', 'station:Lat Phrao:exact']);
  });

  it('finds a type by its synonyms: เซ้ง, business takeover', () => {
    expect(first('เซ้ง')).toBe('estate_type:Business lease / lease takeover:exact');
    expect(first('business take')).toBe('estate_type:Business lease / lease takeover:exact');
  });

  it('reads Thai without tone marks and other romanisations, below exact spellings', () => {
    expect(first('ลาดพราว')).toBe('district:Khet Lat Phrao:loose');
    expect(first('ทองหลอ')).toBe('station:Thong Lo:loose');
    expect(first('พรอมพง')).toBe('station:Phrom Phong:loose');
    expect(first('thonglor')).toBe('station:Thong Lo:exact');
    expect(first('Thonglo')).toBe('station:Thong Lo:exact');
    expect(first('thong lo')).toBe('station:Thong Lo:exact');
    expect(first('ekamai')).toBe('station:Ekkamai:exact');
    expect(first('ekamay')).toBe('station:Ekkamai:typo');
    expect(first('prom phong')).toBe('station:Phrom Phong:loose');
    // an exact start outranks a loose one: บางนา as typed before anything that only sounds like it
    expect(named('บางนา').every((line) => line.endsWith(':exact'))).toBe(true);
  });

  it('reads small English typos of five letters or more, ranked below every spelling match', () => {
    // a typo is read at the start of a name (Rhythm Sukhumvit is found by its exact spelling only)
    expect(named('sukhimvit')).toEqual(['station:Sukhumvit:typo', 'line:Sukhumvit Line:typo']);
    expect(first('wattahna')).toBe('district:Khet Watthana:typo');
    expect(first('ekkamia')).toBe('station:Ekkamai:typo');
    // four letters allow no typo
    expect(named('asik')).toEqual([]);
    // a typo reading never outranks a spelling that matches
    const mixed = named('bangk');
    expect(mixed.indexOf('district:Khet Bang Kapi:exact')).toBeGreaterThanOrEqual(0);
    const lastSpelt = mixed.findLastIndex((line) => !line.endsWith(':typo'));
    const firstTypo = mixed.findIndex((line) => line.endsWith(':typo'));
    expect(firstTypo === -1 || firstTypo > lastSpelt).toBe(true);
  });

  it('keeps a few of each kind when another kind matches too, and the limit', () => {
    const bang = named('bang', 8);
    expect(bang).toHaveLength(8);
    // four districts first beside the province, station and sub-district, then the next best (a fifth district)
    expect(bang.filter((line) => line.startsWith('district:')).length).toBe(5);
    expect(bang).toContain('province:Bangkok:exact');
    expect(bang).toContain('station:Bang Na:exact');
    expect(bang).toContain('sub_district:Bang Na Nuea:exact');
    expect(named('bang', 3)).toHaveLength(3);
    // with nothing else to show, one kind fills the list
    expect(named('khet bang', 8).filter((line) => line.startsWith('district:')).length).toBe(6);
  });

  it('never suggests on unrelated text', () => {
    expect(named('zzzz')).toEqual([]);
    expect(named('12')).toEqual([]);
    expect(named('%%')).toEqual([]);
  });
});
