import type { ListingFormBody } from '@baandee/contracts';

/** The five steps of the listing form (spec section 2) in order, with their child route paths. */
export const STEPS = [
  { key: 'info', path: '' },
  { key: 'price', path: 'form-price' },
  { key: 'room', path: 'form-room' },
  { key: 'facility', path: 'form-facility' },
  { key: 'post', path: 'form-post' },
] as const;
export type StepKey = (typeof STEPS)[number]['key'];
/** The summary after the fifth step (ListingPreview). */
export const PREVIEW_PATH = 'preview';

export type BodyField = Exclude<keyof ListingFormBody, 'id' | 'sell_status'>;

/** Which fields each step saves: its own, so going back and forth never sends another step's half-typed values. */
export const STEP_FIELDS: Record<StepKey, readonly BodyField[]> = {
  info: [
    'sell_type',
    'estate_type_id',
    'project_estate_id',
    'project_estate_name',
    'area_size',
    'released_year',
    'total_floor',
    'room_floor',
    'province_id',
    'district_id',
    'sub_district_id',
    'postal_code',
    'road',
    'lane',
    'address_short',
    'location_lat',
    'location_lng',
  ],
  price: [
    'rent_price',
    'sell_price',
    'maintenance_fee',
    'deposit_price',
    'insurance_fee',
    'water_price_per_unit',
    'electricity_price_per_unit',
    'internet_price_per_month',
  ],
  room: [
    'total_bedroom',
    'total_restroom',
    'car_park_size',
    'total_livingroom',
    'total_diningroom',
    'total_kitchen',
    'direction',
    'room_view_id',
    'room_prominent_id',
    'is_pet_allow',
    'is_cooking_allow',
    'is_smoking_allow',
  ],
  facility: ['furniture_cast', 'facility_cast', 'nearby_station_cast', 'nearby_location_cast'],
  post: [
    'announce_title',
    'announce_description',
    'cover_img',
    'gallery_img_cast',
    'video_preview',
    'contact_firstname',
    'contact_lastname',
    'contact_company_name',
    'contact_email',
    'contact_phone',
    'contact_line',
    'contact_facebook',
    'contact_site',
  ],
};

/** The step that holds a field (a server error's path such as `nearby_station_cast.0.distance` too). */
export function stepOfField(field: string): StepKey | null {
  const name = field.split('.')[0]!;
  if (name === 'location') return 'info';
  return STEPS.find((step) => (STEP_FIELDS[step.key] as readonly string[]).includes(name))?.key ?? null;
}

export function stepIndex(key: StepKey): number {
  return STEPS.findIndex((step) => step.key === key);
}

/** `/announce/form-price` before the draft exists, `/{id}/announce/form-price` after. */
export function stepHref(id: number | null, path: string): string {
  const base = id === null ? '/announce' : `/${id}/announce`;
  return path ? `${base}/${path}` : base;
}
