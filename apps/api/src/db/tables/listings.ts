import type { ColumnType, Generated } from 'kysely';
import type {
  Direction,
  DuplicateReason,
  HoldReason,
  ListingEventKind,
  ListingImageRole,
  ListingSellType,
  ListingStatus,
  ModerationAction,
  PriceKind,
} from '@baandee/domain';
import type { CreatedAt, UpdatedAt } from './core.js';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric: exact, handed over by the driver as a string (docs/decisions/007). */
type Numeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;
type Bigint = ColumnType<string, never, never>;

/** A listing (spec section 3, the listing form) and its place in the lifecycle (section 4). */
export interface ListingsTable {
  id: Generated<number>;
  user_id: number;
  status: Generated<ListingStatus>;
  /** Off the site until an admin reviews its open scam reports (docs/decisions/046). */
  held_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sell_status: Generated<number>;
  sell_type: ListingSellType | null;
  estate_type_id: number | null;
  project_estate_id: number | null;
  project_estate_name: string | null;
  area_size: Numeric;
  released_year: number | null;
  total_floor: number | null;
  room_floor: number | null;
  total_bedroom: Generated<number>;
  total_restroom: Generated<number>;
  car_park_size: Generated<number>;
  total_kitchen: Generated<number>;
  total_diningroom: Generated<number>;
  total_livingroom: Generated<number>;
  /** Kept with the counts (domain roomCode), so the code search is one indexed comparison. */
  room_code: Generated<string>;
  direction: Direction | null;
  room_prominent_id: number | null;
  room_view_id: number | null;
  is_pet_allow: Generated<boolean>;
  is_cooking_allow: Generated<boolean>;
  is_smoking_allow: Generated<boolean>;
  rent_price: Numeric;
  sell_price: Numeric;
  maintenance_fee: Numeric;
  deposit_price: Numeric;
  insurance_fee: Numeric;
  water_price_per_unit: Numeric;
  electricity_price_per_unit: Numeric;
  internet_price_per_month: Numeric;
  location_lat: number | null;
  location_lng: number | null;
  postal_code: string | null;
  address_short: string | null;
  province_id: number | null;
  district_id: number | null;
  sub_district_id: number | null;
  road: string | null;
  lane: string | null;
  announce_title: string | null;
  announce_description: string | null;
  video_preview: string | null;
  contact_firstname: string | null;
  contact_lastname: string | null;
  contact_company_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  contact_line: string | null;
  contact_facebook: string | null;
  contact_site: string | null;
  /** The unit this listing offers, so its price history survives a close and a re-post. */
  unit_key: string | null;
  /** Held for review as a possible duplicate (migration 0027): the owner is told why. */
  hold_reason: HoldReason | null;
  /** The listing it was found to duplicate when held. */
  duplicate_of: number | null;
  /** Why an admin rejected or banned it: the owner reads it on their list. */
  moderation_reason: string | null;
  view_count: Generated<number>;
  /** Sent for review (pending). */
  submitted_at: NullableTimestamp;
  approved_at: NullableTimestamp;
  /** First time it went live: publishing again later is not a new listing (no second charge). */
  first_published_at: NullableTimestamp;
  published_at: NullableTimestamp;
  /** published_at + LISTING_LIFETIME_DAYS; the expiry job closes it then. */
  expires_at: NullableTimestamp;
  /** The expires_at its owner was warned about (LISTING_EXPIRY_WARNING_DAYS before). */
  expiry_warned_for: NullableTimestamp;
  closed_at: NullableTimestamp;
  /** A running boost ends here (the credits work sets it). */
  boosted_until: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ListingImagesTable {
  id: Generated<number>;
  user_id: number;
  listing_id: number | null;
  role: ListingImageRole | null;
  position: Generated<number>;
  /** Cover size (976x510): what the listing form holds. */
  url: string;
  thumb_url: string;
  large_url: string;
  /** The perceptual hash (16 hex digits) and its four 16-bit bands (migration 0027); null for a flat picture. */
  photo_hash: string | null;
  photo_hash_band0: number | null;
  photo_hash_band1: number | null;
  photo_hash_band2: number | null;
  photo_hash_band3: number | null;
  /** When it was hashed; null until then. */
  photo_hashed_at: NullableTimestamp;
  /** The large rendition's size in pixels (migration 0034); null for photos stored before. */
  width: number | null;
  height: number | null;
  created_at: CreatedAt;
}

/** Why a held listing looks like another one: a photo pair (with its distance) or the same unit. */
export interface ListingDuplicateMatchesTable {
  id: Generated<number>;
  listing_id: number;
  other_listing_id: number;
  reason: DuplicateReason;
  image_id: number | null;
  other_image_id: number | null;
  distance: number | null;
  created_at: CreatedAt;
}

/** Two listings an admin found to offer one unit: each page names the other's lister. */
export interface ListingLinksTable {
  listing_id: number;
  other_listing_id: number;
  linked_by: number | null;
  created_at: CreatedAt;
}

export interface ListingStationsTable {
  listing_id: number;
  train_station_id: number;
  train_type_id: number;
  distance_km: ColumnType<string, string | number, string | number>;
  position: number;
}

export interface ListingPlacesTable {
  id: Generated<number>;
  listing_id: number;
  location_type_id: number;
  location_name: string;
  distance_km: ColumnType<string, string | number, string | number>;
  position: number;
}

export interface ListingFurnitureTable {
  listing_id: number;
  furniture_id: number;
}

export interface ListingFacilitiesTable {
  listing_id: number;
  facility_id: number;
}

export interface ListingModerationsTable {
  id: Bigint;
  listing_id: number;
  admin_id: number | null;
  action: ModerationAction;
  reason: string | null;
  created_at: CreatedAt;
}

export interface ListingPriceChangesTable {
  id: Bigint;
  unit_key: string;
  listing_id: number | null;
  kind: PriceKind;
  old_price: Numeric;
  new_price: Numeric;
  changed_at: CreatedAt;
}

export interface FavoritesTable {
  user_id: number;
  listing_id: number;
  created_at: CreatedAt;
}

/** A contact-owner message (DESIGN 4.9): the owner's lead, kept even when the mail fails. */
export interface ListingLeadsTable {
  id: Bigint;
  listing_id: number;
  owner_id: number;
  sender_user_id: number | null;
  name: string;
  email: string;
  phone: string;
  message: string;
  ip: string | null;
  created_at: CreatedAt;
  /** When the owner marked it read in the dashboard's inbox (migration 0012). */
  read_at: NullableTimestamp;
}

/** One view, contact or favourite of a listing: what the dashboard counts per day. */
export interface ListingEventsTable {
  id: Bigint;
  listing_id: number;
  owner_id: number;
  kind: ListingEventKind;
  created_at: CreatedAt;
  /** The broker-group share whose link brought this view or contact (migration 0026). */
  broker_share_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ListingTables {
  listings: ListingsTable;
  listing_images: ListingImagesTable;
  listing_stations: ListingStationsTable;
  listing_places: ListingPlacesTable;
  listing_furniture: ListingFurnitureTable;
  listing_facilities: ListingFacilitiesTable;
  listing_moderations: ListingModerationsTable;
  listing_price_changes: ListingPriceChangesTable;
  favorites: FavoritesTable;
  listing_leads: ListingLeadsTable;
  listing_events: ListingEventsTable;
  listing_duplicate_matches: ListingDuplicateMatchesTable;
  listing_links: ListingLinksTable;
}
