import { describe, expect, it } from 'vitest';
import { QUALITY_FIX_CODES } from '@baandee/domain';
import { qualityFixHref } from './fix-href';

describe('qualityFixHref', () => {
  it('leads each fix to the step of the listing form that holds it, or to my listings', () => {
    expect(qualityFixHref(42, 'photos_few')).toBe('/42/announce/form-post');
    expect(qualityFixHref(42, 'description_no_bathroom')).toBe('/42/announce/form-post');
    expect(qualityFixHref(42, 'map_pin')).toBe('/42/announce');
    expect(qualityFixHref(42, 'fields_room')).toBe('/42/announce/form-room');
    expect(qualityFixHref(42, 'rent_price_above_median')).toBe('/42/announce/form-price');
    expect(qualityFixHref(42, 'confirm_available')).toBe('/my-announce');
    for (const code of QUALITY_FIX_CODES) expect(qualityFixHref(7, code)).toMatch(/^\/(7\/announce(\/form-(price|room|facility|post))?|my-announce)$/);
  });
});
