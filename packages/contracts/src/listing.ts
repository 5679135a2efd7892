import {
  OPEN_PAYMENT_STATUSES,
  DIRECTIONS,
  GALLERY_MAX_IMAGES,
  LISTING_AREA_MAX,
  LISTING_PRICE_MAX,
  LISTING_SELL_TYPES,
  LISTING_STATUSES,
  LISTING_TEXT_LIMITS,
  MODERATION_ACTIONS,
  NEARBY_MAX_DISTANCE_KM,
  NEARBY_PLACES_MAX,
  NEARBY_STATIONS_MAX,
  OWNER_ACTIONS,
  DUPLICATE_REASONS,
  HOLD_REASONS,
  POSTAL_CODE_LENGTH,
  PRICE_KINDS,
  ROOM_PROMINENT,
  ROOM_VIEWS,
  SORT_OPTIONS,
  capRoomCount,
} from '@baandee/domain';
import { z } from './error-map.js';
import { emailField, phoneField, requiredText, text } from './common.js';
import { rowId } from './account-fields.js';
import { agentProfile } from './account-profile.js';
import { bulkDecisionBody, bulkDecisionResult, queueFilters } from './admin-queues.js';
import { priceInsight } from './decide.js';

/**
 * Listings (spec sections 3, 4, 7): the listing form the five steps save as a draft, what
 * the listing page and the cards show, the owner's list, favourites, the contact-owner
 * form and the admin's moderation queue.
 *
 * Prices and fees are whole or decimal baht as JSON numbers; sizes in m², distances in km.
 */

const { title, description, projectName, short, url } = LISTING_TEXT_LIMITS;

/** Form inputs send '' for an emptied optional field; it clears the value. */
const clearable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema.nullish());
const optionalText = (max: number) => clearable(text(max));
const optionalId = clearable(rowId);
/** 0 or 1, as the spec's flags travel (is_pet_allow …); true/false are read too. */
const flag = z.preprocess((v) => (typeof v === 'boolean' ? Number(v) : v), z.coerce.number().pipe(z.literal([0, 1])));
const money = clearable(z.coerce.number({ message: 'must be a number' }).min(0).max(LISTING_PRICE_MAX));
/** A count of bedrooms, restrooms or car parks: 4 and anything above it is "4+" (spec section 5). */
const roomCount = z.coerce.number({ message: 'must be a number' }).int().min(0).max(999).transform(capRoomCount);
const distanceKm = z.coerce
  .number({ message: 'must be a number' })
  .min(0)
  .max(NEARBY_MAX_DISTANCE_KM, { message: 'distance over 20 km' });
const httpUrl = (max: number) =>
  text(max).refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), { message: 'link not valid' });

export const listingStatusField = z.enum(LISTING_STATUSES);
export const listingSellTypeField = z.enum(LISTING_SELL_TYPES);
export const directionField = z.enum(DIRECTIONS);
export const roomViewId = z.literal(ROOM_VIEWS.map((view) => view.id));
export const roomProminentId = z.literal(ROOM_PROMINENT.map((item) => item.id));

export const nearbyStationInput = z.object({
  train_type_id: rowId,
  train_station_id: rowId,
  distance: distanceKm,
});
export const nearbyLocationInput = z.object({
  location_type_id: rowId,
  location_name: requiredText(short),
  distance: distanceKm,
});

/**
 * POST api/estate/store: the listing form (spec section 3). Without `id` it creates the
 * owner's draft (one unfinished listing at a time: 'previous announcement unfinished');
 * with `id` it updates that listing of the owner. Every field is optional so each step
 * saves what it has; an omitted field is left as it is, null or '' clears it. Publishing
 * checks that the listing is complete. Images are the URLs POST api/estate/upload-image
 * answered to the same user.
 */
