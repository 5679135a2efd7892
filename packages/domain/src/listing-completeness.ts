import { GALLERY_MIN_IMAGES } from './constants.js';
import { LISTING_SELL_TYPE, type ListingSellType } from './enums.js';

/**
 * What a listing needs before it may be published (spec sections 3 and 5): the server
 * refuses publishing with these field errors, and the post form's summary step shows
 * the same list before the owner presses publish.
 */
export type CompletenessMessage = 'required' | 'too few gallery images';

/** The fields of the listing form the check reads; numbers may come as numeric strings. */
export interface ListingCompletenessInput {
  sell_type: ListingSellType | null;
  estate_type_id: number | null;
  project_estate_name: string | null;
  area_size: number | string | null;
  rent_price: number | string | null;
  sell_price: number | string | null;
  province_id: number | null;
  district_id: number | null;
  sub_district_id: number | null;
  postal_code: string | null;
  location_lat: number | null;
  location_lng: number | null;
  announce_title: string | null;
  announce_description: string | null;
  cover_img: string | null;
  gallery_img_cast: readonly string[];
  contact_firstname: string | null;
  contact_phone: string | null;
}

const REQUIRED_FIELDS = [
  'sell_type',
  'estate_type_id',
  'project_estate_name',
  'area_size',
  'province_id',
  'district_id',
  'sub_district_id',
  'postal_code',
  'location_lat',
  'location_lng',
  'announce_title',
  'announce_description',
  'cover_img',
  'contact_firstname',
  'contact_phone',
] as const satisfies readonly (keyof ListingCompletenessInput)[];

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The prices an offer needs: the rent for rent, the sale price for sale, both for both. */
export function requiredPrices(sellType: ListingSellType | null): ('rent_price' | 'sell_price')[] {
  if (sellType === LISTING_SELL_TYPE.rent) return ['rent_price'];
  if (sellType === LISTING_SELL_TYPE.sell) return ['sell_price'];
  if (sellType === LISTING_SELL_TYPE.both) return ['rent_price', 'sell_price'];
  return [];
}

/** The missing parts as field errors; an empty object when the listing may be published. */
export function listingCompletenessErrors(listing: ListingCompletenessInput): Record<string, CompletenessMessage[]> {
  const errors: Record<string, CompletenessMessage[]> = {};
  for (const field of REQUIRED_FIELDS) if (isBlank(listing[field])) errors[field] = ['required'];
  if (!errors.area_size && !(Number(listing.area_size) > 0)) errors.area_size = ['required'];
  for (const price of requiredPrices(listing.sell_type)) {
    if (isBlank(listing[price]) || !(Number(listing[price]) > 0)) errors[price] = ['required'];
  }
  if (listing.gallery_img_cast.length < GALLERY_MIN_IMAGES) {
    errors.gallery_img_cast = [listing.gallery_img_cast.length === 0 ? 'required' : 'too few gallery images'];
  }
  return errors;
}

export function isListingComplete(listing: ListingCompletenessInput): boolean {
  return Object.keys(listingCompletenessErrors(listing)).length === 0;
}
