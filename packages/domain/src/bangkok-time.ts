import { MARKET_TIME_ZONE } from './format.js';

/**
 * Times an admin types and reads are Bangkok's (Asia/Bangkok, UTC+7 all year: Thailand keeps
 * no daylight saving), whatever the zone of the browser they use, as the public pages show them.
 */
export const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** A moment as Bangkok's clock and calendar read it, in the reader's language: "13 เมษายน 2570 09:00". */
export function formatBangkokTime(iso: string, language: 'th' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'th-TH', { dateStyle: 'long', timeStyle: 'short', timeZone: MARKET_TIME_ZONE }).format(new Date(iso));
}

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** `2026-04-13T09:00`, a `datetime-local` field's value, in Bangkok time; '' for none. */
export function toBangkokInput(iso: string | null): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + BANGKOK_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant a `datetime-local` value names in Bangkok time; undefined when blank or not a time. */
export function fromBangkokInput(value: string): string | undefined {
  const parts = INPUT.exec(value);
  if (!parts) return undefined;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [number, number, number, number, number];
  const time = Date.UTC(year, month - 1, day, hour, minute) - BANGKOK_OFFSET_MS;
  // 2026-02-30 would roll over into March: a day the calendar does not have is not a time
  return new Date(time + BANGKOK_OFFSET_MS).getUTCDate() === day && month <= 12 && hour < 24 && minute < 60 ? new Date(time).toISOString() : undefined;
}
