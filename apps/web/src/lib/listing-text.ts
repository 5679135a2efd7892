import type { TFunction } from 'i18next';
import type { ListingSellType } from '@baandee/domain';
import { LISTING_SELL_TYPE, formatMarketDate, formatNumber } from '@baandee/domain';
import { currentLanguage } from './i18n';

/** A master-data name in the page's language (Thai when the English one is empty). */
export function localName(item: { name_th: string; name_en: string } | null | undefined): string {
  if (!item) return '';
  return currentLanguage() === 'en' && item.name_en ? item.name_en : item.name_th;
}

/** A date as the reader's language writes it (Thai: Buddhist-era year). */
export function formatDate(iso: string): string {
  return formatMarketDate(iso, currentLanguage() === 'en' ? 'en' : 'th');
}

export interface PriceLine {
  kind: 'sell' | 'rent';
  text: string;
}

/**
 * The prices a listing shows for its sell type, with thousands separators: the sale price
 * for sale, the monthly rent for rent, both for a listing offered both ways.
 */
export function priceLines(
  t: TFunction<'listing'>,
  listing: { sell_type: ListingSellType | null; sell_price: number | null; rent_price: number | null },
): PriceLine[] {
  const lines: PriceLine[] = [];
  const sells = listing.sell_type === LISTING_SELL_TYPE.sell || listing.sell_type === LISTING_SELL_TYPE.both;
  const rents = listing.sell_type === LISTING_SELL_TYPE.rent || listing.sell_type === LISTING_SELL_TYPE.both;
  if (sells && listing.sell_price !== null) lines.push({ kind: 'sell', text: t('card.price', { price: formatNumber(listing.sell_price) }) });
  if (rents && listing.rent_price !== null) lines.push({ kind: 'rent', text: t('card.pricePerMonth', { price: formatNumber(listing.rent_price) }) });
  return lines;
}
