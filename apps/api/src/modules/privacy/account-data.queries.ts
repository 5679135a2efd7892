import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { storedProfileColumns } from '../users/profile-columns.js';

/**
 * Everything stored about one account, table by table, for its export (GET api/user/export).
 * Secrets (the password hash, session and link tokens) and other people's data beyond
 * what the user was sent (the leads to their listings) are never read here.
 */
export function createAccountDataQueries(db: Kysely<DB>) {
  const listingIds = (userId: number) => db.selectFrom('listings').select('id').where('user_id', '=', userId);

  return {
    profile: (userId: number) =>
      db
        .selectFrom('users')
        .select([...storedProfileColumns, 'status', 'google_id', 'facebook_id', 'updated_at'])
        .where('id', '=', userId)
        .executeTakeFirst(),

    sessions: (userId: number) =>
      db.selectFrom('user_sessions').select(['id', 'created_at', 'last_used_at', 'expires_at']).where('user_id', '=', userId).orderBy('id').execute(),

    /** Mailed links not yet used (an e-mail change waiting for its confirmation): where they went, never the token. */
    pendingLinks: (userId: number) =>
      db
        .selectFrom('user_tokens')
        .select(['purpose', 'email', 'new_email', 'created_at', 'expires_at'])
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .orderBy('id')
        .execute(),

    consents: (userId: number) =>
      db.selectFrom('cookie_consents').select(['analytics', 'ip', 'user_agent', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),

    lineAccount: (userId: number) =>
      db.selectFrom('line_accounts').select(['line_user_id', 'display_name', 'picture_url', 'connected_at']).where('user_id', '=', userId).executeTakeFirst(),

    listings: (userId: number) => db.selectFrom('listings').selectAll().where('user_id', '=', userId).orderBy('id').execute(),

    /** Every photo the user uploaded, in a listing or not yet. */
    images: (userId: number) =>
      db
        .selectFrom('listing_images')
        .select(['id', 'listing_id', 'role', 'position', 'url', 'thumb_url', 'large_url', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('listing_id')
        .orderBy('role')
        .orderBy('position')
        .orderBy('id')
        .execute(),

    stations: (userId: number) =>
      db
        .selectFrom('listing_stations')
        .select(['listing_id', 'train_station_id', 'train_type_id', 'distance_km', 'position'])
        .where('listing_id', 'in', listingIds(userId))
        .orderBy('listing_id')
        .orderBy('position')
        .execute(),

    places: (userId: number) =>
      db
        .selectFrom('listing_places')
        .select(['listing_id', 'location_type_id', 'location_name', 'distance_km', 'position'])
        .where('listing_id', 'in', listingIds(userId))
        .orderBy('listing_id')
        .orderBy('position')
        .execute(),

    furniture: (userId: number) =>
      db.selectFrom('listing_furniture').select(['listing_id', 'furniture_id']).where('listing_id', 'in', listingIds(userId)).orderBy('listing_id').execute(),

    facilities: (userId: number) =>
      db.selectFrom('listing_facilities').select(['listing_id', 'facility_id']).where('listing_id', 'in', listingIds(userId)).orderBy('listing_id').execute(),

    /** What moderation decided about the user's listings, without naming the admin. */
    moderations: (userId: number) =>
      db
        .selectFrom('listing_moderations')
        .select(['listing_id', 'action', 'reason', 'created_at'])
        .where('listing_id', 'in', listingIds(userId))
        .orderBy('id')
        .execute(),

    priceChanges: (userId: number) =>
      db
        .selectFrom('listing_price_changes')
        .select(['listing_id', 'kind', 'old_price', 'new_price', 'changed_at'])
        .where('listing_id', 'in', listingIds(userId))
        .orderBy('id')
        .execute(),

    /** The user's saved searches (decision 060): each with its filter and alert settings. */
    savedSearches: (userId: number) =>
      db
        .selectFrom('saved_searches')
        .select(['id', 'name', 'filter', 'channel', 'frequency', 'paused', 'last_sent_at', 'created_at', 'updated_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),

    /** The alerts sent for the user's saved searches, and the listings each search matched. */
    savedSearchAlerts: (userId: number) =>
      db
        .selectFrom('saved_search_sends as s')
        .innerJoin('saved_searches as ss', 'ss.id', 's.saved_search_id')
        .select(['s.saved_search_id', 's.channel', 's.listing_count', 's.created_at', 's.delivered_at'])
        .where('ss.user_id', '=', userId)
        .orderBy('s.id')
        .execute(),
    savedSearchMatches: (userId: number) =>
      db
        .selectFrom('saved_search_matches as m')
        .innerJoin('saved_searches as ss', 'ss.id', 'm.saved_search_id')
        .select(['m.saved_search_id', 'm.listing_id', 'm.matched_at', 'm.sent_at'])
        .where('ss.user_id', '=', userId)
        .orderBy('m.matched_at')
        .orderBy('m.listing_id')
        .execute(),

    favorites: (userId: number) =>
      db.selectFrom('favorites').select(['listing_id', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),

    /** Messages the user sent to owners: signed in, or from their address. */
    leadsSent: (userId: number, email: string | null) =>
      db
        .selectFrom('listing_leads')
        .select(['listing_id', 'name', 'email', 'phone', 'message', 'created_at'])
        .where((eb) => eb.or([eb('sender_user_id', '=', userId), ...(email ? [eb(sql`lower(email)`, '=', email.toLowerCase())] : [])]))
        .orderBy('id')
        .execute(),

    /** Messages visitors sent to the user's listings: what the user was mailed, without the senders' addresses on the network. */
    leadsReceived: (userId: number) =>
      db
        .selectFrom('listing_leads')
        .select(['listing_id', 'name', 'email', 'phone', 'message', 'created_at'])
        .where('owner_id', '=', userId)
        .orderBy('id')
        .execute(),

    balance: async (userId: number): Promise<number> => {
      const row = await db.selectFrom('credit_balances').select('balance').where('user_id', '=', userId).executeTakeFirst();
      return row?.balance ?? 0;
    },

    ledger: (userId: number) =>
      db
        .selectFrom('credit_transactions')
        .select(['id', 'type', 'amount', 'subject_kind', 'subject_id', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),

    payments: (userId: number) =>
      db
        .selectFrom('payments as p')
        .leftJoin('packages as k', 'k.id', 'p.package_id')
        .select(['p.id', 'p.kind', 'p.status', 'p.amount_satang', 'p.reference', 'k.code as package_code', 'p.credits', 'p.listing_id', 'p.boost_id'])
        .select(['p.reason', 'p.created_at', 'p.decided_at'])
        .where('p.user_id', '=', userId)
        .orderBy('p.id')
        .execute(),

    slips: (userId: number) =>
      db
        .selectFrom('payment_slips')
        .select(['id', 'payment_id', 'source', 'storage_key', 'reference', 'duplicate', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),

    boosts: (userId: number) =>
      db
        .selectFrom('boosts')
        .select(['id', 'listing_id', 'status', 'paid_with', 'credits', 'payment_id', 'starts_at', 'ends_at', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),

    searches: (userId: number) =>
      db
        .selectFrom('search_logs')
        .select(['source', 'trend_id', 'keyword', 'filter', 'result_count', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
  };
}
