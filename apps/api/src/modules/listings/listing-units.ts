import type { Insertable } from 'kysely';
import { PRICE_KINDS, unitPlace, type PriceKind } from '@baandee/domain';
import type { DB } from '../../db/schema.js';
import type { ListingRow } from './listings.repository.js';

/**
 * The unit a listing offers (migration 0006): the owner, the project (or the pin when no
 * project is named), the floor and the size. A unit closed and posted again by the same
 * owner gets the same key, so its price history and days on market carry over. Without a
 * project or a pin the listing is its own unit.
 */
export function unitKey(row: Pick<ListingRow, 'id' | 'user_id' | 'project_estate_id' | 'project_estate_name' | 'location_lat' | 'location_lng' | 'room_floor' | 'area_size'>): string {
  const place = unitPlace(row) ?? `l${row.id}`;
  const size = row.area_size === null ? '' : String(Number(row.area_size));
  return [row.user_id, place, row.room_floor ?? '', size].join('|');
}

const PRICE_COLUMN = { rent: 'rent_price', sell: 'sell_price' } as const satisfies Record<PriceKind, keyof ListingRow>;

const samePrice = (a: string | number | null, b: string | number | null) => (a === null || b === null ? a === b : Number(a) === Number(b));

/** A history entry for each price that differs between `before` and `after`. */
export function priceChanges(
  unit: string,
  listingId: number,
  before: Pick<ListingRow, 'rent_price' | 'sell_price'>,
  after: Pick<ListingRow, 'rent_price' | 'sell_price'>,
  at: Date,
): Insertable<DB['listing_price_changes']>[] {
  return PRICE_KINDS.filter((kind) => !samePrice(before[PRICE_COLUMN[kind]], after[PRICE_COLUMN[kind]])).map((kind) => ({
    unit_key: unit,
    listing_id: listingId,
    kind,
    old_price: before[PRICE_COLUMN[kind]],
    new_price: after[PRICE_COLUMN[kind]],
    changed_at: at,
  }));
}
