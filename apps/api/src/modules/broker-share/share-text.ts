import type { ListingCard } from '@baandee/contracts';
import { LISTING_SELL_TYPE } from '@baandee/domain';

/*
 * The ready-to-paste posts of a broker-group share (docs/decisions/053): only what the
 * listing states (deal, type, project, place, station, price, rooms, size) and the tracked
 * link, one fact a line, as brokers' group posts are read on a phone.
 */

const baht = (value: number) => Math.round(value).toLocaleString('en-US');
const km = (value: number) => String(Math.round(value * 10) / 10);

function sells(card: ListingCard): { sell: boolean; rent: boolean } {
  return { sell: card.sell_type === LISTING_SELL_TYPE.sell || card.sell_type === LISTING_SELL_TYPE.both, rent: card.sell_type === LISTING_SELL_TYPE.rent || card.sell_type === LISTING_SELL_TYPE.both };
}

const lines = (parts: (string | null | false)[]) => parts.filter((part): part is string => typeof part === 'string' && part.length > 0).join('\n');

export function thaiPost(card: ListingCard, link: string): string {
  const { sell, rent } = sells(card);
  const deal = sell && rent ? 'ขาย/ให้เช่า' : sell ? 'ขาย' : rent ? 'ให้เช่า' : '';
  const what = [deal, card.estate_type?.name_th, card.project_estate_name].filter(Boolean).join(' ');
  const place = [card.district?.name_th, card.province?.name_th].filter(Boolean).join(' ');
  const prices = [
    rent && card.rent_price !== null ? `เช่า ${baht(card.rent_price)} บาท/เดือน` : null,
    sell && card.sell_price !== null ? `ขาย ${baht(card.sell_price)} บาท` : null,
  ].filter(Boolean);
  const rooms = [
    card.total_bedroom > 0 ? `${card.total_bedroom} ห้องนอน` : null,
    card.total_restroom > 0 ? `${card.total_restroom} ห้องน้ำ` : null,
    card.area_size !== null ? `${baht(card.area_size)} ตร.ม.` : null,
  ].filter(Boolean);
  const station = card.nearest_station;
  return lines([
    what,
    place && `ทำเล ${place}`,
    station && `ใกล้ ${station.name_th} ${km(station.distance)} กม.`,
    prices.length > 0 && `ราคา ${prices.join(' / ')}`,
    rooms.join(' '),
    `ดูรายละเอียดและติดต่อเจ้าของ: ${link}`,
  ]);
}

export function englishPost(card: ListingCard, link: string): string {
  const { sell, rent } = sells(card);
  const deal = sell && rent ? 'For sale or rent' : sell ? 'For sale' : rent ? 'For rent' : '';
  const what = [card.estate_type?.name_en, card.project_estate_name].filter(Boolean).join(', ');
  const place = [card.district?.name_en, card.province?.name_en].filter(Boolean).join(', ');
  const prices = [
    rent && card.rent_price !== null ? `${baht(card.rent_price)} baht/month` : null,
    sell && card.sell_price !== null ? `${baht(card.sell_price)} baht to buy` : null,
  ].filter(Boolean);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const rooms = [
    card.total_bedroom > 0 ? plural(card.total_bedroom, 'bedroom') : null,
    card.total_restroom > 0 ? plural(card.total_restroom, 'bathroom') : null,
    card.area_size !== null ? `${baht(card.area_size)} sq m` : null,
  ].filter(Boolean);
  const station = card.nearest_station;
  return lines([
    [deal, what].filter(Boolean).join(': '),
    place && `Location: ${place}`,
    station && `Near ${station.name_en} (${km(station.distance)} km)`,
    prices.length > 0 && `Price: ${prices.join(' / ')}`,
    rooms.join(', '),
    `Details and contact: ${link}`,
  ]);
}
