import type { FastifyInstance } from 'fastify';
import type { ListingForm, ListingImage, NearbyStation } from '@baandee/contracts';
import { holdOf } from '../duplicates/duplicates.service.js';
import { publishCredits, type PublishLedger } from './listing-publish-cost.js';
import type { ListingQueries, ListingRow } from './listings.repository.js';

/** numeric columns arrive as strings (docs/decisions/007); the contracts carry JSON numbers. */
export const toNumber = (value: string | number | null): number | null => (value === null ? null : Number(value));
export const toIso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const flag = (value: boolean | number): 0 | 1 => (value === true || value === 1 ? 1 : 0);
const bit = (value: number): 0 | 1 => (value > 0 ? 1 : 0);

export const isBoosted = (row: Pick<ListingRow, 'boosted_until' | 'status'>, now = new Date()) =>
  row.status === 'publish' && row.boosted_until !== null && row.boosted_until > now;

/** A station row with its line, as the station queries select it. */
export interface StationRow {
  train_type_id: number;
  train_station_id: number;
  train_line_id: number;
  code: string;
  name_th: string;
  name_en: string;
  line_code: string;
  line_name_th: string;
  line_name_en: string;
  line_hex: string;
  distance: string | number;
}

export function toNearbyStation(s: StationRow): NearbyStation {
  return {
    train_type_id: s.train_type_id,
    train_station_id: s.train_station_id,
    train_line_id: s.train_line_id,
    code: s.code,
    name_th: s.name_th,
    name_en: s.name_en,
    line: { code: s.line_code, name_th: s.line_name_th, name_en: s.line_name_en, hex: s.line_hex },
    distance: Number(s.distance),
  };
}

/** A listing's rows beside its own: photos, stations, places and catalogue picks (furniture, facilities). */
export async function listingParts(repo: ListingQueries, listingId: number) {
  const [images, stations, places, furniture, facilities] = await Promise.all([
    repo.imagesOf(listingId),
    repo.stationsOf(listingId),
    repo.placesOf(listingId),
    repo.furnitureOf(listingId),
    repo.facilitiesOf(listingId),
  ]);
  return { images, stations, places, furniture, facilities };
}

/** The listing as the form holds it, with its stations, places, catalogue picks and photos. */
export async function loadListingForm(
  app: Pick<FastifyInstance, 'creditsRepository' | 'duplicatesRepository' | 'listingsRepository'>,
  row: ListingRow,
  repo: ListingQueries = app.listingsRepository,
  credits: PublishLedger = app.creditsRepository,
  duplicates: Parameters<typeof holdOf>[0] = app.duplicatesRepository,
): Promise<ListingForm> {
  const [parts, cost, hold] = await Promise.all([listingParts(repo, row.id), publishCredits(credits, row), holdOf(duplicates, row.id)]);
  return { ...listingForm(row, parts), publish_credits: cost, hold_reason: hold.hold_reason, duplicate_matches: hold.duplicate_matches };
}

/** The form's view of a listing row and its parts. */
export function listingForm(row: ListingRow, { images, stations, places, furniture, facilities }: Awaited<ReturnType<typeof listingParts>>): Omit<ListingForm, 'publish_credits' | 'hold_reason' | 'duplicate_matches'> {
  const photo = (image: (typeof images)[number]): ListingImage => ({ url: image.url, thumb_url: image.thumb_url, large_url: image.large_url });
  const cover = images.find((image) => image.role === 'cover');
  const gallery = images.filter((image) => image.role === 'gallery');
  return {
    id: row.id,
    status: row.status,
    sell_status: row.sell_status,
    sell_type: row.sell_type,
    estate_type_id: row.estate_type_id,
    project_estate_id: row.project_estate_id,
    project_estate_name: row.project_estate_name,
    area_size: toNumber(row.area_size),
    released_year: row.released_year,
    total_floor: row.total_floor,
    room_floor: row.room_floor,
    total_bedroom: row.total_bedroom,
    total_restroom: row.total_restroom,
    car_park_size: row.car_park_size,
    total_kitchen: bit(row.total_kitchen),
    total_diningroom: bit(row.total_diningroom),
    total_livingroom: bit(row.total_livingroom),
    direction: row.direction,
    room_prominent_id: row.room_prominent_id,
    room_view_id: row.room_view_id,
    is_pet_allow: flag(row.is_pet_allow),
    is_cooking_allow: flag(row.is_cooking_allow),
    is_smoking_allow: flag(row.is_smoking_allow),
    rent_price: toNumber(row.rent_price),
    sell_price: toNumber(row.sell_price),
    maintenance_fee: toNumber(row.maintenance_fee),
    deposit_price: toNumber(row.deposit_price),
    insurance_fee: toNumber(row.insurance_fee),
    water_price_per_unit: toNumber(row.water_price_per_unit),
    electricity_price_per_unit: toNumber(row.electricity_price_per_unit),
    internet_price_per_month: toNumber(row.internet_price_per_month),
    location_lat: row.location_lat,
    location_lng: row.location_lng,
    postal_code: row.postal_code,
    address_short: row.address_short,
    province_id: row.province_id,
    district_id: row.district_id,
    sub_district_id: row.sub_district_id,
    road: row.road,
    lane: row.lane,
    nearby_station_cast: stations.map(toNearbyStation),
    nearby_location_cast: places.map((p) => ({
      location_type_id: p.location_type_id,
      location_type: { id: p.location_type_id, name_th: p.name_th, name_en: p.name_en },
      location_name: p.location_name,
      distance: Number(p.distance_km),
    })),
    furniture_cast: furniture.map((f) => f.id),
    facility_cast: facilities.map((f) => f.id),
    announce_title: row.announce_title,
    announce_description: row.announce_description,
    cover_img: cover?.url ?? null,
    gallery_img_cast: gallery.map((image) => image.url),
    images: [...(cover ? [photo(cover)] : []), ...gallery.map(photo)],
    video_preview: row.video_preview,
    contact_firstname: row.contact_firstname,
    contact_lastname: row.contact_lastname,
    contact_company_name: row.contact_company_name,
    contact_email: row.contact_email,
    contact_phone: row.contact_phone,
    contact_line: row.contact_line,
    contact_facebook: row.contact_facebook,
    contact_site: row.contact_site,
    room_code: row.room_code,
    moderation_reason: row.moderation_reason,
    created_at: toIso(row.created_at)!,
    updated_at: toIso(row.updated_at)!,
  };
}
