import { MARKET_TIME_ZONE } from '@baandee/domain';
import { currentLanguage } from '../../lib/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as the admin reads it: Bangkok's date and time whatever the device's zone
 * (the screens name the zone beside it), so two admins in different places read the same.
 */
export function bangkokTime(iso: string): string {
  const locale = currentLanguage() === 'en' ? 'en-GB' : 'th-TH';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false, timeZone: MARKET_TIME_ZONE });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
