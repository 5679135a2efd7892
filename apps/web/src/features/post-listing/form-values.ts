import { listingFormBody, type ListingForm, type ListingFormBody, type ListingImage } from '@baandee/contracts';
import type { ListingSellType } from '@baandee/domain';
import { LISTING_RULE_FLAGS, listingCompletenessErrors, type ListingCompletenessInput } from '@baandee/domain';
import { STEPS, STEP_FIELDS, type StepKey } from './steps';

const STEP_KEYS = STEPS.map((step) => step.key);

export interface StationRow {
  train_type_id: number;
  train_station_id: number;
  distance: string;
}
export interface PlaceRow {
  location_type_id: string;
  location_name: string;
  distance: string;
}

const MONEY_FIELDS = [
  'rent_price',
  'sell_price',
  'maintenance_fee',
  'deposit_price',
  'insurance_fee',
  'water_price_per_unit',
  'electricity_price_per_unit',
  'internet_price_per_month',
] as const;
const NUMBER_FIELDS = ['area_size', 'released_year', 'total_floor', 'room_floor', ...MONEY_FIELDS] as const;
const ID_FIELDS = ['estate_type_id', 'province_id', 'district_id', 'sub_district_id', 'room_view_id', 'room_prominent_id'] as const;
const TEXT_FIELDS = [
  'project_estate_name',
  'postal_code',
  'road',
  'lane',
  'address_short',
  'direction',
  'announce_title',
  'announce_description',
  'video_preview',
  'contact_firstname',
  'contact_lastname',
  'contact_company_name',
  'contact_email',
  'contact_phone',
  'contact_line',
  'contact_facebook',
  'contact_site',
] as const;
const FLAG_FIELDS = ['total_livingroom', 'total_diningroom', 'total_kitchen', ...LISTING_RULE_FLAGS] as const;
const COUNT_FIELDS = ['total_bedroom', 'total_restroom', 'car_park_size'] as const;

type Strings<K extends string> = Record<K, string>;

/** What the form holds: inputs as strings ('' = empty), flags as booleans, photos in all their sizes. */
export type PostFormValues = Strings<(typeof NUMBER_FIELDS)[number] | (typeof ID_FIELDS)[number] | (typeof TEXT_FIELDS)[number]> &
  Record<(typeof FLAG_FIELDS)[number], boolean> &
  Record<(typeof COUNT_FIELDS)[number], number> & {
    /** The draft's id once the first save created it. */
    id: number | null;
    sell_type: ListingSellType | '';
    project_estate_id: number | null;
    location_lat: number | null;
    location_lng: number | null;
    furniture_cast: string[];
    facility_cast: string[];
    nearby_station_cast: StationRow[];
    nearby_location_cast: PlaceRow[];
    cover_img: ListingImage | null;
    gallery_img_cast: ListingImage[];
  };

const fill = <K extends string, V>(keys: readonly K[], value: (key: K) => V) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;

export function emptyValues(): PostFormValues {
  return {
    id: null,
    sell_type: '',
    project_estate_id: null,
    location_lat: null,
    location_lng: null,
    ...fill([...NUMBER_FIELDS, ...ID_FIELDS, ...TEXT_FIELDS], () => ''),
    ...fill(FLAG_FIELDS, () => false),
    ...fill(COUNT_FIELDS, () => 0),
    furniture_cast: [],
    facility_cast: [],
    nearby_station_cast: [],
    nearby_location_cast: [],
    cover_img: null,
    gallery_img_cast: [],
  };
}

const asText = (value: string | number | null) => (value === null ? '' : String(value));

/** A photo the server stored, in its sizes (an old URL without them shows as itself). */
function imageOf(url: string, images: readonly ListingImage[]): ListingImage {
  return images.find((image) => image.url === url) ?? { url, thumb_url: url, large_url: url };
}

/** The saved listing (GET api/estate/{id} or the store answer) as the form holds it. */
export function valuesFromListing(listing: ListingForm): PostFormValues {
  return {
    id: listing.id,
    sell_type: listing.sell_type ?? '',
    project_estate_id: listing.project_estate_id,
    location_lat: listing.location_lat,
    location_lng: listing.location_lng,
    ...fill([...NUMBER_FIELDS, ...ID_FIELDS, ...TEXT_FIELDS], (key) => asText(listing[key])),
    ...fill(FLAG_FIELDS, (key) => listing[key] === 1),
    ...fill(COUNT_FIELDS, (key) => listing[key]),
    furniture_cast: listing.furniture_cast.map(String),
    facility_cast: listing.facility_cast.map(String),
    nearby_station_cast: listing.nearby_station_cast.map((station) => ({
      train_type_id: station.train_type_id,
      train_station_id: station.train_station_id,
      distance: String(station.distance),
    })),
    nearby_location_cast: listing.nearby_location_cast.map((place) => ({
      location_type_id: String(place.location_type_id),
      location_name: place.location_name,
      distance: String(place.distance),
    })),
    cover_img: listing.cover_img ? imageOf(listing.cover_img, listing.images) : null,
    gallery_img_cast: listing.gallery_img_cast.map((url) => imageOf(url, listing.images)),
  };
}

