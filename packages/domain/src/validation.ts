import { PHONE_LENGTH } from './constants.js';

/** A pragmatic e-mail check: one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

export function isValidPhone(value: string): boolean {
  return value.length === PHONE_LENGTH && /^\d+$/.test(value);
}

/**
 * Thai national id: 13 digits, the last a checksum of the first 12
 * (sum of digit * (13 - position), then (11 - sum mod 11) mod 10).
 */
export function isValidThaiId(value: string): boolean {
  return isThaiIdShape(value) && hasValidThaiIdCheckDigit(value);
}

/** 13 digits, whatever they are. */
export function isThaiIdShape(value: string): boolean {
  return /^\d{13}$/.test(value);
}

/** The 13th digit is the check digit of the first 12 (mod-11 weights 13 to 2). */
export function hasValidThaiIdCheckDigit(value: string): boolean {
  if (!isThaiIdShape(value)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(value[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}
