import { describe, expect, it } from 'vitest';
import { buildSearchVocabulary, nameGroups, normalizeSearchText, parseSearchKeyword, roomPhrases, segmentSearchText } from '../src/index.js';

const vocabulary = buildSearchVocabulary(
  nameGroups([
    { name_th: 'เขตบางนา', name_en: 'Khet Bang Na' },
    { name_th: 'อ่อนนุช', name_en: 'On Nut' },
    { name_th: 'ไอดีโอ โมบิ อโศก', name_en: 'Ideo Mobi Asoke' },
    { name_th: 'ลาดพร้าว', name_en: 'Lat Phrao' },
  ]),
);
const alternatives = (keyword: string) => parseSearchKeyword(keyword, vocabulary).map((term) => term.alternatives);

describe('normalizeSearchText', () => {
  it('lower-cases, turns Thai digits and punctuation into what a substring match compares', () => {
    expect(normalizeSearchText('  Ideo Mobi Asoke – 2 Bedrooms (68 sq.m.) ')).toBe('ideo mobi asoke 2 bedrooms 68 sq m');
    expect(normalizeSearchText('๓ห้องนอน ๒ห้องน้ำ')).toBe('3 ห้องนอน 2 ห้องน้ำ');
    expect(normalizeSearchText('กรุงเทพฯ ใกล้ๆ')).toBe('กรุงเทพ ใกล้');
    expect(normalizeSearchText('คอน\u200bโด')).toBe('คอนโด');
    expect(normalizeSearchText('น\u0E4D\u0E32')).toBe('น\u0E33');
    expect(normalizeSearchText('Rama9 2B1R')).toBe('rama 9 2 b 1 r');
  });
});

describe('segmentSearchText', () => {
  it('splits unspaced Thai by the longest vocabulary words and keeps unknown runs whole', () => {
    expect(segmentSearchText('คอนโดอโศก', vocabulary).map((s) => `${s.kind}:${s.text}`)).toEqual(['word:คอนโด', 'word:อโศก']);
    expect(segmentSearchText('คอนโดมิเนียมหรูใจกลางเมือง', vocabulary).map((s) => `${s.kind}:${s.text}`)).toEqual([
      'word:คอนโดมิเนียม',
      'word:หรู',
      'unknown:ใจกลางเมือง',
    ]);
  });

  it('never matches a Latin word inside another word, nor a Thai word across a syllable mark', () => {
    expect(segmentSearchText('donut', vocabulary).map((s) => s.kind)).toEqual(['unknown']);
    // เกา (scratch) is not the start of เกาะ (island): its last vowel belongs to the same syllable
    const scratch = buildSearchVocabulary([{ words: ['เกา', 'เกร็ด'] }], []);
    expect(segmentSearchText('เกาะ', scratch)).toEqual([{ kind: 'unknown', text: 'เกาะ' }]);
    expect(segmentSearchText('เกาเกร็ด', scratch)).toEqual([
      { kind: 'word', text: 'เกา' },
      { kind: 'word', text: 'เกร็ด' },
    ]);
  });

  it('reads a word typed across a space, or a spaced name typed without its space', () => {
    expect(segmentSearchText('on nut', vocabulary)).toEqual([{ kind: 'word', text: 'on nut' }]);
    expect(segmentSearchText('ไอดีโอโมบิอโศก', vocabulary)).toEqual([{ kind: 'word', text: 'ไอดีโอโมบิอโศก' }]);
  });
});

describe('parseSearchKeyword', () => {
  it('expands each word to its synonyms and transliterations, keeping the shortest that cover the rest', () => {
    expect(alternatives('คอนโดอโศก')).toEqual([['อโศก', 'asok'], ['คอนโด', 'condo']]);
    expect(alternatives('condo asok').map((term) => term.sort())).toEqual(alternatives('คอนโด อโศก').map((term) => term.sort()));
    expect(alternatives('Asoke')).toEqual([['อโศก', 'asok']]);
    expect(alternatives('ไอดีโอโมบิอโศก')[0]).toEqual(expect.arrayContaining(['ไอดีโอ โมบิ อโศก', 'ideo mobi asoke']));
  });

  it('drops stop words and reads mixed scripts without spaces; the rarer words come first', () => {
    expect(alternatives('ใกล้ BTS อ่อนนุช')).toEqual([expect.arrayContaining(['อ่อนนุช', 'on nut']), expect.arrayContaining(['bts', 'บีทีเอส'])]);
    expect(alternatives('ติดMRTลาดพร้าว')).toEqual([expect.arrayContaining(['ลาดพร้าว', 'lat phrao', 'ladprao']), expect.arrayContaining(['mrt', 'เอ็มอาร์ที'])]);
    expect(alternatives('near the station')).toEqual([]);
  });

  it('names of areas are found without their administrative prefix', () => {
    expect(alternatives('บางนา')).toEqual([expect.arrayContaining(['บางนา', 'bang na'])]);
    expect(alternatives('เขตบางนา')).toEqual([expect.arrayContaining(['บางนา', 'bang na'])]);
  });

  it('turns a count and a room word, or a room code, into the room phrases a listing carries', () => {
    const bed3 = [['3 ห้องนอน', '3 bed']];
    expect(alternatives('3 ห้องนอน')).toEqual(bed3);
    expect(alternatives('3ห้องนอน')).toEqual(bed3);
    expect(alternatives('3 bedrooms')).toEqual(bed3);
    expect(alternatives('3bed')).toEqual(bed3);
    expect(alternatives('2 นอน 2 น้ำ')).toEqual([['2 ห้องนอน', '2 bed'], ['2 ห้องน้ำ', '2 bath']]);
    expect(alternatives('2B1R คอนโด')).toEqual([['2 ห้องนอน', '2 bed'], ['1 ห้องน้ำ', '1 bath'], ['คอนโด', 'condo']]);
    for (const [text] of [...bed3, ['2 ห้องน้ำ']]) expect(roomPhrases(3, 2)).toContain(text);
    expect(roomPhrases(3, 2)).toBe('3 ห้องนอน 3 bedrooms 3 bed 2 ห้องน้ำ 2 bathrooms 2 bath');
  });

  it('keeps unknown words as typed, drops single letters and repeated terms', () => {
    expect(alternatives('ลดพิเศษ x คอนโด condo')).toEqual([['ลดพิเศษ'], ['คอนโด', 'condo']]);
    expect(alternatives('')).toEqual([]);
  });
});