const toNumber = (value: string): number | null => (value.trim() === '' ? null : Number(value.replace(/,/g, '')));

/** Every field of the contract's body from the form's values. */
function fullBody(values: PostFormValues): Required<Omit<ListingFormBody, 'id' | 'sell_status'>> {
  return {
    sell_type: values.sell_type === '' ? undefined : values.sell_type,
    project_estate_id: values.project_estate_id,
    location_lat: values.location_lat,
    location_lng: values.location_lng,
    ...fill(NUMBER_FIELDS, (key) => toNumber(values[key])),
    ...fill(ID_FIELDS, (key) => toNumber(values[key])),
    ...fill(TEXT_FIELDS, (key) => values[key].trim()),
    ...fill(FLAG_FIELDS, (key) => (values[key] ? 1 : 0)),
    ...fill(COUNT_FIELDS, (key) => values[key]),
    furniture_cast: values.furniture_cast.map(Number),
    facility_cast: values.facility_cast.map(Number),
    nearby_station_cast: values.nearby_station_cast.map((row) => ({ ...row, distance: toNumber(row.distance) ?? 0 })),
    nearby_location_cast: values.nearby_location_cast.map((row) => ({
      location_type_id: toNumber(row.location_type_id) ?? 0,
      location_name: row.location_name.trim(),
      distance: toNumber(row.distance) ?? 0,
    })),
    cover_img: values.cover_img?.url ?? null,
    gallery_img_cast: values.gallery_img_cast.map((image) => image.url),
  } as Required<Omit<ListingFormBody, 'id' | 'sell_status'>>;
}

/** What one step sends to POST api/estate/store: its fields, and the draft's id once there is one. */
export function stepBody(values: PostFormValues, step: StepKey): ListingFormBody {
  const all = fullBody(values);
  const body: Record<string, unknown> = values.id === null ? {} : { id: values.id };
  for (const field of STEP_FIELDS[step]) if (all[field] !== undefined) body[field] = all[field];
  return body as ListingFormBody;
}

/** The contract's own rules on a step's body, as field -> message key (e.g. `nearby_station_cast.0.distance`). */
export function bodyErrors(body: ListingFormBody): Record<string, string> {
  const parsed = listingFormBody.safeParse(body);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The form's values as the domain's completeness check reads them. */
function completenessInput(values: PostFormValues): ListingCompletenessInput {
  const text = (field: (typeof TEXT_FIELDS)[number]) => (values[field].trim() === '' ? null : values[field].trim());
  const number = (field: (typeof NUMBER_FIELDS)[number] | (typeof ID_FIELDS)[number]) => toNumber(values[field]);
  return {
    sell_type: values.sell_type === '' ? null : values.sell_type,
    estate_type_id: number('estate_type_id'),
    project_estate_name: text('project_estate_name'),
    area_size: number('area_size'),
    province_id: number('province_id'),
    district_id: number('district_id'),
    sub_district_id: number('sub_district_id'),
    postal_code: text('postal_code'),
    location_lat: values.location_lat,
    location_lng: values.location_lng,
    rent_price: number('rent_price'),
    sell_price: number('sell_price'),
    announce_title: text('announce_title'),
    announce_description: text('announce_description'),
    cover_img: values.cover_img?.url ?? null,
    gallery_img_cast: values.gallery_img_cast.map((image) => image.url),
    contact_firstname: text('contact_firstname'),
    contact_phone: text('contact_phone'),
  };
}

/** Fields answered by picking one option (a radio group, a select): a missing one asks to choose, not to type. */
const CHOICE_FIELDS: readonly string[] = ['sell_type', 'estate_type_id', 'province_id', 'district_id', 'sub_district_id'];

/** What still stops publishing (the same check the server makes), as field -> first message key. */
export function missingForPublish(values: PostFormValues): Record<string, string> {
  const errors = listingCompletenessErrors(completenessInput(values));
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => {
      const message = messages[0]!;
      return [pinField(field), message === 'required' && CHOICE_FIELDS.includes(field) ? 'not chosen' : message];
    }),
  );
}

/** The whole form as one POST api/estate/store body: every step's fields and the listing's id. */
export function wholeBody(values: PostFormValues): ListingFormBody {
  return Object.assign({}, ...STEP_KEYS.map((step) => stepBody(values, step))) as ListingFormBody;
}

/** The pin's two coordinates are one thing to the owner: the map of the first step. */
export function pinField(field: string): string {
  return field === 'location_lat' || field === 'location_lng' ? 'location' : field;
}
