/** Business constants of spec section 9; each number exists here once. */

export const PRODUCT_NAME = 'BaanDee';

export const PASSWORD_MIN_LENGTH = 8; // NIST SP 800-63B's minimum, as the Accounts issue sets it (ASVS 2.1.1 would ask 12)
export const PASSWORD_MAX_LENGTH = 128; // long passphrases are fine; bounds the hashing work per request
export const PHONE_LENGTH = 10; // Thai mobile and landline numbers with area code are 10 digits
export const THAI_ID_LENGTH = 13; // national id card and juristic person registration numbers
export const POSTAL_CODE_LENGTH = 5;
export const NEARBY_MAX_DISTANCE_KM = 20; // spec: nearby places farther than this are not "nearby"
export const GALLERY_MIN_IMAGES = 3; // spec: at least 3 gallery images
export const GALLERY_MAX_IMAGES = 20; // a page of photos a visitor still scrolls through
export const NEARBY_STATIONS_MAX = 10;
export const NEARBY_PLACES_MAX = 20;
/** How many stations the form suggests from the pin, nearest first, within NEARBY_MAX_DISTANCE_KM. */
export const STATION_SUGGESTIONS = 5;
/** A listing's text limits, shared by the form and the server. */
export const LISTING_TEXT_LIMITS = { title: 200, description: 5000, projectName: 255, short: 255, url: 500 } as const;
/** Prices and fees in baht; a bound far above any real Thai property keeps typos out of the data. */
export const LISTING_PRICE_MAX = 10_000_000_000;
export const LISTING_AREA_MAX = 1_000_000; // m², a large factory plot
/** Messages a visitor may send to owners through the contact form per sender in CONTACT_OWNER_WINDOW_MINUTES. */
export const CONTACT_OWNER_LIMIT = 5;
export const CONTACT_OWNER_WINDOW_MINUTES = 60;
/** Listing-text drafts per owner in DRAFT_TEXT_WINDOW_MINUTES: plenty for editing, a cap on model calls. */
export const DRAFT_TEXT_LIMIT = 30;
export const DRAFT_TEXT_WINDOW_MINUTES = 10;
export const BOOST_APPROVAL_DAYS = { min: 1, max: 2 } as const;

// PDPA: the user's rights (docs/decisions/024).
/** Downloads of one's own data per account in DATA_EXPORT_WINDOW_MINUTES: enough to retry, not a scraper. */
export const DATA_EXPORT_LIMIT = 5;
export const DATA_EXPORT_WINDOW_MINUTES = 60;
/** What an account with neither a password nor an e-mail types to confirm its deletion. */
export const DELETE_ACCOUNT_WORD = 'DELETE';
/**
 * How long raw events (listing views, contacts and favourites, searches, LINE webhook
 * events) are kept by default: over a year, so a year-on-year comparison still has its
 * days. The RETENTION_DAYS setting changes it.
 */
export const RAW_EVENT_RETENTION_DAYS = 400;
/** Messages to owners and to us are kept this long by default (MESSAGE_RETENTION_DAYS). */
export const MESSAGE_RETENTION_DAYS = 730;

// The three spec constants whose meaning the spec leaves open (DESIGN 4.7).
export const LISTING_LIFETIME_DAYS = 60;
/** One day in milliseconds, for the lifetimes above. */
export const DAY_MS = 24 * 60 * 60 * 1000;
/** The largest id an integer (int4) column holds: a larger one is no row, never a 500. */
export const INT4_MAX = 2_147_483_647;
/** Owners are told this many days before a listing closes: time to act, not so early it is forgotten. */
export const LISTING_EXPIRY_WARNING_DAYS = 3;
export const RESULTS_PER_PAGE = 10;
export const BOOST_LIFETIME_DAYS = 7;

export const PACKAGE_OPENING99 = { code: 'OPENING99', headPrice: 99, credits: 2 } as const;

