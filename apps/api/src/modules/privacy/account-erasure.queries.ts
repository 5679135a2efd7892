import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { CLEARED_PROFILE_FORM } from '../users/profile-columns.js';

/**
 * Erasing an account (DELETE api/user/delete-account), one step per table, all run inside
 * the one transaction of the deletion. The account's row stays, emptied, for the ledger,
 * the balance and the payments that point at it (docs/decisions/024).
 */
export function createAccountErasureQueries(db: Kysely<DB>) {
  return {
    /** The account locked for the deletion, so two deletions (or a deletion and a sign-in change) never interleave. */
    lockAccount: (userId: number) =>
      db.selectFrom('users').select(['id', 'email', 'status', 'profile_img_path']).where('id', '=', userId).forUpdate().executeTakeFirst(),

    /**
     * Every listing of the account closed and its contact details erased; answers their
     * ids (the search table then drops them). Their history stays: price changes belong to
     * the unit, and credits spent on them stay in the ledger.
     */
    async closeListings(userId: number, now: Date): Promise<number[]> {
      const rows = await db
        .updateTable('listings')
        .set({
          status: 'closed',
          closed_at: sql<Date>`coalesce(closed_at, ${now})`,
          expires_at: null,
          contact_firstname: null,
          contact_lastname: null,
          contact_company_name: null,
          contact_email: null,
          contact_phone: null,
          contact_line: null,
          contact_facebook: null,
          contact_site: null,
        })
        .where('user_id', '=', userId)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** The photo rows the account uploaded; answers every stored URL of them (each size). */
    async deleteImages(userId: number): Promise<string[]> {
      const rows = await db.deleteFrom('listing_images').where('user_id', '=', userId).returning(['url', 'thumb_url', 'large_url']).execute();
      return rows.flatMap((row) => [row.url, row.thumb_url, row.large_url]);
    },

    async deleteFavorites(userId: number): Promise<void> {
      await db.deleteFrom('favorites').where('user_id', '=', userId).execute();
    },

    /** The account's saved searches, their matches and alerts with them (no alert is sent to an erased account). */
    async deleteSavedSearches(userId: number): Promise<void> {
      await db.deleteFrom('saved_searches').where('user_id', '=', userId).execute();
    },

    /** Messages the account sent stay with their owners as counts, without who sent them or what they said. */
    async eraseLeadsSent(userId: number, email: string | null): Promise<void> {
      await db
        .updateTable('listing_leads')
        .set({ sender_user_id: null, name: '', email: '', phone: '', message: '', ip: null })
        .where((eb) => eb.or([eb('sender_user_id', '=', userId), ...(email ? [eb(sql`lower(email)`, '=', email.toLowerCase())] : [])]))
        .execute();
    },

    /** Visitors' messages to the account's listings: their only reader is gone. */
    async deleteLeadsReceived(userId: number): Promise<void> {
      await db.deleteFrom('listing_leads').where('owner_id', '=', userId).execute();
    },

    /** The raw views, contacts and favourites of the account's listings. */
    async deleteListingEvents(userId: number): Promise<void> {
      await db.deleteFrom('listing_events').where('owner_id', '=', userId).execute();
    },

    /** Searches stay in the statistics without whose they were. */
    async anonymiseSearches(userId: number): Promise<void> {
      await db.updateTable('search_logs').set({ user_id: null, analytics_id: null }).where('user_id', '=', userId).execute();
    },

    /** A consent record stays as a count of answers, without the account, address or browser. */
    async anonymiseConsents(userId: number): Promise<void> {
      await db.updateTable('cookie_consents').set({ user_id: null, ip: null, user_agent: null }).where('user_id', '=', userId).execute();
    },

    async deleteTokensAndSettings(userId: number): Promise<void> {
      await db.deleteFrom('user_tokens').where('user_id', '=', userId).execute();
      await db.deleteFrom('user_settings').where('user_id', '=', userId).execute();
    },

    /** The LINE link, pending LINE logins and what the LINE user sent us. */
    async deleteLine(userId: number): Promise<void> {
      const linked = await db.deleteFrom('line_accounts').where('user_id', '=', userId).returning('line_user_id').executeTakeFirst();
      await db.deleteFrom('line_login_states').where('user_id', '=', userId).execute();
      if (linked) await db.deleteFrom('line_webhook_events').where('line_user_id', '=', linked.line_user_id).execute();
    },

    /**
     * Slip pictures go; the slip rows stay with their transfer references (a reference is
     * accepted once, also after its buyer left). Answers the storage keys to delete.
     */
    async eraseSlipPictures(userId: number): Promise<string[]> {
      const rows = await db.selectFrom('payment_slips').select('storage_key').where('user_id', '=', userId).where('storage_key', 'is not', null).execute();
      await db.updateTable('payment_slips').set({ storage_key: null }).where('user_id', '=', userId).execute();
      return rows.map((row) => row.storage_key).filter((key): key is string => key !== null);
    },

    /** The row of the account, emptied: only its id, kind, dates and status 'deleted' remain. */
    async eraseAccount(userId: number): Promise<void> {
      await db
        .updateTable('users')
        .set({
          status: 'deleted',
          role: 'user',
          email: null,
          email_verified_at: null,
          password_hash: null,
          google_id: null,
          facebook_id: null,
          ...CLEARED_PROFILE_FORM,
          profile_img_path: null,
          line_friend_status: false,
        })
        .where('id', '=', userId)
        .execute();
    },
  };
}
