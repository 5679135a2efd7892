import { formatNumber } from '@baandee/domain';
import { currentLanguage } from '../../lib/i18n';

const locale = () => (currentLanguage() === 'en' ? 'en-GB' : 'th-TH');

/** A calendar day (YYYY-MM-DD) as the reader's language writes it; the day never shifts with the browser's zone. */
export function formatDay(day: string, style: 'short' | 'long' = 'long'): string {
  const options: Intl.DateTimeFormatOptions = style === 'short' ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short', year: 'numeric' };
  return new Intl.DateTimeFormat(locale(), { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A count with thousands separators. */
export const formatCount = (value: number) => formatNumber(value, currentLanguage() === 'en' ? 'en-US' : 'th-TH');

/** A 0-1 rate as a percentage with one decimal, or a dash when there is none. */
export const formatRate = (rate: number | null) => (rate === null ? '–' : `${formatNumber(Math.round(rate * 1000) / 10, currentLanguage() === 'en' ? 'en-US' : 'th-TH')}%`);