// Credits (DESIGN 4.4-4.6): what the ledger grants and what things cost.
/** Credits every new account gets once (a `got` entry): its first two listings are free. */
export const WELCOME_CREDITS = 2;
/** A listing's first publish uses this many credits; publishing it again is free. */
export const PUBLISH_CREDITS = 1;
/** A boost uses this many credits (OPENING99's 2 credits buy "2 new listings or 1 boost"). */
export const BOOST_CREDITS = 2;
/** A boost paid by transfer costs what the credits it would use cost in OPENING99: 99 baht, in satang. */
export const BOOST_PRICE_SATANG = 9_900;
/** Satang in a baht: money is stored and computed in integer satang, never in floating baht. */
export const SATANG_PER_BAHT = 100;
/** A payment's transfer reference: this prefix and random characters a person can read out. */
export const PAYMENT_REFERENCE_PREFIX = 'BD';
export const PAYMENT_REFERENCE_LENGTH = 8;
export const ARTICLE_RESOURCE_ID = 1;

export const SEARCH_DEFAULTS = {
  min_price: 0,
  max_price: 10_000_000,
  order_by: 'date-desc',
} as const;
export const SORT_OPTIONS = ['price-desc', 'price-asc', 'date-desc', 'date-asc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const ROOM_COUNT_OPTIONS = [0, 1, 2, 3, 4] as const; // 4 means "4+"
/** The search filter's searchMode (spec section 3): a general search or a room-code search. */
export const SEARCH_MODES = ['general', 'code_search'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];
/** A search counts its matches exactly up to this many, then answers "1,000+" (pages stop there). */
export const SEARCH_TOTAL_CAP = 1000;
/**
 * A nearby station further than this (km) is not part of what a keyword matches: listings
 * list stations kilometres away ("BTS Udom Suk 8.5 km"), and a station's line names a whole
 * area ("Sukhumvit Line" runs from Mo Chit to Samut Prakan), so "คอนโด สุขุมวิท" found condos
 * in Rangsit and Thanyaburi. Two kilometres is about 25 minutes on foot, the furthest a
 * station is still "near" for someone who walks to it; the station still counts for the
 * station and line filters, which a person picks knowingly.
 */
export const STATION_WALKING_DISTANCE_KM = 2;
/**
 * The walking distances (metres) a search near picked stations may be narrowed to: a few
 * minutes, about a quarter of an hour, and the furthest a station is still "near"
 * (STATION_WALKING_DISTANCE_KM). Measured as the listing states each station's distance.
 */
export const STATION_DISTANCE_OPTIONS = [500, 1000, 2000] as const;
export type StationDistance = (typeof STATION_DISTANCE_OPTIONS)[number];
/**
 * Whether a keyword's relevance (the keyword in the title, then in the listing's own words)
 * ranks the results before the order: in date orders (the default, "newest"), yes; a price
 * order is what a person asked for explicitly, so the cheapest comes first whatever matched where.
 */
export const ranksByRelevance = (order: SortOption): boolean => order.startsWith('date');
/** The map view asks for up to this many results a page; a list page shows RESULTS_PER_PAGE. */
export const SEARCH_PER_PAGE_MAX = 100;

export const CONTENT_LOADER = { minHeightPx: 200, timeoutMs: 6000 } as const;
export const DEFAULT_MAP_CENTRE = { lat: 13.8297505, lng: 100.5694539 } as const;
export const BACK_TO_TOP_AFTER_PX = 1500;
export const LINE_RECHECK_MS = 700; // spec: messaging-app connection re-check interval
export const LINE_STATE_LENGTH = 7; // spec: the messaging-app authorization's random state
/** The state's letters: no 0/O, 1/I/L, so one read aloud or copied by hand cannot be mistaken. */
export const LINE_STATE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A LINE Login started and not finished within this many minutes must start again. */
export const LINE_STATE_TTL_MINUTES = 10;
/**
 * One verification mail a minute per account: enough for a mail that got lost, too slow
 * to fill an inbox. The server refuses sooner resends; the page counts the wait down.
 */
export const VERIFY_RESEND_COOLDOWN_SECONDS = 60;

/** Posting is supported only in these provinces (spec section 1). */
export const PROVINCE_IDS = {
  bangkok: 10,
  samutPrakan: 11,
  nonthaburi: 12,
  pathumThani: 13,
  nakhonPathom: 73,
  samutSakhon: 74,
} as const;
export const SUPPORTED_PROVINCE_IDS: readonly number[] = Object.values(PROVINCE_IDS);

/** Bottom-navigation highlight index per area (spec section 2). */
export const BOTTOM_NAV = { home: 0, search: 1, recommended: 2, articles: 3, more: 4 } as const;

/** Popular-area trend pages linked from the footer: slug ids 11 to 15. */
export const POPULAR_AREA_TREND_IDS = [11, 12, 13, 14, 15] as const;
