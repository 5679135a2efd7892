import { describe, expect, it } from 'vitest';
import { buildSearchVocabulary, editDistance, looseSpelling, nameGroups, normalizeSearchText, parseSearchKeyword } from '../src/index.js';

const vocabulary = buildSearchVocabulary(
  nameGroups([
    { name_th: 'ลาดพร้าว', name_en: 'Lat Phrao' },
    { name_th: 'พร้อมพงษ์', name_en: 'Phrom Phong' },
    { name_th: 'สาทร', name_en: 'Sathon' },
    { name_th: 'เขตบางนา', name_en: 'Khet Bang Na' },
  ]),
);
const loose = (text: string) => looseSpelling(normalizeSearchText(text)).text;
const alternatives = (keyword: string) => parseSearchKeyword(keyword, vocabulary).map((term) => term.alternatives);

describe('looseSpelling', () => {
  it('lets the spellings of one Thai word meet: without tone marks, silent letters or the letter that sounds alike', () => {
    expect(loose('ลาดพราว')).toBe(loose('ลาดพร้าว'));
    expect(loose('อพาร์ทเม้นท์')).toBe(loose('อพาร์ตเมนต์'));
    expect(loose('พรอมพงษ์')).toBe(loose('พร้อมพงษ์'));
    expect(loose('สาธร')).toBe(loose('สาทร'));
    // words that differ in more than spelling stay apart
    expect(loose('บางนา')).not.toBe(loose('บางนาง'));
  });

  it('lets romanisations of one name meet', () => {
    for (const [a, b] of [
      ['Thonglor', 'Thong Lo'],
      ['Ekkamai', 'Ekamai'],
      ['Ratchada', 'Rachada'],
      ['Phrom Phong', 'Prom Pong'],
      ['Sathorn', 'Sathon'],
      ['Sukhumvit', 'Sukhumwit'],
      ['Aree', 'Ari'],
    ]) {
      expect(loose(a!).replaceAll(' ', '')).toBe(loose(b!).replaceAll(' ', ''));
    }
  });

  it('maps every loose character back to the character typed', () => {
    const text = normalizeSearchText('คอนโดลาดพร้าว');
    const { text: out, origin } = looseSpelling(text);
    expect(origin).toHaveLength(out.length);
    expect(origin.every((at, i) => i === 0 || at > origin[i - 1]!)).toBe(true);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, replacements and swapped neighbours, and stops past the bound', () => {
    expect(editDistance('sukhimvit', 'sukhumvit', 2)).toBe(1);
    expect(editDistance('silmo', 'silom', 2)).toBe(1);
    expect(editDistance('bangna', 'bang na', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('abc', 'abcdef', 1)).toBe(2);
  });
});

describe('parseSearchKeyword with spelling as typed', () => {
  it('reads a Thai place typed without its tone mark as the place, keeping the spelling typed first', () => {
    const [place, type] = alternatives('คอนโดลาดพราว');
    expect(place!.slice(0, 2)).toEqual(['ลาดพราว', 'ลาดพร้าว']);
    expect(place).toContain('lat phrao');
    expect(type).toEqual(['คอนโด', 'condo']);
    expect(alternatives('พรอมพงษ์')[0]).toContain('พร้อมพงษ์');
    expect(alternatives('ทองหลอ')[0]).toContain('ทองหล่อ');
    expect(alternatives('อพาทเมน')[0]).toEqual(expect.arrayContaining(['อพาร์ทเมนท์', 'apartment']));
  });

  it('reads a romanisation variant and an English typo as the place', () => {
    expect(alternatives('Sathorn')[0]).toEqual(expect.arrayContaining(['sathorn', 'สาทร']));
    expect(alternatives('condo sukhimvit')[0]).toEqual(expect.arrayContaining(['sukhimvit', 'สุขุมวิท', 'sukhumvit']));
    expect(alternatives('ladphrao')[0]).toEqual(expect.arrayContaining(['ลาดพร้าว']));
    expect(alternatives('thonglor')[0]).toEqual(expect.arrayContaining(['ทองหล่อ']));
  });

  it('reads a name of several words typed with a mistake as the name', () => {
    expect(alternatives('lat phrau')).toEqual([expect.arrayContaining(['ลาดพร้าว', 'lat phrao'])]);
    expect(alternatives('condo phrom phnog')).toContainEqual(expect.arrayContaining(['พร้อมพงษ์', 'phrom phong']));
    // words known as they are stay themselves
    expect(alternatives('bang na')).toEqual([['bang na', 'บางนา', 'bangna']]);
  });

  it('leaves words it does not know as typed: short ones are never read as another word', () => {
    expect(alternatives('สวยมาก')).toEqual([['สวยมาก']]);
    expect(alternatives('cosy')).toEqual([['cosy']]);
    // the exact spelling of a word is read as that word only
    expect(alternatives('บางนา')).toEqual([['บางนา', 'bang na', 'bangna']]);
  });
});
