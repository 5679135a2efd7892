import { sql, type Insertable, type Kysely } from 'kysely';
import { hashColumns } from '../../lib/photo-hash.js';
import { DAY_MS } from '@baandee/domain';
import type { DB } from '../schema.js';
import type { ListingImagesTable } from '../tables/listings.js';
import { renderDemoSlips, seedDemoCredits } from './demo/credits.js';
import { renderDemoImages, SETS_PER_FAMILY } from './demo/images.js';
import { planDemoListings, type DemoListing } from './demo/listings.js';
import { loadDemoMaster } from './demo/master.js';
import { DEMO_MARKER_EMAIL, demoOwners } from './demo/people.js';
import { seededRandom } from './demo/random.js';
import type { SeedOptions } from './index.js';
import { createListingSearchQueries } from '../../modules/search/listing-search.queries.js';

const DEMO_SEED = 20_260_107;
/** Rows per insert statement: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 200;

async function insertChunked<T extends keyof DB>(trx: Kysely<DB>, table: T, rows: Insertable<DB[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await trx.insertInto(table).values(rows.slice(i, i + CHUNK) as never).execute();
}

/**
 * Demo listings for `npm start` (DESIGN 4.16): 300 published, clearly made-up listings of
 * fictional owners, across the six provinces and every estate type, at real districts
 * near real stations and in real projects, with drawn pictures. Runs once: when the first
 * demo owner exists the data is there (everything is written in one transaction), and
 * the check is one query, so a restart stays fast.
 */
/**
 * When a demo owner joined: before their first listing was written (a profile's "member
 * since" is never after the listings it shows), by two weeks to about a year and a half,
 * varied by owner; their e-mail confirmed minutes later.
 */
function joined(ownerIndex: number, plans: readonly DemoListing[], now: Date): { created_at: Date; email_verified_at: Date } {
  // and before their credit purchases (demo/credits.ts), dated up to about two months back
  const first = Math.min(now.getTime() - 90 * DAY_MS, ...plans.filter((plan) => plan.ownerIndex === ownerIndex).map((plan) => new Date(plan.values.created_at!).getTime()));
  const created = new Date(first - (14 + ((ownerIndex * 53) % 500)) * DAY_MS);
  return { created_at: created, email_verified_at: new Date(created.getTime() + 10 * 60_000) };
}

export async function seedDemoListings(db: Kysely<DB>, options: SeedOptions): Promise<void> {
  if (!options.demo) return;
  const present = await db.selectFrom('users').select('id').where('email', '=', DEMO_MARKER_EMAIL).executeTakeFirst();
  if (present) return;
  if (!options.storage) throw new Error('seed: demo listings need the storage for their pictures');

  const random = seededRandom(DEMO_SEED);
  const master = await loadDemoMaster(db);
  const owners = demoOwners(random);
  const now = new Date();
  const plans = planDemoListings(master, random, owners.length, now);
  // pictures first: a failure here leaves no rows behind, and the next start tries again
  const images = await renderDemoImages(options.storage);
  const slips = await renderDemoSlips(options.storage);

  await db.transaction().execute(async (trx) => {
    const ownerIds = await trx.insertInto('users').values(owners.map((o, i) => ({ ...o.row, ...joined(i, plans, now) }))).returning('id').execute();
    const listingIds: number[] = [];
    for (let i = 0; i < plans.length; i += CHUNK) {
      const rows = plans.slice(i, i + CHUNK).map((plan) => {
        const owner = owners[plan.ownerIndex]!;
        return {
          ...plan.values,
          user_id: ownerIds[plan.ownerIndex]!.id,
          contact_firstname: owner.row.firstname,
          contact_lastname: owner.row.lastname,
          contact_company_name: owner.row.company_name,
          contact_email: owner.row.email,
          contact_phone: owner.phone,
        };
      });
      const inserted = await trx.insertInto('listings').values(rows).returning('id').execute();
      listingIds.push(...inserted.map((row) => row.id));
    }
    const each = <R>(rowsOf: (plan: DemoListing, listingId: number, index: number) => R[]) =>
      plans.flatMap((plan, index) => rowsOf(plan, listingIds[index]!, index));

    await insertChunked(trx, 'listing_images', each((plan, listingId, index): Insertable<ListingImagesTable>[] => {
      const set = images[plan.family][index % SETS_PER_FAMILY]!;
      // one picture serves many listings: the query keeps each row's url unique, and the
      // storage does not own such a url, so deleting one listing never deletes the file
      return set.map((image, position) => ({
        user_id: ownerIds[plan.ownerIndex]!.id,
        listing_id: listingId,
        role: position === 0 ? 'cover' : 'gallery',
        position: position === 0 ? 0 : position - 1,
        url: `${image.url}?listing=${listingId}`,
        thumb_url: image.thumb_url,
        large_url: image.large_url,
        ...hashColumns(image.hash),
        width: image.width,
        height: image.height,
      }));
    }));
    await insertChunked(trx, 'listing_stations', each((plan, listing_id) => plan.stations.map((s) => ({ ...s, listing_id }))));
    await insertChunked(trx, 'listing_places', each((plan, listing_id) => plan.places.map((p) => ({ ...p, listing_id }))));
    await insertChunked(trx, 'listing_furniture', each((plan, listing_id) => plan.furniture.map((furniture_id) => ({ listing_id, furniture_id }))));
    await insertChunked(trx, 'listing_facilities', each((plan, listing_id) => plan.facilities.map((facility_id) => ({ listing_id, facility_id }))));
    await insertChunked(trx, 'listing_price_changes', each((plan, listing_id) => plan.priceChanges.map((c) => ({ ...c, listing_id, unit_key: plan.values.unit_key! }))));
    await insertChunked(trx, 'listing_events', each((plan, listing_id, index) =>
      plan.views.map((created_at) => ({ listing_id, owner_id: ownerIds[plans[index]!.ownerIndex]!.id, kind: 'view' as const, created_at })),
    ));
    // the ledger and payments that paid for these listings and boosts
    await seedDemoCredits(trx, { ownerIds: ownerIds.map((row) => row.id), plans, listingIds, slips, now });
    // the search's table, in one statement for all of them
    await createListingSearchQueries(trx).refresh(listingIds);
  });
  // PGlite has no autovacuum: without statistics the card queries plan for empty tables (10x slower)
  await sql`analyze listings, listing_images, listing_stations, listing_events, listing_search, users, credit_transactions, payments`.execute(db);
}
