import { SATANG_PER_BAHT, formatNumber } from '@baandee/domain';

/**
 * Money on the credit screens is integer satang, as the API sends it: these turn it into
 * text and back without ever computing with fractional baht.
 */

/** 9900 -> "99.00", 123456789 -> "1,234,567.89": whole baht with separators, then the satang. */
export function formatSatang(satang: number): string {
  if (!Number.isSafeInteger(satang)) throw new RangeError(`not a whole number of satang: ${satang}`);
  const sign = satang < 0 ? '-' : '';
  const whole = Math.abs(satang);
  const baht = Math.floor(whole / SATANG_PER_BAHT);
  const rest = whole % SATANG_PER_BAHT;
  return `${sign}${formatNumber(baht, 'en-US')}.${String(rest).padStart(2, '0')}`;
}

/** Whole baht with separators and up to two decimals: "99", "99.5", "1,234.50". */
const BAHT_TEXT = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{0,2}))?$/;

/**
 * A price typed in baht as satang, read digit by digit from the text ("99.90" -> 9990):
 * a float would turn 0.29 baht into 28.999999999999996 satang. Null for anything that is
 * not a non-negative amount with at most two decimals.
 */
export function parseBahtToSatang(text: string): number | null {
  const match = BAHT_TEXT.exec(text.trim());
  if (!match) return null;
  const baht = match[1]!.replace(/,/g, '');
  const satang = (match[2] ?? '').padEnd(2, '0');
  const value = Number(baht) * SATANG_PER_BAHT + Number(satang);
  return Number.isSafeInteger(value) ? value : null;
}

/** Satang as the text a price field starts with: 9900 -> "99.00" (no separators, so it parses back). */
export function satangToBahtText(satang: number): string {
  return formatSatang(satang).replace(/,/g, '');
}
