import { describe, expect, it } from 'vitest';
import { bandQuery, FOOTER_RENT_BANDS, FOOTER_SALE_BANDS, MENU_PRICE_BANDS, RENT_MENU_BANDS, SALE_MENU_BANDS } from '../src/index.js';

describe('price bands of spec section 9', () => {
  it('has the eleven menu bands in order, the last open-ended', () => {
    expect(MENU_PRICE_BANDS).toHaveLength(11);
    expect(MENU_PRICE_BANDS[0]).toEqual({ min: 0, max: 5_000 });
    expect(MENU_PRICE_BANDS.at(-1)).toEqual({ min: 10_000_000, max: null });
  });
  it('splits menu bands between rent and sale without losing any', () => {
    expect(RENT_MENU_BANDS.length + SALE_MENU_BANDS.length).toBe(MENU_PRICE_BANDS.length);
  });
  it('has six footer bands each for rent and sale', () => {
    expect(FOOTER_RENT_BANDS).toHaveLength(6);
    expect(FOOTER_SALE_BANDS).toHaveLength(6);
    expect(FOOTER_SALE_BANDS[1]).toEqual({ min: 1_000_000, max: 2_000_000 });
  });
  it('turns a band into numeric-only mn/mx search parameters', () => {
    expect(bandQuery({ min: 5_001, max: 20_000 })).toEqual({ mn: '5001', mx: '20000' });
    expect(bandQuery({ min: 10_000_000, max: null })).toEqual({ mn: '10000000' });
  });
});
