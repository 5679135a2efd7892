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

/** A banned user cannot sign in and their sessions end (docs/decisions/007). */
export const USER_STATUSES = ['active', 'banned'] as const;
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
