import { MORTGAGE_LIMITS, GALLERY_MIN_IMAGES, IMAGE_MAX_MB, IMAGE_MAX_MEGAPIXELS, SLIP_MAX_ASPECT, SLIP_MAX_MEGAPIXELS, NEARBY_MAX_DISTANCE_KM, PHONE_LENGTH, POSTAL_CODE_LENGTH, THAI_ID_LENGTH, PASSWORD_MIN_LENGTH, SONGKRAN_MESSAGE_MAX, SONGKRAN_MESSAGE_MAX_LINES, SONGKRAN_NAME_MAX, SONGKRAN_SHARE_CREDITS_MAX } from '@baandee/domain';
import type { ErrorKey } from '@baandee/locales';
import { errors } from '@baandee/locales/th/errors';
import { firstFieldMessages, type ApiError } from './api-client';
import { i18n } from './i18n';

export function isErrorKey(value: string): value is ErrorKey {
  return Object.prototype.hasOwnProperty.call(errors, value);
}

/**
 * Limits that messages and field hints quote ({{imageMb}}, {{passwordMin}}, ...), from the
 * constants that enforce them, so a text never states a number the rules do not use.
 */
export const LIMIT_VALUES = {
  imageMb: String(IMAGE_MAX_MB),
  imageMegapixels: String(IMAGE_MAX_MEGAPIXELS),
  slipMegapixels: String(SLIP_MAX_MEGAPIXELS),
  slipAspect: String(SLIP_MAX_ASPECT),
  passwordMin: String(PASSWORD_MIN_LENGTH),
  phoneLength: String(PHONE_LENGTH),
  distanceKm: String(NEARBY_MAX_DISTANCE_KM),
  thaiIdLength: String(THAI_ID_LENGTH),
  postalCodeLength: String(POSTAL_CODE_LENGTH),
  galleryMin: String(GALLERY_MIN_IMAGES),
  shareCreditsMax: String(SONGKRAN_SHARE_CREDITS_MAX),
  cardMessageMax: String(SONGKRAN_MESSAGE_MAX),
  cardMessageLines: String(SONGKRAN_MESSAGE_MAX_LINES),
  cardNameMax: String(SONGKRAN_NAME_MAX),
  loanShareMin: String(MORTGAGE_LIMITS.loan_share_percent.min),
  loanShareMax: String(MORTGAGE_LIMITS.loan_share_percent.max),
  loanYearsMin: String(MORTGAGE_LIMITS.years.min),
  loanYearsMax: String(MORTGAGE_LIMITS.years.max),
  rateMin: String(MORTGAGE_LIMITS.annual_rate_percent.min),
  rateMax: String(MORTGAGE_LIMITS.annual_rate_percent.max),
};

/** An API message key in the reader's language; unknown keys read as the generic failure. */
export function translateMessage(key: string): string {
  return i18n.t(isErrorKey(key) ? key : 'something went wrong', { ns: 'errors', ...LIMIT_VALUES });
}

/**
 * Spec section 8: the message, and the first message of each field as a list. A field
 * message that only repeats the message (an upload's one field: 'not an image') is not
 * listed again, and each message is listed once.
 */
export function describeApiError(error: ApiError): { text: string; items: string[] } {
  const text = translateMessage(error.key);
  // a suspension's reason is the admin's own words, not a catalogue key
  if (error.key === 'account suspended') return { text, items: error.fieldErrors.reason?.slice(0, 1) ?? [] };
  const items = new Set(Object.values(firstFieldMessages(error.fieldErrors)).map(translateMessage));
  items.delete(text);
  return { text, items: [...items] };
}
