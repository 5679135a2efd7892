import { sql, type Kysely } from 'kysely';
import type { ListingEventKind } from '@baandee/domain';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

/** One counted view, as the batch of views holds it until it is written. */
export interface PendingView {
  listing_id: number;
  owner_id: number;
  /** When the visitor opened the page: its Bangkok day is the day it counts on. */
  at: string;
  /** The broker-group share the page's `ref` named, if any; kept only when it is this listing's share. */
  share_id: number | null;
}

/** Appearances of one listing in search results on one Bangkok day, seen by one viewer (null: signed out). */
export interface PendingImpressions {
  listing_id: number;
  day: string;
  viewer_id: number | null;
  count: number;
}

/**
 * The raw events of the dashboard (views, contacts, favourites) and its impressions.
 * Every insert into listing_events is added to the daily rollups by the database in the
 * same statement (migration 0012); impressions go to the rollup directly.
 */
export function createListingEventsRepository(db: Kysely<DB>) {
  return {
    /**
     * One event. `shareId` is the broker-group share the visitor came through: the event
     * carries it only when it is this listing's share (another listing's, or none, is a
     * plain event).
     */
    async record(listingId: number, ownerId: number, kind: ListingEventKind, shareId: number | null = null): Promise<void> {
      await db
        .insertInto('listing_events')
        .values((eb) => ({
          listing_id: listingId,
          owner_id: ownerId,
          kind,
          broker_share_id:
            shareId === null
              ? null
              : eb.selectFrom('broker_shares as s').select('s.id').where('s.id', '=', shareId).where('s.listing_id', '=', listingId),
        }))
        .execute();
    },

    /**
     * A batch of views in one statement: each listing's running count and one event per
     * view at its own time, with the broker-group share it came through when that share is
     * the listing's own (docs/decisions/056). A listing deleted meanwhile is skipped. The listings trigger
     * leaves updated_at alone when only view_count moves (migration 0006).
     */
    async recordViews(views: readonly PendingView[]): Promise<void> {
      if (views.length === 0) return;
      await sql`
        with input as (
          select v.listing_id, v.owner_id, v.at, s.id as share_id
          from unnest(${views.map((v) => v.listing_id)}::int[], ${views.map((v) => v.owner_id)}::int[], ${views.map((v) => v.at)}::timestamptz[],
              ${views.map((v) => v.share_id)}::int[])
            as v (listing_id, owner_id, at, share_id)
          join listings l on l.id = v.listing_id
          left join broker_shares s on s.id = v.share_id and s.listing_id = v.listing_id
        ),
        bumped as (
          update listings set view_count = view_count + counted.views
          from (select listing_id, count(*)::int as views from input group by listing_id) as counted
          where listings.id = counted.listing_id
        )
        insert into listing_events (listing_id, owner_id, kind, created_at, broker_share_id)
        select listing_id, owner_id, 'view', at, share_id from input`.execute(db);
    },

    /**
     * Impressions added to their listings' days. A listing's owner seeing it in results
     * is not counted, nor a listing deleted meanwhile.
     */
    async addImpressions(rows: readonly PendingImpressions[]): Promise<void> {
      if (rows.length === 0) return;
      await sql`
        insert into listing_daily_stats as s (listing_id, day, owner_id, impressions)
        select l.id, i.day, l.user_id, sum(i.count)::int
        from unnest(${rows.map((r) => r.listing_id)}::int[], ${rows.map((r) => r.day)}::date[], ${rows.map((r) => r.viewer_id)}::int[], ${rows.map((r) => r.count)}::int[])
          as i (listing_id, day, viewer_id, count)
        join listings l on l.id = i.listing_id
        where i.viewer_id is null or i.viewer_id <> l.user_id
        group by l.id, i.day, l.user_id
        order by l.id, i.day
        on conflict (listing_id, day) do update set impressions = s.impressions + excluded.impressions`.execute(db);
    },
  };
}

export type ListingEventsRepository = Repository<ReturnType<typeof createListingEventsRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    listingEventsRepository: ListingEventsRepository;
  }
}

export const listingEventsRepositoryPlugin = repositoryPlugin('listing-events', 'listingEventsRepository', createListingEventsRepository);
