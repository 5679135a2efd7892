import type { ListingCard, ListingCardPage } from '@baandee/contracts';
import { pageOf } from '../../lib/pagination.js';
import { RESULTS_PER_PAGE, slugId, type ListingSellType, type ListingStatus } from '@baandee/domain';

/** One row of the card query (listing-cards.repository.ts): numerics arrive as strings. */
export interface ListingCardRow {
  id: number;
  status: ListingStatus;
  boosted: boolean;
  favorite: boolean;
  announce_title: string | null;
  sell_type: ListingSellType | null;
  estate_type_id: number | null;
  estate_type_name_th: string | null;
  estate_type_name_en: string | null;
  project_estate_name: string | null;
  rent_price: string | null;
  sell_price: string | null;
  area_size: string | null;
  total_bedroom: number;
  total_restroom: number;
  car_park_size: number;
  room_code: string;
  province_id: number | null;
  province_name_th: string | null;
  province_name_en: string | null;
  district_id: number | null;
  district_name_th: string | null;
  district_name_en: string | null;
  station_id: number | null;
  station_name_th: string | null;
  station_name_en: string | null;
  station_distance: string | null;
  location_lat: number | null;
  location_lng: number | null;
  cover_img: string | null;
  thumb_img: string | null;
  published_at: Date | null;
  updated_at: Date;
  confirmed_at: Date | null;
}

const toNumber = (value: string | null): number | null => (value === null ? null : Number(value));

function named(id: number | null, nameTh: string | null, nameEn: string | null) {
  return id === null || nameTh === null || nameEn === null ? null : { id, name_th: nameTh, name_en: nameEn };
}

export function toListingCard(row: ListingCardRow): ListingCard {
  const station = named(row.station_id, row.station_name_th, row.station_name_en);
  return {
    id: row.id,
    slug_id: slugId(row.announce_title, row.id),
    status: row.status,
    boosted: row.boosted,
    announce_title: row.announce_title,
    sell_type: row.sell_type,
    estate_type_id: row.estate_type_id,
    estate_type: named(row.estate_type_id, row.estate_type_name_th, row.estate_type_name_en),
    project_estate_name: row.project_estate_name,
    rent_price: toNumber(row.rent_price),
    sell_price: toNumber(row.sell_price),
    area_size: toNumber(row.area_size),
    total_bedroom: row.total_bedroom,
    total_restroom: row.total_restroom,
    car_park_size: row.car_park_size,
    room_code: row.room_code,
    province: named(row.province_id, row.province_name_th, row.province_name_en),
    district: named(row.district_id, row.district_name_th, row.district_name_en),
    nearest_station: station && { ...station, distance: Number(row.station_distance) },
    location_lat: row.location_lat,
    location_lng: row.location_lng,
    cover_img: row.cover_img,
    thumb_img: row.thumb_img,
    favorite: row.favorite,
    published_at: row.published_at?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
  };
}

/** A page of cards; an empty list still has one (empty) page. */
export function cardPage(cards: ListingCard[], total: number, page: number, perPage = RESULTS_PER_PAGE): ListingCardPage {
  return pageOf(cards, total, page, perPage);
}