export const listingFormBody = z.object({
  id: rowId.optional(),
  sell_status: z.coerce.number().int().min(0).max(9).optional(),
  sell_type: listingSellTypeField.optional(),
  estate_type_id: optionalId,
  project_estate_id: optionalId.meta({ description: 'The master-data project picked, when the name came from the list' }),
  project_estate_name: optionalText(projectName),
  area_size: clearable(
    z.coerce.number({ message: 'must be a number' }).gt(0, { message: 'must be greater than 0' }).max(LISTING_AREA_MAX),
  ),
  released_year: clearable(z.coerce.number({ message: 'must be a number' }).int().min(1900).max(2100)),
  total_floor: clearable(z.coerce.number({ message: 'must be a number' }).int().min(1).max(200)),
  room_floor: clearable(z.coerce.number({ message: 'must be a number' }).int().min(-10).max(200)),
  total_bedroom: roomCount.optional(),
  total_restroom: roomCount.optional(),
  car_park_size: roomCount.optional(),
  total_kitchen: flag.optional(),
  total_diningroom: flag.optional(),
  total_livingroom: flag.optional(),
  direction: clearable(directionField),
  room_prominent_id: clearable(roomProminentId),
  room_view_id: clearable(roomViewId),
  is_pet_allow: flag.optional(),
  is_cooking_allow: flag.optional(),
  is_smoking_allow: flag.optional(),
  rent_price: money,
  sell_price: money,
  maintenance_fee: money,
  deposit_price: money,
  insurance_fee: money,
  water_price_per_unit: money,
  electricity_price_per_unit: money,
  internet_price_per_month: money,
  location_lat: clearable(z.coerce.number({ message: 'must be a number' }).min(-90).max(90)),
  location_lng: clearable(z.coerce.number({ message: 'must be a number' }).min(-180).max(180)),
  postal_code: clearable(z.string().trim().regex(new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`), { message: 'postal code not valid' })),
  address_short: optionalText(short),
  province_id: optionalId,
  district_id: optionalId,
  sub_district_id: optionalId,
  road: optionalText(short),
  lane: optionalText(short),
  nearby_station_cast: z.array(nearbyStationInput).max(NEARBY_STATIONS_MAX).optional(),
  nearby_location_cast: z.array(nearbyLocationInput).max(NEARBY_PLACES_MAX).optional(),
  furniture_cast: z.array(rowId).max(100).optional(),
  facility_cast: z.array(rowId).max(100).optional(),
  announce_title: optionalText(title),
  announce_description: optionalText(description),
  cover_img: clearable(text(url)),
  gallery_img_cast: z.array(text(url)).max(GALLERY_MAX_IMAGES).optional(),
  video_preview: clearable(httpUrl(url)),
  contact_firstname: optionalText(120),
  contact_lastname: optionalText(120),
  contact_company_name: optionalText(short),
  contact_email: clearable(emailField),
  contact_phone: clearable(phoneField),
  contact_line: optionalText(120),
  contact_facebook: optionalText(url),
  contact_site: clearable(httpUrl(url)),
});
export type ListingFormBody = z.input<typeof listingFormBody>;
export type ListingFormValues = z.output<typeof listingFormBody>;

export const listingIdParams = z.object({ id: rowId });
/** GET api/estate/{announce_id} and GET api/estate/view/{announce_id} name the listing `announce_id`. */
export const announceIdParams = z.object({ announce_id: rowId });

/**
 * Where the visit came from (`ref=broker-<id>`, a broker-group share's link). Only the
 * listing's own share counts; any other value is a plain visit, never an error.
 */
const brokerRefField = z
  .string()
  .max(64)
  .optional()
  .catch(undefined)
  .meta({ description: "The page's `ref` (broker-<share id>) when the visit came through a broker-group share's link; anything else is ignored" });
/** GET api/estate/view/{announce_id}?ref= */
export const estateViewQuery = z.object({ ref: brokerRefField });

const names = { name_th: z.string(), name_en: z.string() };
const named = z.object({ id: z.number(), ...names });

/** One uploaded listing photo in its three stored sizes (WebP). */
export const listingImage = z.object({
  url: z.string().meta({ description: 'Cover size 976x510: what cover_img and gallery_img_cast hold' }),
  thumb_url: z.string().meta({ description: 'Gallery thumbnail 280x160' }),
  large_url: z.string().meta({ description: 'Full-screen view, at most 1600x1200' }),
});
export type ListingImage = z.infer<typeof listingImage>;

/** POST api/estate/upload-image: multipart, file field `image` (or `file`). */
export const listingUploadResult = listingImage;

/**
 * A listing as a card (home, search, favourites, profiles, my listings): enough to show
 * the photo, the price and where it is, and to link to `/view-announce/{slug_id}`.
 */
export const listingCard = z.object({
  id: z.number(),
  slug_id: z.string(),
  status: listingStatusField,
  boosted: z.boolean(),
  announce_title: z.string().nullable(),
  sell_type: listingSellTypeField.nullable(),
  estate_type_id: z.number().nullable(),
  estate_type: named.nullable(),
  project_estate_name: z.string().nullable(),
  rent_price: z.number().nullable(),
  sell_price: z.number().nullable(),
  area_size: z.number().nullable(),
  total_bedroom: z.number(),
  total_restroom: z.number(),
  car_park_size: z.number(),
  room_code: z.string().meta({ description: 'e.g. 3B4+R1CLK' }),
  province: named.nullable(),
  district: named.nullable(),
  nearest_station: z.object({ id: z.number(), ...names, distance: z.number() }).nullable(),
  location_lat: z.number().nullable().meta({ description: 'The map pin (the search map view)' }),
  location_lng: z.number().nullable(),
  cover_img: z.string().nullable(),
  thumb_img: z.string().nullable(),
  favorite: z.boolean().meta({ description: 'The signed-in user keeps it in favourites; false without a token' }),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  confirmed_at: z.string().nullable().meta({ description: 'When the owner last confirmed it is still available; null when never' }),
});
export type ListingCard = z.infer<typeof listingCard>;

/** A page of results: `page` from 1, `per_page` RESULTS_PER_PAGE. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number(),
    last_page: z.number(),
    per_page: z.number(),
    total: z.number(),
  });
/** A page of listing cards (favourites, an agent's listings, search). */
export const listingCardPage = paginated(listingCard);
export type ListingCardPage = z.infer<typeof listingCardPage>;
export const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/**
 * A listing's broker-group share as its owner sees it (docs/decisions/053, 056): where and
 * when the team posted it, and the visits and contacts that came through the post's link.
 */
export const brokerShareSummary = z.object({
  group_name: z.string(),
  shared_at: z.string(),
  views: z.number().int().meta({ description: 'Visits of the listing page through the shared link (?ref=broker-<id>)' }),
  contacts: z.number().int().meta({ description: 'Messages to the owner sent in such a visit' }),
});
export type BrokerShareSummary = z.infer<typeof brokerShareSummary>;

/**
 * Why a listing was held as a duplicate (docs/decisions/057): one of its photos looks like
 * a photo of another owner's listing (both thumbnails, and how many of the 64 bits of
 * their hashes differ), or it offers the same unit as another listing of the same owner.
 */
export const duplicateMatch = z.object({
  reason: z.enum(DUPLICATE_REASONS),
  other_listing_id: z.number(),
  other_title: z.string().nullable(),
  image_url: z.string().nullable().meta({ description: 'The held listing\'s photo (thumbnail); null for a unit match' }),
  other_image_url: z.string().nullable().meta({ description: 'The matching photo of the other listing (thumbnail)' }),
  distance: z.number().nullable(),
});
export type DuplicateMatch = z.infer<typeof duplicateMatch>;
/** Why a pending listing waits: 'duplicate' when held as one; null otherwise. */
export const holdReasonField = z.enum(HOLD_REASONS).nullable();
const heldAsDuplicate = {
  hold_reason: holdReasonField,
  duplicate_matches: z.array(duplicateMatch).meta({ description: 'What it was found to duplicate; empty unless held' }),
};

/** A card in the owner's list: the status, why it was rejected or banned, and what may be done now. */
export const myListingCard = listingCard.extend({
  actions: z.array(z.enum(OWNER_ACTIONS)),
  moderation_reason: z.string().nullable(),
  expires_at: z.string().nullable(),
  unfinished: z.boolean().meta({ description: 'A draft never published: the Post button continues it' }),
  ...heldAsDuplicate,
  boost_payment: z
    .object({ id: z.string(), status: z.enum(OPEN_PAYMENT_STATUSES) })
    .nullable()
    .meta({ description: 'The payment of a boost paid by transfer that has not started yet: awaiting the transfer, or its slip awaiting review' }),
  broker_share: brokerShareSummary
    .nullable()
    .meta({ description: 'Where and when the team posted the listing in a broker group (OPENING99), once it has, and what its link brought' }),
  quality_score: z.number().int().min(0).max(100).meta({ description: 'The listing quality score; its fixes come from GET api/estate/quality/{announce_id}' }),
});
export type MyListingCard = z.infer<typeof myListingCard>;

/** GET api/estate/my-estate?page= */
export const myEstateResult = paginated(myListingCard).extend({
  not_finish_id: z.number().nullable().meta({ description: 'The id of the unfinished draft, if any (spec section 3)' }),
});
export type MyEstateResult = z.infer<typeof myEstateResult>;

export const nearbyStation = z.object({
  train_type_id: z.number(),
  train_station_id: z.number(),
  train_line_id: z.number(),
  code: z.string(),
  ...names,
  line: z.object({ code: z.string(), ...names, hex: z.string() }),
  distance: z.number().meta({ description: 'km' }),
});
export type NearbyStation = z.infer<typeof nearbyStation>;

export const nearbyLocation = z.object({
  location_type_id: z.number(),
  location_type: named.nullable(),
  location_name: z.string(),
  distance: z.number(),
});

/**
 * GET api/estate/{announce_id}: the owner's listing as the form holds it, to edit it.
 * Images come with their other sizes so the form shows thumbnails.
 */
export const listingForm = z.object({
  id: z.number(),
  status: listingStatusField,
  sell_status: z.number(),
  sell_type: listingSellTypeField.nullable(),
  estate_type_id: z.number().nullable(),
  project_estate_id: z.number().nullable(),
  project_estate_name: z.string().nullable(),
  area_size: z.number().nullable(),
  released_year: z.number().nullable(),
  total_floor: z.number().nullable(),
  room_floor: z.number().nullable(),
  total_bedroom: z.number(),
  total_restroom: z.number(),
  car_park_size: z.number(),
  total_kitchen: z.literal([0, 1]),
  total_diningroom: z.literal([0, 1]),
  total_livingroom: z.literal([0, 1]),
  direction: directionField.nullable(),
  room_prominent_id: z.number().nullable(),
  room_view_id: z.number().nullable(),
  is_pet_allow: z.literal([0, 1]),
  is_cooking_allow: z.literal([0, 1]),
  is_smoking_allow: z.literal([0, 1]),
  rent_price: z.number().nullable(),
  sell_price: z.number().nullable(),
  maintenance_fee: z.number().nullable(),
  deposit_price: z.number().nullable(),
  insurance_fee: z.number().nullable(),
  water_price_per_unit: z.number().nullable(),
  electricity_price_per_unit: z.number().nullable(),
  internet_price_per_month: z.number().nullable(),
  location_lat: z.number().nullable(),
  location_lng: z.number().nullable(),
  postal_code: z.string().nullable(),
  address_short: z.string().nullable(),
  province_id: z.number().nullable(),
  district_id: z.number().nullable(),
  sub_district_id: z.number().nullable(),
  road: z.string().nullable(),
  lane: z.string().nullable(),
  nearby_station_cast: z.array(nearbyStation),
  nearby_location_cast: z.array(nearbyLocation),
  furniture_cast: z.array(z.number()),
  facility_cast: z.array(z.number()),
  announce_title: z.string().nullable(),
  announce_description: z.string().nullable(),
  cover_img: z.string().nullable(),
  gallery_img_cast: z.array(z.string()),
  images: z.array(listingImage).meta({ description: 'The cover first, then the gallery in order, each in every size' }),
  video_preview: z.string().nullable(),
  contact_firstname: z.string().nullable(),
  contact_lastname: z.string().nullable(),
  contact_company_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_line: z.string().nullable(),
  contact_facebook: z.string().nullable(),
  contact_site: z.string().nullable(),
  room_code: z.string(),
  moderation_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  publish_credits: z.number().meta({ description: 'Credits publishing uses now: 1 before the listing first goes out, 0 once it has (DESIGN 4.4)' }),
  ...heldAsDuplicate,
});
export type ListingForm = z.infer<typeof listingForm>;

/** What POST api/estate/store answers: the saved listing as the form holds it. */
export const listingStoreResult = listingForm;

export const priceChange = z.object({
  kind: z.enum(PRICE_KINDS),
  old_price: z.number().nullable(),
  new_price: z.number().nullable(),
  changed_at: z.string(),
});
export type PriceChange = z.infer<typeof priceChange>;

/** The owner card of the listing page, linking to /view-profile/{id}. */
export const listingOwner = z.object({
  id: z.number(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  company_name: z.string().nullable(),
  user_type: z.string(),
  profile_img_path: z.string().nullable(),
  member_since: z.string(),
  published_count: z.number(),
});

/**
 * GET api/estate/view/{announce_id}: the listing page. Public when published; its owner
 * and admins see it in any status (the others get 'permission denied for edit or view').
 */
export const listingView = listingForm.omit({ publish_credits: true, hold_reason: true, duplicate_matches: true }).extend({
  slug_id: z.string(),
  boosted: z.boolean(),
  favorite: z.boolean(),
  estate_type: named.nullable(),
  province: named.nullable(),
  district: named.nullable(),
  sub_district: named.nullable(),
  furniture: z.array(named),
  facilities: z.array(named),
  owner: listingOwner,
  price_history: z.array(priceChange).meta({ description: 'Every change of rent or sell price, oldest first' }),
  days_on_market: z.number().nullable().meta({ description: 'Days since the unit was first published, across re-posts' }),
  published_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  confirmed_at: z.string().nullable().meta({ description: 'When the owner last confirmed it is still available; null when never' }),
  view_count: z.number(),
  is_owner: z.boolean(),
  price_per_sqm: z.number().nullable().meta({ description: 'Baht per m²: of the sale price for a sale (or sale and rent) listing, of the rent for a rent listing' }),
  area_median_price_per_sqm: z.number().nullable().meta({ description: "The median of that offer's price per m² among the district's published listings of the same type and bedrooms; null under the minimum sample" }),
  area_sample_size: z.number().int().meta({ description: 'How many listings that median is taken from' }),
  price_insights: z.array(priceInsight).meta({ description: 'Each offer the listing has a price per m² for (sale and rent compared separately)' }),
  also_listed_by: z
    .array(z.object({ listing_id: z.number(), slug_id: z.string(), name: z.string() }))
    .meta({ description: 'Other listers of the same unit, linked by an admin (docs/decisions/057), with their listing' }),
  quality_score: z
    .number()
    .int()
    .min(0)
    .max(100)
    .meta({ description: 'The listing quality score, 0 to 100 (docs/decisions/063); its fixes are for its owner, from GET api/estate/quality/{announce_id}' }),
});
export type ListingView = z.infer<typeof listingView>;

/** PUT publish / un-publish / close: the listing's status afterwards (publish may answer pending). */
export const listingStatusResult = z.object({
  id: z.number(),
  status: listingStatusField,
  actions: z.array(z.enum(OWNER_ACTIONS)),
  expires_at: z.string().nullable(),
});
export type ListingStatusResult = z.infer<typeof listingStatusResult>;

export const deletedResult = z.object({ deleted: z.literal(true) });

/** GET api/estate/nearby-stations?lat=&lng=: the stations nearest the pin, nearest first, within 20 km. */
export const nearbyStationsQuery = z.object({
  lat: z.coerce.number({ message: 'must be a number' }).min(-90).max(90),
  lng: z.coerce.number({ message: 'must be a number' }).min(-180).max(180),
});
export const nearbyStationsResult = z.object({ stations: z.array(nearbyStation) });

/** GET api/recommended-estate: boosted first, then fresh and popular. */
export const RECOMMENDED_MAX = 30;
export const recommendedQuery = z.object({ limit: z.coerce.number().int().min(1).max(RECOMMENDED_MAX).default(12) });
export const recommendedResult = z.object({ data: z.array(listingCard) });

/** POST api/favorite/toggle */
export const favoriteToggleBody = z.object({ announce_id: rowId });
export const favoriteToggleResult = z.object({ announce_id: z.number(), favorite: z.boolean() });
/** GET api/favorite/get?page= */
export const favoritesResult = listingCardPage;

/** POST api/contact-announce-owner: every field required (spec section 5). */
export const contactOwnerBody = z.object({
  announce_id: rowId,
  name: requiredText(120),
  email: emailField,
  phone: phoneField,
  message: requiredText(2000),
  ref: brokerRefField,
});
export type ContactOwnerBody = z.input<typeof contactOwnerBody>;
export type ContactOwnerValues = z.output<typeof contactOwnerBody>;
export const contactOwnerResult = z.object({ sent: z.literal(true) });

/** GET api/user/show-agent-profile/{id}?page=&order_by=: the agent's published listings, sorted. */
export const agentListingsQuery = pageQuery.extend({ order_by: z.enum(SORT_OPTIONS).default('date-desc') });
export type AgentListingsQuery = z.infer<typeof agentListingsQuery>;
/** The public profile with a page of the agent's published listings, in the order asked for. */
export const agentProfileResult = agentProfile.extend({ announces: listingCardPage });
export type AgentProfileResult = z.infer<typeof agentProfileResult>;

/** The admin's view of a listing in the moderation queue: the card, the photos and the owner. */
export const adminListingCard = listingCard.extend({
  images: z.array(listingImage),
  owner: z.object({
    id: z.number(),
    email: z.string().nullable(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    phone: z.string().nullable(),
    company_name: z.string().nullable(),
  }),
  moderation_reason: z.string().nullable(),
  submitted_at: z.string().nullable().meta({ description: 'When it was sent for review' }),
  ...heldAsDuplicate,
  duplicate_of: z.number().nullable().meta({ description: 'The listing it was held as a duplicate of' }),
});
export type AdminListingCard = z.infer<typeof adminListingCard>;

/** GET api/admin/estate?status=pending&page=&q=&estate_type_id=&from=&to= */
export const adminEstateQuery = pageQuery.extend({
  status: listingStatusField.default('pending'),
  ...queueFilters,
  estate_type_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), rowId.optional()),
});
export type AdminEstateQuery = z.input<typeof adminEstateQuery>;
/** PUT api/admin/estate/bulk: approve or reject several pending listings, one reason for all. */
export const adminBulkEstateBody = bulkDecisionBody(rowId);
export const adminBulkEstateResult = bulkDecisionResult(z.number());
export const adminEstateResult = paginated(adminListingCard);
/** PUT api/admin/estate/reject/{id} and ban/{id}: the reason the owner reads. */
export const moderationReasonBody = z.object({ reason: requiredText(1000) });
export const moderationResult = z.object({
  id: z.number(),
  status: listingStatusField,
  action: z.enum(MODERATION_ACTIONS),
  moderation_reason: z.string().nullable(),
});
/** PUT api/admin/estate/link/{id}: the held listing approved and linked with the one it duplicates. */
export const linkDuplicateResult = moderationResult.extend({ linked_to: z.number() });

