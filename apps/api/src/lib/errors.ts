import type { ErrorKey } from '@baandee/locales';

export type FieldErrors = Record<string, ErrorKey[]>;

/**
 * An error a client is meant to see: a catalogue key, an HTTP status and optional field
 * errors. Anything else thrown in a handler becomes a 500 "something went wrong".
 *
 * Code throws the named factories below, never `new AppError(...)` itself: each answer
 * of the catalogue (spec section 8) is then written once, with its status and field.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: ErrorKey,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(key);
  }
}

/** The key as the message and as the one error of `field`. */
const onField = (status: number, key: ErrorKey, field: string) => new AppError(status, key, { [field]: [key] });

// Generic answers
export const badInput = (fieldErrors?: FieldErrors) => new AppError(422, 'invalid input', fieldErrors);
/** 400: a body that is not what the endpoint reads at all (not JSON, not multipart). */
export const malformedBody = () => new AppError(400, 'invalid input');
export const notFound = (key: ErrorKey = 'content not found') => new AppError(404, key);
export const unauthorized = (key: ErrorKey = 'unauthorized, please re-login') => new AppError(401, key);
/**
 * 403 'account suspended' (docs/decisions/046): at sign-in and on every call with a session
 * of a suspended account. The admin's reason, free text, rides in `errors.reason`, which the
 * web app shows under the message.
 */
export const accountSuspended = (reason: string | null) =>
  new AppError(403, 'account suspended', reason ? { reason: [reason as ErrorKey] } : undefined);
export const forbidden = (key: ErrorKey = 'permission denied for edit or view') => new AppError(403, key);
export const tooManyRequests = () => new AppError(429, 'too many requests');
/** 503 'service unavailable', naming the parts that are down. */
export const serviceUnavailable = (down?: FieldErrors) => new AppError(503, 'service unavailable', down);
export const alreadyInUse = (field: string) => onField(409, 'already in use', field);

// Accounts
export const linkExpired = () => new AppError(422, 'reset link expired');
// 422, not 401: the web app treats any 401 as "session over" and leaves the login dialog.
export const wrongCredentials = () => new AppError(422, 'email or password not valid');
/** 403 at sign-in; a banned user's existing sessions answer 401 with the same key (plugins/auth.plugin.ts). */
export const accountBanned = () => new AppError(403, 'account banned');
/** The address belongs to another account; `field` when the request named it. */
export const emailTaken = (field?: string) =>
  field === undefined ? new AppError(422, 'email already registered') : onField(422, 'email already registered', field);
export const oldPasswordNotValid = (field: string) => onField(422, 'old password not valid', field);
export const passwordNotValid = (field: string) => onField(422, 'password not valid', field);
export const passwordTooWeak = (field: string) => onField(422, 'password too weak', field);
export const confirmationNotMatch = (field: string) => onField(422, 'confirmation not match', field);
export const profileIncomplete = (fieldErrors: FieldErrors) => new AppError(422, 'profile incomplete', fieldErrors);
/** A social sign-in the provider refused (422), that conflicts with an account (409) or whose provider failed (502). */
export const socialLoginFailed = (status: 409 | 422 | 502 = 422) => new AppError(status, 'login failed');
export const providerNotConfigured = () => new AppError(503, 'login method not available');

// Messaging app (LINE)
export const lineNotSetUp = () => new AppError(503, 'messaging app not set up');
export const lineLoginFailed = () => new AppError(422, 'messaging-app login failed');
export const lineLoginExpired = () => new AppError(422, 'messaging-app login expired');
export const lineAlreadyConnected = () => new AppError(409, 'messaging-app account already connected');
export const lineFriendFirst = () => new AppError(403, 'add the messaging-app friend first');
export const signatureNotValid = () => new AppError(401, 'signature not valid');

// Listings
export const listingMissing = () => new AppError(404, 'announcement does not exist');
export const notTheOwner = () => new AppError(403, 'not the owner');
export const wrongState = () => new AppError(409, 'announcement not in publish status');
export const unfinishedListing = () => new AppError(409, 'previous announcement unfinished');
/** A listing's location outside the area served, with the fields that say so. */
export const outsideServedArea = (fieldErrors: FieldErrors) => new AppError(422, 'outside Bangkok not available', fieldErrors);
export const alreadyBoosted = () => new AppError(409, 'already boosted');
/** 403: held for its scam reports or its owner suspended (docs/decisions/046). */
export const announcementUnavailable = () => new AppError(403, 'announcement unavailable');

// Reports and users (docs/decisions/046)
export const reportMissing = () => new AppError(404, 'report does not exist');
export const reportClosed = () => new AppError(409, 'report already closed');
export const cannotSuspendYourself = () => new AppError(403, 'cannot suspend yourself');
export const lastAdmin = () => new AppError(409, 'last admin');

// The broker-group share (docs/decisions/053)
export const brokerShareMissing = () => new AppError(404, 'broker share does not exist');
export const brokerShareShared = () => new AppError(409, 'broker share already shared');
export const brokerShareWithoutListing = () => new AppError(409, 'broker share has no listing yet');
export const listingInBrokerShare = () => new AppError(409, 'announcement already in a broker share');

// Credits and payments
export const notEnoughCredits = () => new AppError(409, 'not enough credits');
/** The listing's photo enhancements are used up (docs/decisions/050). */
export const noEnhancementsLeft = () => new AppError(409, 'no enhancements left');
export const packageNotAvailable = () => new AppError(404, 'package not available');
export const purchaseFailed = () => new AppError(409, 'failed to purchase');
export const paymentMissing = () => new AppError(404, 'payment does not exist');
export const paymentDecided = () => new AppError(409, 'payment already decided');
export const slipAlreadyUsed = () => new AppError(409, 'slip already used');

// Content
export const categoryHasArticles = () => new AppError(409, 'category has articles');
export const eventNotRunning = () => new AppError(403, 'event not running');

// Uploads
export const notAnImage = (field: string) => onField(422, 'not an image', field);
export const imageTooLarge = (field: string) => onField(413, 'image over 2 MB', field);
/** A picture over a pixel limit: the limit's own key (24 megapixels, or a slip's). */
export const overPixels = (field: string, key: ErrorKey) => onField(422, key, field);
/** 503 'upload storage unavailable', carrying the storage's own error for the log. */
export const storageUnavailable = (cause: unknown) => Object.assign(new AppError(503, 'upload storage unavailable'), { cause });
