import { describe, expect, it } from 'vitest';
import { idFromSlugId, slugId, slugify } from '../src/slug.js';

describe('slug ids', () => {
  it('keeps Thai letters with their vowel and tone marks, and joins words by dashes', () => {
    expect(slugify('คอนโด ใกล้ BTS อ่อนนุช!!')).toBe('คอนโด-ใกล้-bts-อ่อนนุช');
    expect(slugId('ให้เช่า 1 ห้องนอน', 42)).toBe('ให้เช่า-1-ห้องนอน-42');
  });

  it('is the bare id when the title has no letters', () => {
    expect(slugId('!!!', 7)).toBe('7');
    expect(slugId(null, 7)).toBe('7');
  });

  it('reads the id back from the end, whatever the slug says', () => {
    expect(idFromSlugId('คอนโด-ใกล้-bts-อ่อนนุช-1234')).toBe(1234);
    expect(idFromSlugId('1234')).toBe(1234);
    expect(idFromSlugId('old-title-2024-77')).toBe(77);
  });

  it('refuses a slug without an id or with one no row can have', () => {
    expect(idFromSlugId('condo')).toBeNull();
    expect(idFromSlugId('condo-0')).toBeNull();
    expect(idFromSlugId('condo-99999999999')).toBeNull();
  });
});
