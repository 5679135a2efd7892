import { GALLERY_MIN_IMAGES } from './constants.js';
import { LISTING_SELL_TYPE, type ListingSellType } from './enums.js';

/**
 * What a listing needs before it may be published (spec sections 3 and 5, issue #7): the
 * draft saves anything, publishing checks this. The API answers the same problems as
 * field errors and the post form links each one to the step that holds the field.
 * Imported as `@baandee/domain/listing-completeness`: the web's first page, which imports
 * the package's index, does not carry it.
 */
export interface PublishCheckInput {
  sell_type: ListingSellType | null;
  estate_type_id: number | null;
  project_estate_name: string | null;
  area_size: number | null;
  province_id: number | null;
  district_id: number | null;
  sub_district_id: number | null;
  postal_code: string | null;
  location_lat: number | null;
  location_lng: number | null;
  rent_price: number | null;
  sell_price: number | null;
  announce_title: string | null;
  announce_description: string | null;
  cover_img: string | null;
  gallery_img_cast: readonly string[];
  contact_firstname: string | null;
  contact_phone: string | null;
}

export type PublishField = keyof PublishCheckInput | 'location';
/** Catalogue keys of the errors namespace. */
export type PublishProblem = 'required' | 'must be greater than 0' | 'too few gallery images';

const REQUIRED_VALUES = [
  'sell_type',
  'estate_type_id',
  'project_estate_name',
  'province_id',
  'district_id',
  'sub_district_id',
  'postal_code',
  'announce_title',
  'announce_description',
  'cover_img',
  'contact_firstname',
  'contact_phone',
] as const satisfies readonly (keyof PublishCheckInput)[];

const blank = (value: string | number | null): boolean => value === null || (typeof value === 'string' && value.trim() === '');

/** The price fields a sell type asks for: rent, sale, or both. */
export function priceFieldsFor(sellType: ListingSellType | null): ('rent_price' | 'sell_price')[] {
  if (sellType === LISTING_SELL_TYPE.rent) return ['rent_price'];
  if (sellType === LISTING_SELL_TYPE.sell) return ['sell_price'];
  if (sellType === LISTING_SELL_TYPE.both) return ['sell_price', 'rent_price'];
  return [];
}

/** Each field that stops publishing, with why; empty when the listing is complete. */
export function missingForPublish(form: PublishCheckInput): Partial<Record<PublishField, PublishProblem>> {
  const missing: Partial<Record<PublishField, PublishProblem>> = {};
  for (const field of REQUIRED_VALUES) if (blank(form[field])) missing[field] = 'required';
  if (form.area_size === null) missing.area_size = 'required';
  else if (!(form.area_size > 0)) missing.area_size = 'must be greater than 0';
  if (form.location_lat === null || form.location_lng === null) missing.location = 'required';
  for (const field of priceFieldsFor(form.sell_type)) {
    const price = form[field];
    if (price === null) missing[field] = 'required';
    else if (!(price > 0)) missing[field] = 'must be greater than 0';
  }
  if (form.gallery_img_cast.length < GALLERY_MIN_IMAGES) missing.gallery_img_cast = 'too few gallery images';
  return missing;
}
