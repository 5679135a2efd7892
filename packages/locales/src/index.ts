import { errors as thErrors } from './th/errors.js';
import { errors as enErrors } from './en/errors.js';

export type { Catalogue } from './types.js';

/** Thai is the source catalogue and the fallback; English follows its keys. */
export const resources = {
  th: { errors: thErrors },
  en: { errors: enErrors },
} as const;

export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'th';

export type ErrorKey = keyof typeof thErrors;
export const ERROR_KEYS = Object.keys(thErrors) as ErrorKey[];

export function isErrorKey(value: string): value is ErrorKey {
  return Object.prototype.hasOwnProperty.call(thErrors, value);
}
