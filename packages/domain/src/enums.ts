/**
 * Every closed set of words the product stores, defined once. The zod contracts
 * (packages/contracts) and the database CHECK constraints (apps/api/src/db/migrations)
 * are built from these lists, so a value added here without a migration fails the
 * schema test.
 */

/** Account types (DESIGN 4.1): how the account signs in. LINE is connected, never a way in. */
export const ACCOUNT_TYPE = { email: 1, facebook: 2, google: 3 } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];
export const ACCOUNT_TYPES: readonly AccountType[] = Object.values(ACCOUNT_TYPE);

/** Individual or company (spec section 6, account switching). */
export const USER_TYPES = ['individual', 'company'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Admins moderate listings and payments and curate content (DESIGN 4.15). */
export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * A banned user cannot sign in and their sessions end (docs/decisions/007). A deleted
 * account keeps its row, without any personal data, for the ledger and payments that
 * point at it (docs/decisions/024).
 */
export const USER_STATUSES = ['active', 'banned', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** What a single-use mailed link is for. */
export const TOKEN_PURPOSES = ['verify-email', 'reset-password', 'change-email'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/**
 * Listing statuses (spec section 3, "listing statuses seen as labels"). "boosted" is a
 * label too, but it is not a status: it comes from a running boost of a published listing.
 */
export const LISTING_STATUSES = ['draft', 'publish', 'un-publish', 'pending', 'banned', 'closed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Sell-type words the API and the search route use (spec section 9): the Thai words for sell and rent. */
export const SELL_TYPE = { sell: 'ขาย', rent: 'เช่า' } as const;
export type SellTypeWord = (typeof SELL_TYPE)[keyof typeof SELL_TYPE];
export const SELL_TYPE_WORDS: readonly SellTypeWord[] = Object.values(SELL_TYPE);

/** Credit ledger entries (spec section 3, DESIGN 4.4); "all" is only a filter of the history. */
export const CREDIT_TRANSACTION_TYPES = ['got', 'used', 'refilled'] as const;
export type CreditTransactionType = (typeof CREDIT_TRANSACTION_TYPES)[number];

/**
 * What a listing offers (spec section 3, sell_type): the Thai word for sell, for rent, or
 * both. A search for either word also finds listings offered both ways.
 */
export const LISTING_SELL_TYPE = { ...SELL_TYPE, both: 'ขาย/เช่า' } as const;
export type ListingSellType = (typeof LISTING_SELL_TYPE)[keyof typeof LISTING_SELL_TYPE];
export const LISTING_SELL_TYPES: readonly ListingSellType[] = Object.values(LISTING_SELL_TYPE);

/** The compass direction a unit faces (the listing form's `direction`). */
export const DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * The listing form's `room_view_id` and `room_prominent_id` (spec section 3): small fixed
 * catalogues whose ids listings store; the texts are in the `listing` locale namespace
 * under `views.<slug>` and `prominent.<slug>`.
 */
export const ROOM_VIEWS = [
  { id: 1, slug: 'city' },
  { id: 2, slug: 'river' },
  { id: 3, slug: 'garden' },
  { id: 4, slug: 'pool' },
  { id: 5, slug: 'park' },
  { id: 6, slug: 'unblocked' },
] as const;
export const ROOM_PROMINENT = [
  { id: 1, slug: 'corner' },
  { id: 2, slug: 'highFloor' },
  { id: 3, slug: 'renovated' },
  { id: 4, slug: 'nearStation' },
  { id: 5, slug: 'newlyBuilt' },
  { id: 6, slug: 'quiet' },
] as const;

/** Who a listing's image is: the cover (one) or one of the gallery (ordered). */
export const LISTING_IMAGE_ROLES = ['cover', 'gallery'] as const;
export type ListingImageRole = (typeof LISTING_IMAGE_ROLES)[number];

/**
 * What the owner's dashboard counts per listing and day (DESIGN 4.10): a visitor opened
 * the page, sent the contact form, or added it to favourites.
 */
export const LISTING_EVENT_KINDS = ['view', 'contact', 'favorite'] as const;
export type ListingEventKind = (typeof LISTING_EVENT_KINDS)[number];

/** Admin decisions on a listing, kept as its moderation history (the owner sees the last reason). */
export const MODERATION_ACTIONS = ['approve', 'reject', 'ban', 'unban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Which price a price-history entry is about. */
export const PRICE_KINDS = ['rent', 'sell'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

/** Where a recorded search came from (search_logs.source): the search route or a trend page. */
export const SEARCH_SOURCES = ['search', 'trend'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];

/**
 * What a credit ledger entry is about (credit_transactions.subject_kind): the listing a
 * first publish paid for, the boost credits paid for, the purchase that refilled credits,
 * the welcome grant or an event's reward.
 */
export const CREDIT_SUBJECTS = ['listing', 'boost', 'payment', 'welcome', 'event', 'admin'] as const;
export type CreditSubject = (typeof CREDIT_SUBJECTS)[number];

/**
 * A payment by bank transfer (DESIGN 4.5, 4.6): for a package (credits are refilled when an
 * admin approves it) or for a boost (the boost starts when an admin approves it).
 */
export const PAYMENT_KINDS = ['purchase', 'boost'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * A payment awaits the transfer, then its slip (the slip arrived: an admin checks it), and
 * ends approved, rejected, or cancelled (the buyer gave up before sending a slip).
 */
/** A listing's house rules, each a 0/1 flag on the wire (is_pet_allow ...). */
export const LISTING_RULE_FLAGS = ['is_pet_allow', 'is_cooking_allow', 'is_smoking_allow'] as const;
export type ListingRuleFlag = (typeof LISTING_RULE_FLAGS)[number];

export const PAYMENT_STATUSES = ['awaiting_payment', 'awaiting_approval', 'approved', 'rejected', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A payment still open: awaiting the transfer, or its slip awaiting the admin's review. */
export const OPEN_PAYMENT_STATUSES = ['awaiting_payment', 'awaiting_approval'] as const satisfies readonly PaymentStatus[];
export type OpenPaymentStatus = (typeof OPEN_PAYMENT_STATUSES)[number];

/** Where a payment slip came from: a picture sent to the LINE official account, or the credit page. */
export const SLIP_SOURCES = ['line', 'upload'] as const;
export type SlipSource = (typeof SLIP_SOURCES)[number];

/**
 * A boost paid with credits is `active` at once; one paid by transfer is `awaiting_payment`
 * until an admin approves its payment, then `active`; it is `ended` after BOOST_LIFETIME_DAYS
 * and `rejected` when its payment is.
 */
export const BOOST_STATUSES = ['awaiting_payment', 'active', 'ended', 'rejected'] as const;
export type BoostStatus = (typeof BOOST_STATUSES)[number];

/** How a boost is paid for: with credits from the balance, or by bank transfer and a slip. */
export const BOOST_PAYMENT_METHODS = ['credits', 'transfer'] as const;
export type BoostPaymentMethod = (typeof BOOST_PAYMENT_METHODS)[number];
