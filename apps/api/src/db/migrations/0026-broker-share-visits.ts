import { sql, type Kysely } from 'kysely';
import { SITE_TIME_ZONE } from '@baandee/domain';

/**
 * Visits and contacts that came through a broker-group share's link (docs/decisions/056).
 * A view or contact made with `?ref=broker-<id>`, where that share is the listing's own,
 * carries the share in `listing_events.broker_share_id`; the rollup trigger of migration
 * 0012 counts those beside the listing's other views and contacts, in
 * `listing_daily_stats.broker_views` and `broker_contacts`, so the owner's and the admin's
 * figures are sums of a listing's days, never a scan of raw events.
 */

const bangkokDay = (column: string) => `(${column} at time zone '${SITE_TIME_ZONE}')::date`;

/** The rollup function of migration 0012, with or without the share's counters. */
function rollUp(withShares: boolean): string {
  const columns = withShares ? ', broker_views, broker_contacts' : '';
  const counts = withShares
    ? `, count(*) filter (where kind = 'view' and broker_share_id is not null), count(*) filter (where kind = 'contact' and broker_share_id is not null)`
    : '';
  const updates = withShares ? `, broker_views = s.broker_views + excluded.broker_views, broker_contacts = s.broker_contacts + excluded.broker_contacts` : '';
  return `create or replace function listing_events_roll_up() returns trigger language plpgsql as $$
    begin
      insert into listing_daily_stats as s (listing_id, day, owner_id, views, contacts, favorites${columns})
      select listing_id, ${bangkokDay('created_at')}, owner_id,
        count(*) filter (where kind = 'view'), count(*) filter (where kind = 'contact'), count(*) filter (where kind = 'favorite')${counts}
      from added
      group by 1, 2, 3
      order by 1, 2
      on conflict (listing_id, day) do update set
        views = s.views + excluded.views,
        contacts = s.contacts + excluded.contacts,
        favorites = s.favorites + excluded.favorites${updates};
      return null;
    end $$`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listing_events add column broker_share_id integer references broker_shares (id) on delete set null`.execute(db);
  // few events carry a share: the index keeps a share's removal from reading every event
  await sql`create index listing_events_broker_share_idx on listing_events (broker_share_id) where broker_share_id is not null`.execute(db);
  await sql`alter table listing_daily_stats
    add column broker_views integer not null default 0,
    add column broker_contacts integer not null default 0`.execute(db);
  await sql.raw(rollUp(true)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(rollUp(false)).execute(db);
  await sql`alter table listing_daily_stats drop column broker_views, drop column broker_contacts`.execute(db);
  await sql`drop index if exists listing_events_broker_share_idx`.execute(db);
  await sql`alter table listing_events drop column broker_share_id`.execute(db);
}
