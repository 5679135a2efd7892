/** Price bands of spec section 9, in baht. `max: null` means "and above". */
export interface PriceBand {
  min: number;
  max: number | null;
}

const band = (min: number, max: number | null): PriceBand => ({ min, max });
const M = 1_000_000;

export const MENU_PRICE_BANDS: readonly PriceBand[] = [
  band(0, 5_000),
  band(5_001, 20_000),
  band(20_001, 50_000),
  band(50_001, 150_000),
  band(150_001, 300_000),
  band(300_001, 500_000),
  band(500_001, M),
  band(M, 3 * M),
  band(3 * M, 5 * M),
  band(5 * M, 10 * M),
  band(10 * M, null),
];

export const FOOTER_RENT_BANDS: readonly PriceBand[] = [
  band(0, 5_000),
  band(5_001, 10_000),
  band(10_001, 20_000),
  band(20_001, 30_000),
  band(30_001, 40_000),
  band(40_000, null),
];

export const FOOTER_SALE_BANDS: readonly PriceBand[] = [
  band(0, M),
  band(M, 2 * M),
  band(2 * M, 3 * M),
  band(3 * M, 5 * M),
  band(5 * M, 10 * M),
  band(10 * M, null),
];

/** Rent menus show bands a monthly rent can fall in; sale menus the rest. */
export const RENT_MENU_BANDS = MENU_PRICE_BANDS.filter((b) => b.max !== null && b.max <= 500_000);
export const SALE_MENU_BANDS = MENU_PRICE_BANDS.filter((b) => b.min >= 500_001 || b.max === null);

/** Search-route query for a band: `mn` and `mx` are numeric only (spec section 2). */
export function bandQuery(b: PriceBand): { mn: string; mx?: string } {
  return b.max === null ? { mn: String(b.min) } : { mn: String(b.min), mx: String(b.max) };
}
