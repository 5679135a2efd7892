import { describe, expect, it } from 'vitest';
import { normalizeSearchText, parseSearchKeyword, SEARCH_STOP_WORDS, searchWordId, searchWordIds, searchWords, termWordIds } from '../src/index.js';

describe('the word index', () => {
  it('gives every indexed spelling its own id, and leaves stop words out', () => {
    const words = searchWords();
    expect(words.size).toBeGreaterThan(300);
    expect(new Set(words.values()).size).toBe(words.size);
    for (const [word, id] of words) expect(id).toBe(searchWordId(word));
    expect(words.has('คอนโด')).toBe(true);
    expect(words.has('bang na')).toBe(true);
    expect(words.has('bangna')).toBe(true);
    for (const stop of SEARCH_STOP_WORDS.words) expect(words.has(normalizeSearchText(stop)), stop).toBe(false);
  });

  it('finds in a text exactly the indexed spellings it contains as substrings', () => {
    const texts = [
      'ขายทาวน์โฮม 3 ชั้น บางนา ใกล้ BTS อุดมสุข',
      'Condo for rent near Asoke, Sukhumvit 21, 2 bedrooms',
      'คอนโดมิเนียมให้เช่า ติดรถไฟฟ้าอ่อนนุช onnut pet friendly',
      'บ้านเดี่ยว ลำลูกกา คลอง 4 ที่ดิน 100 ตารางวา',
      '',
    ].map(normalizeSearchText);
    const words = searchWords();
    for (const text of texts) {
      const found = new Set(searchWordIds(text));
      const expected = [...words].filter(([word]) => text.includes(word)).map(([, id]) => id);
      expect([...found].sort((a, b) => a - b), text).toEqual(expected.sort((a, b) => a - b));
    }
    expect(searchWordIds(texts[0]!).length).toBeGreaterThan(3);
  });

  it("answers a term from the index only when every alternative is indexed", () => {
    const [bangNa] = parseSearchKeyword('บางนา');
    expect(termWordIds(bangNa!)).toEqual(bangNa!.alternatives.map(searchWordId));
    // a word the dictionary does not know stays a substring test
    expect(termWordIds({ text: 'คลองโยง', alternatives: ['คลองโยง'] })).toBeNull();
    expect(termWordIds({ text: 'บางนา', alternatives: ['บางนา', 'คลองโยง'] })).toBeNull();
  });
});
