import { LISTING_SELL_TYPE, PROVINCE_IDS, type ListingSellType } from '@baandee/domain';
import type { ImageFamily } from './images.js';

type Range = readonly [number, number];

/** What a listing of one estate type looks like: size, prices per m², rooms, pictures. */
export interface TypeProfile {
  family: ImageFamily;
  sellTypes: readonly (readonly [ListingSellType, number])[];
  area: Range;
  /** baht per m² a month, and per m² to buy (Bangkok; elsewhere a little less). */
  rentPerM2: Range;
  sellPerM2: Range;
  /** A project of project_estates of this kind when the district has one. */
  projectKind: 'condo' | 'house' | 'townhome' | null;
  residential: boolean;
  floors: Range;
  weight: number;
}

const { sell, rent, both } = LISTING_SELL_TYPE;

/** By estate type slug (catalogues.json); a type without a profile is seeded as a house. */
export const TYPE_PROFILES: Record<string, TypeProfile> = {
  condo: { family: 'condo', sellTypes: [[rent, 45], [sell, 30], [both, 25]], area: [24, 110], rentPerM2: [320, 650], sellPerM2: [70_000, 180_000], projectKind: 'condo', residential: true, floors: [8, 45], weight: 34 },
  apartment: { family: 'condo', sellTypes: [[rent, 1]], area: [22, 45], rentPerM2: [180, 320], sellPerM2: [0, 0], projectKind: null, residential: true, floors: [4, 8], weight: 8 },
  house: { family: 'house', sellTypes: [[sell, 50], [rent, 30], [both, 20]], area: [140, 420], rentPerM2: [120, 300], sellPerM2: [25_000, 60_000], projectKind: 'house', residential: true, floors: [1, 3], weight: 14 },
  'twin-house': { family: 'house', sellTypes: [[sell, 60], [rent, 25], [both, 15]], area: [110, 220], rentPerM2: [100, 220], sellPerM2: [20_000, 40_000], projectKind: 'house', residential: true, floors: [2, 2], weight: 6 },
  townhome: { family: 'townhome', sellTypes: [[sell, 50], [rent, 30], [both, 20]], area: [80, 200], rentPerM2: [90, 220], sellPerM2: [18_000, 45_000], projectKind: 'townhome', residential: true, floors: [2, 4], weight: 14 },
  land: { family: 'land', sellTypes: [[sell, 85], [rent, 15]], area: [400, 12_000], rentPerM2: [8, 25], sellPerM2: [6_000, 60_000], projectKind: null, residential: false, floors: [0, 0], weight: 10 },
  factory: { family: 'factory', sellTypes: [[rent, 50], [sell, 30], [both, 20]], area: [600, 6_000], rentPerM2: [90, 180], sellPerM2: [9_000, 22_000], projectKind: null, residential: false, floors: [1, 2], weight: 6 },
  'business-lease': { family: 'shop', sellTypes: [[both, 50], [sell, 30], [rent, 20]], area: [25, 250], rentPerM2: [300, 900], sellPerM2: [3_000, 12_000], projectKind: null, residential: false, floors: [1, 4], weight: 8 },
};

/** Bangkok has most listings; every province has some of every type. */
export const PROVINCE_WEIGHTS: Record<number, number> = {
  [PROVINCE_IDS.bangkok]: 45,
  [PROVINCE_IDS.nonthaburi]: 14,
  [PROVINCE_IDS.samutPrakan]: 13,
  [PROVINCE_IDS.pathumThani]: 11,
  [PROVINCE_IDS.nakhonPathom]: 8,
  [PROVINCE_IDS.samutSakhon]: 9,
};
/** Outside Bangkok the same room costs less. */
export const PRICE_FACTOR = (provinceId: number) => (provinceId === PROVINCE_IDS.bangkok ? 1 : 0.7);
