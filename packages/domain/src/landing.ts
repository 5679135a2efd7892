import { FOOTER_RENT_BANDS, FOOTER_SALE_BANDS, type PriceBand } from './price-bands.js';
import { slugify } from './slug.js';

/**
 * Landing pages (docs/decisions/020-landing-pages-and-server-rendering.md): saved searches
 * at readable English URLs, e.g. `/condo-for-rent/near-bts-asok`,
 * `/house-for-sale/in-nonthaburi/2m-3m`, `/townhome-for-rent/in-bang-na-bangkok`.
 *
 * `/{estate type slug}-for-{rent|sale}/{place}[/{price band}]` where place is
 * `in-{province}`, `in-{district}-{province}` or `near-{rail type}-{station}`, every name
 * the English name of the master data made a slug. A price band goes with a province only.
 */

/** The estate type slugs of the master data (seed catalogues.json) that have landing pages. */
export const LANDING_ESTATE_TYPES = ['condo', 'apartment', 'house', 'twin-house', 'land', 'townhome', 'factory', 'business-lease'] as const;
export type LandingEstateType = (typeof LANDING_ESTATE_TYPES)[number];

/** The deal in the path: rent or sale (the sell types เช่า and ขาย; a listing for both is in either). */
export const LANDING_DEALS = ['rent', 'sale'] as const;
export type LandingDeal = (typeof LANDING_DEALS)[number];

/** `condo-for-rent`, `house-for-sale`, …: the first path segment of every landing page. */
export const LANDING_PREFIXES: readonly { prefix: string; estateType: LandingEstateType; deal: LandingDeal }[] = LANDING_ESTATE_TYPES.flatMap(
  (estateType) => LANDING_DEALS.map((deal) => ({ prefix: `${estateType}-for-${deal}`, estateType, deal })),
);

/** 5000 -> 5k, 3000000 -> 3m, 1500000 -> 1.5m. */
function shortAmount(amount: number): string {
  if (amount >= 1_000_000) return `${Math.round(amount / 100_000) / 10}m`;
  return `${Math.round(amount / 1000)}k`;
}

/** A band's path segment: `under-5k`, `5k-10k`, `over-10m`. */
export function bandSlug(band: PriceBand): string {
  if (band.max === null) return `over-${shortAmount(band.min)}`;
  if (band.min === 0) return `under-${shortAmount(band.max)}`;
  return `${shortAmount(band.min)}-${shortAmount(band.max)}`;
}

/** The price bands of landing pages per deal: the footer's bands. */
export const LANDING_BANDS: Readonly<Record<LandingDeal, readonly PriceBand[]>> = { rent: FOOTER_RENT_BANDS, sale: FOOTER_SALE_BANDS };

export function landingBand(deal: LandingDeal, slug: string): PriceBand | null {
  return LANDING_BANDS[deal].find((band) => bandSlug(band) === slug) ?? null;
}

/** The place segment of a province, a district (with its province) or a station (with its rail type). */
export const provincePlace = (provinceNameEn: string) => `in-${slugify(provinceNameEn)}`;
/** A Bangkok district's English name starts with "Khet" (district), some others with "Amphoe": the slug leaves it out. */
const districtName = (name: string) => name.replace(/^(khet|amphoe)\s+/i, '');
export const districtPlace = (districtNameEn: string, provinceNameEn: string) => `in-${slugify(districtName(districtNameEn))}-${slugify(provinceNameEn)}`;
export const stationPlace = (trainTypeCode: string, stationNameEn: string) => `near-${slugify(trainTypeCode)}-${slugify(stationNameEn)}`;

export function landingPath(estateType: string, deal: LandingDeal, place: string, band?: PriceBand | null): string {
  return `/${estateType}-for-${deal}/${place}${band ? `/${bandSlug(band)}` : ''}`;
}

/** The parts of a landing path, or null when the path is not one (its names are looked up by the server). */
export function parseLandingPath(pathname: string): { estateType: LandingEstateType; deal: LandingDeal; place: string; band: string | null } | null {
  const match = /^\/([a-z-]+)\/((?:in|near)-[a-z0-9-]+)(?:\/([a-z0-9.-]+))?\/?$/.exec(pathname);
  if (!match) return null;
  const prefix = LANDING_PREFIXES.find((candidate) => candidate.prefix === match[1]);
  if (!prefix) return null;
  return { estateType: prefix.estateType, deal: prefix.deal, place: match[2]!, band: match[3] ?? null };
}
