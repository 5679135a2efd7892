import { sql, type Kysely } from 'kysely';
import { MORTGAGE_LIMITS, ROOM_COUNT_CAP } from '@baandee/domain';
import { attachSetUpdatedAt } from '../migration-helpers.js';

/**
 * Help to decide (issue #35, docs/decisions/058).
 *
 * `listing_search` gains the listing's `area_size` and, made from it by the database, the
 * sale and the rent price per m² (null without an area or that price). A partial index per
 * offer holds them ordered within each (district, type, bedrooms capped at "4+") group, so
 * the median and the sample size of a listing page's group are one index-only walk of that
 * group (`total_bedroom` rides along, so the scan never visits the table), in step with
 * publishing and price changes because the row itself is.
 *
 * `mortgage_settings`: the calculator's defaults an admin saved, one row or none (then
 * packages/domain MORTGAGE_DEFAULTS hold).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listing_search add column area_size numeric(12, 2)`.execute(db);
  await sql`update listing_search s set area_size = l.area_size from listings l where l.id = s.listing_id and l.area_size is not null`.execute(db);
  for (const kind of ['sell', 'rent'] as const) {
    const price = sql.ref(`${kind}_price`);
    const column = sql.id(`${kind}_per_sqm`);
    await sql`alter table listing_search add column ${column} numeric(14, 2)
      generated always as (case when area_size > 0 and ${price} > 0 then round(${price} / area_size, 2) end) stored`.execute(db);
    await sql`create index ${sql.id(`listing_search_${kind}_per_sqm_idx`)}
      on listing_search (district_id, estate_type_id, least(total_bedroom, ${sql.lit(ROOM_COUNT_CAP)}), ${column})
      include (total_bedroom) where ${column} is not null`.execute(db);
  }

  const { loan_share_percent: share, years, annual_rate_percent: rate } = MORTGAGE_LIMITS;
  await sql`create table mortgage_settings (
    id boolean primary key default true check (id),
    loan_share_percent numeric(5, 2) not null check (loan_share_percent between ${sql.lit(share.min)} and ${sql.lit(share.max)}),
    years smallint not null check (years between ${sql.lit(years.min)} and ${sql.lit(years.max)}),
    annual_rate_percent numeric(5, 3) not null check (annual_rate_percent between ${sql.lit(rate.min)} and ${sql.lit(rate.max)}),
    updated_by integer references users (id) on delete set null,
    updated_at timestamptz not null default now()
  )`.execute(db);
  await attachSetUpdatedAt(db, 'mortgage_settings');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table mortgage_settings`.execute(db);
  await sql`alter table listing_search drop column sell_per_sqm, drop column rent_per_sqm, drop column area_size`.execute(db);
}
