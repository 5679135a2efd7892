/** Display helpers of spec section 5: thousands separators, phones in 3-3-4 or masked. */

/**
 * The market's clock: a listing's dates are Bangkok dates wherever the server or the
 * visitor's device is, so the server's HTML and the browser's render show the same day.
 */
export const MARKET_TIME_ZONE = 'Asia/Bangkok';

/**
 * One formatter per key, made on first use: making an Intl formatter costs far more than
 * using it (the first of a locale loads its data, a long task on a phone: decision 004), and a page of cards
 * formats hundreds of numbers.
 */
function formatters<F>(make: (key: string) => F): (key: string) => F {
  const made = new Map<string, F>();
  return (key) => {
    let formatter = made.get(key);
    if (!formatter) made.set(key, (formatter = make(key)));
    return formatter;
  };
}

const marketDateFormat = formatters((key) => {
  const [locale, month] = key.split(' ') as [string, 'short' | 'long'];
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: MARKET_TIME_ZONE });
});
const numberFormat = formatters((locale) => new Intl.NumberFormat(locale));

/** Bangkok's offset from UTC, the same all year (no summer time since the zone's start in 1920). */
const MARKET_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;
/** From here on the offset above is the zone's: earlier dates go to Intl. */
const MARKET_OFFSET_SINCE = Date.UTC(1920, 3, 1);
/** Thai years count from the Buddha's passing, 543 years before the common era's. */
const BUDDHIST_ERA_OFFSET = 543;
/** The months as the app's two locales write them with `Intl.DateTimeFormat` (a test holds them equal). */
const MONTH_NAMES = {
  th: {
    short: ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'],
    long: ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'],
  },
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
} as const;

/**
 * A day as people in the market read it: "26 พ.ย. 2569" or "26 Nov 2026" (`month`: short or
 * long). Written by hand as `Intl.DateTimeFormat` writes it in th-TH and en-GB, because the
 * first Thai date formatter of a page loads ICU data: 200 ms of the listing page's hydration
 * on a throttled phone. Dates before the zone's fixed offset go to Intl.
 */
export function formatMarketDate(iso: string | Date, language: 'th' | 'en', month: 'short' | 'long' = 'short'): string {
  const time = new Date(iso).getTime();
  if (!(time >= MARKET_OFFSET_SINCE && time < Date.UTC(10_000 - BUDDHIST_ERA_OFFSET, 0))) {
    return marketDateFormat(`${language === 'en' ? 'en-GB' : 'th-TH'} ${month}`).format(new Date(iso));
  }
  const day = new Date(time + MARKET_UTC_OFFSET_MS);
  const year = day.getUTCFullYear() + (language === 'en' ? 0 : BUDDHIST_ERA_OFFSET);
  return `${day.getUTCDate()} ${MONTH_NAMES[language][month][day.getUTCMonth()]} ${year}`;
}

/**
 * Locales whose default number format is Western digits, ',' between thousands, '.' before
 * at most three decimals: the app's two languages.
 */
const GROUPED_LOCALES = new Set(['th', 'th-TH', 'en', 'en-US', 'en-GB']);

/**
 * "1,250,000" or "35.5": `Intl.NumberFormat(locale).format` (a test holds them equal), done
 * by hand for the app's locales, because the first Thai NumberFormat of a page loads ICU
 * data for ~40 ms (160 ms on a throttled phone) in the middle of the home page's hydration.
 */
export function formatNumber(value: number, locale = 'th-TH'): string {
  // the shortest decimal that reads back as the value, as ICU rounds it ("1.0005" -> "1.001")
  const digits = Math.abs(value).toString();
  if (!GROUPED_LOCALES.has(locale) || !/^\d+(\.\d+)?$/.test(digits) || Math.abs(value) >= 1e15) return numberFormat(locale).format(value);
  const [whole = '0', fraction = ''] = digits.split('.');
  let scaled = BigInt(whole + fraction.slice(0, 3).padEnd(3, '0'));
  if (Number(fraction[3] ?? '0') >= 5) scaled += 1n; // half away from zero
  const units = (scaled / 1000n).toString();
  const decimals = (scaled % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${units.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals ? `.${decimals}` : ''}`;
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

