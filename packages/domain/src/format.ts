/** Display helpers of spec section 5: thousands separators, phones in 3-3-4 or masked. */

/**
 * The market's clock: a listing's dates are Bangkok dates wherever the server or the
 * visitor's device is, so the server's HTML and the browser's render show the same day.
 */
export const MARKET_TIME_ZONE = 'Asia/Bangkok';

/** A day as people in the market read it: "26 พ.ย. 2569" or "26 Nov 2026" (`month`: short or long). */
export function formatMarketDate(iso: string | Date, language: 'th' | 'en', month: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'th-TH', { day: 'numeric', month, year: 'numeric', timeZone: MARKET_TIME_ZONE }).format(new Date(iso));
}

export function formatNumber(value: number, locale = 'th-TH'): string {
  return new Intl.NumberFormat(locale).format(value);
}

export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 10) return digits;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Keeps the first three and last digit visible: 081-xxx-xxx8. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 10) return 'xxx-xxx-xxxx';
  return `${digits.slice(0, 3)}-xxx-xxx${digits.slice(9)}`;
}

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Decimal inputs keep digits and the first dot. */
export function decimalOnly(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  return dot === -1 ? cleaned : cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
}

