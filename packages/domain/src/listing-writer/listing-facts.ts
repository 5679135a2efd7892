import type { Direction, ListingSellType, ROOM_PROMINENT, ROOM_VIEWS } from '../enums.js';
import { LISTING_SELL_TYPE } from '../enums.js';

/**
 * What a listing's text may say: the listing form's fields with their master-data names
 * resolved (the estate type, the district, the stations, the furniture and facilities).
 * Every claim the built-in writer makes comes from here, and a model's draft is checked
 * against it (draft-claims.ts).
 */
export interface Named {
  th: string;
  en: string;
}
export interface CatalogueItem extends Named {
  id: number;
  slug?: string;
}
export interface StationFact {
  id: number;
  /** BTS, MRT, ARL or SRT: how Bangkok listings name the line's operator. */
  type: string;
  name: Named;
  /** km, as the form holds it */
  distance: number;
}
export interface PlaceFact {
  /** free text the owner typed */
  name: string;
  type: CatalogueItem | null;
  distance: number;
}
export type ViewSlug = (typeof ROOM_VIEWS)[number]['slug'];
export type ProminentSlug = (typeof ROOM_PROMINENT)[number]['slug'];

export interface ListingFacts {
  /** 'both': for sale or for rent */
  sellType: 'rent' | 'sell' | 'both' | null;
  estateType: CatalogueItem | null;
  project: string | null;
  district: CatalogueItem | null;
  province: CatalogueItem | null;
  areaSize: number | null;
  releasedYear: number | null;
  totalFloors: number | null;
  floor: number | null;
  /** 0 means the form says none; 4 means 4 or more (spec section 5) */
  bedrooms: number | null;
  restrooms: number | null;
  carParks: number | null;
  livingRoom: boolean;
  diningRoom: boolean;
  kitchen: boolean;
  direction: Direction | null;
  view: ViewSlug | null;
  prominent: ProminentSlug | null;
  /** true allowed, false not allowed, null the form did not say */
  rules: { pets: boolean | null; cooking: boolean | null; smoking: boolean | null };
  rentPrice: number | null;
  sellPrice: number | null;
  deposit: number | null;
  maintenanceFee: number | null;
  furniture: CatalogueItem[];
  facilities: CatalogueItem[];
  stations: StationFact[];
  places: PlaceFact[];
}

/** Every name the extractor can recognise in a draft, whether or not this listing has it. */
export interface DraftVocabulary {
  estateTypes: CatalogueItem[];
  districts: CatalogueItem[];
  provinces: CatalogueItem[];
  stations: CatalogueItem[];
  furniture: CatalogueItem[];
  facilities: CatalogueItem[];
  locationTypes: CatalogueItem[];
}

export const EMPTY_FACTS: ListingFacts = {
  sellType: null,
  estateType: null,
  project: null,
  district: null,
  province: null,
  areaSize: null,
  releasedYear: null,
  totalFloors: null,
  floor: null,
  bedrooms: null,
  restrooms: null,
  carParks: null,
  livingRoom: false,
  diningRoom: false,
  kitchen: false,
  direction: null,
  view: null,
  prominent: null,
  rules: { pets: null, cooking: null, smoking: null },
  rentPrice: null,
  sellPrice: null,
  deposit: null,
  maintenanceFee: null,
  furniture: [],
  facilities: [],
  stations: [],
  places: [],
};

/** The form's Thai sell-type word as the writer's two cases. */
export function sellKind(sellType: ListingSellType | null | undefined): ListingFacts['sellType'] {
  if (sellType === LISTING_SELL_TYPE.rent) return 'rent';
  if (sellType === LISTING_SELL_TYPE.sell) return 'sell';
  if (sellType === LISTING_SELL_TYPE.both) return 'both';
  return null;
}

