import { describe, expect, it } from 'vitest';
import { createSearchWordIndex, nameGroups, normalizeSearchText, numberSpellings, parseSearchKeyword, SEARCH_STOP_WORDS, searchWordId } from '../src/index.js';

const dictionary = createSearchWordIndex();
const withNames = createSearchWordIndex(nameGroups([{ name_th: 'แขวงคลองโยง', name_en: 'Khwaeng Khlong Yong' }]), ['ไอดีโอ', 'lumpini']);

describe('the word index', () => {
  it('gives every indexed spelling its own id, and leaves stop words out', () => {
    const words = dictionary.ids;
    expect(words.size).toBeGreaterThan(300);
    expect(new Set(words.values()).size).toBe(words.size);
    for (const [word, id] of words) expect(id).toBe(searchWordId(word));
    expect(words.has('คอนโด')).toBe(true);
    expect(words.has('bang na')).toBe(true);
    expect(words.has('bangna')).toBe(true);
    for (const stop of SEARCH_STOP_WORDS.words) expect(words.has(normalizeSearchText(stop)), stop).toBe(false);
  });

  it("indexes names with and without their prefix, and the words it is given, beside the dictionary's", () => {
    for (const word of ['แขวงคลองโยง', 'คลองโยง', 'khwaeng khlong yong', 'khlong yong', 'khlongyong', 'ไอดีโอ', 'lumpini', 'คอนโด']) {
      expect(withNames.ids.get(word), word).toBe(searchWordId(word));
    }
    expect(dictionary.ids.has('คลองโยง')).toBe(false);
  });

  it('finds in a text exactly the indexed spellings it contains as substrings', () => {
    const texts = [
      'ขายทาวน์โฮม 3 ชั้น บางนา ใกล้ BTS อุดมสุข',
      'Condo for rent near Asoke, Sukhumvit 21, 2 bedrooms',
      'คอนโดมิเนียมให้เช่า ติดรถไฟฟ้าอ่อนนุช onnut pet friendly',
      'บ้านเดี่ยว ลำลูกกา คลอง 4 ที่ดิน 100 ตารางวา',
      'ไอดีโอ โมบิ สุขุมวิท Lumpini Place แขวงคลองโยง',
      '',
    ].map(normalizeSearchText);
    for (const index of [dictionary, withNames]) {
      for (const text of texts) {
        const expected = [...index.ids].filter(([word]) => text.includes(word)).map(([, id]) => id);
        expect(index.wordIds(text), text).toEqual(expected.sort((a, b) => a - b));
      }
      expect(index.wordIds(texts[0]!).length).toBeGreaterThan(3);
    }
    expect(withNames.wordIds(texts[4]!)).toEqual(expect.arrayContaining(['ไอดีโอ', 'lumpini', 'คลองโยง', 'แขวงคลองโยง'].map(searchWordId)));
  });

  it('answers a term from the index only when every alternative is indexed', () => {
    const [bangNa] = parseSearchKeyword('บางนา');
    expect(dictionary.termWordIds(bangNa!)).toEqual(bangNa!.alternatives.map(searchWordId));
    // a word the index does not know stays a substring test
    expect(dictionary.termWordIds({ text: 'คลองโยง', alternatives: ['คลองโยง'] })).toBeNull();
    expect(dictionary.termWordIds({ text: 'บางนา', alternatives: ['บางนา', 'คลองโยง'] })).toBeNull();
    // a room phrase as a keyword reads it, typed either way
    for (const keyword of ['3 ห้องนอน', '3ห้องนอน', '2 bath']) {
      const [rooms] = parseSearchKeyword(keyword);
      expect(dictionary.termWordIds(rooms!), keyword).toEqual(rooms!.alternatives.map(searchWordId));
    }
    expect(withNames.termWordIds({ text: 'บางนา', alternatives: ['บางนา', 'คลองโยง'] })).toEqual(['บางนา', 'คลองโยง'].map(searchWordId));
  });

  it('indexes every number of up to three digits, so a soi number beside a name is answered from the index', () => {
    expect(numberSpellings(3)).toHaveLength(1110);
    for (const number of numberSpellings(3)) expect(dictionary.ids.get(number), number).toBe(searchWordId(number));
    const [ladprao, soi] = parseSearchKeyword('ลาดพร้าว ๑๐๑');
    expect(soi!.alternatives).toEqual(['101']);
    expect(dictionary.termWordIds(ladprao!)).not.toBeNull();
    expect(dictionary.termWordIds(soi!)).toEqual([searchWordId('101')]);
    // as substrings, as the database's LIKE finds them: a postal code holds 101, 01 and 0
    const ids = dictionary.wordIds(normalizeSearchText('ลาดพร้าว 10310 ซอย 5'));
    for (const number of ['103', '031', '310', '10', '03', '31', '0', '1', '3', '5']) expect(ids, number).toContain(searchWordId(number));
    for (const number of ['101', '105', '1031', '05']) expect(ids, number).not.toContain(searchWordId(number));
    // four digits and more stay a substring test
    expect(dictionary.termWordIds({ text: '10310', alternatives: ['10310'] })).toBeNull();
  });
});
