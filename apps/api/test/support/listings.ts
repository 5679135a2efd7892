import type { Insertable } from 'kysely';
import type { ListingsTable } from '../../src/db/tables/listings.js';
import type { TestContext } from '../helpers.js';

let counter = 0;

/**
 * A published listing of `userId`, written straight into the tables (the post flow has
 * its own tests): a Bangkok condo near a real station with a cover photo. `overrides`
 * set any column (status, prices, dates).
 */
export async function insertListing(ctx: TestContext, userId: number, overrides: Partial<Insertable<ListingsTable>> = {}): Promise<number> {
  const n = ++counter;
  const db = ctx.database.db;
  const station = await db.selectFrom('train_stations as s').innerJoin('train_lines as tl', 'tl.id', 's.train_line_id').select(['s.id', 'tl.train_type_id']).orderBy('s.id').executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('listings')
    .values({
      user_id: userId,
      status: 'publish',
      sell_type: 'เช่า',
      estate_type_id: 1,
      project_estate_name: `Test Residence ${n}`,
      area_size: 35.5,
      total_bedroom: 1,
      total_restroom: 1,
      room_code: '1B1R',
      rent_price: 15000,
      province_id: 10,
      district_id: 1001,
      sub_district_id: 100101,
      postal_code: '10200',
      announce_title: `คอนโดให้เช่า ${n}`,
      published_at: new Date(),
      first_published_at: new Date(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('listing_images').values({ user_id: userId, listing_id: id, role: 'cover', url: `/uploads/test/${id}.webp`, thumb_url: `/uploads/test/${id}-t.webp`, large_url: `/uploads/test/${id}-l.webp` }).execute();
  await db.insertInto('listing_stations').values([{ listing_id: id, train_station_id: station.id, train_type_id: station.train_type_id, distance_km: 0.8, position: 0 }]).execute();
  return id;
}
