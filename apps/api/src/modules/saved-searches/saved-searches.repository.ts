import { sql, type Kysely, type Selectable } from 'kysely';
import { SAVED_SEARCH_NEW_DAYS } from '@baandee/domain';
import { onTheSite } from '../../db/on-the-site.js';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';
import type { SavedSearchesTable, SavedSearchSendsTable } from '../../db/tables/saved-searches.js';
import type { MatchRow } from './saved-search-match.js';

export type SavedSearchRow = Selectable<SavedSearchesTable> & { new_matches: number };
export type SavedSearchSendRow = Selectable<SavedSearchSendsTable>;

export function createSavedSearchesRepository(db: Kysely<DB>) {
  const withCounts = () =>
    db
      .selectFrom('saved_searches as s')
      .selectAll('s')
      .select((eb) =>
        eb
          .selectFrom('saved_search_matches as m')
          .select(sql<number>`count(*)::integer`.as('n'))
          .whereRef('m.saved_search_id', '=', 's.id')
          .where('m.matched_at', '>', sql<Date>`now() - make_interval(days => ${SAVED_SEARCH_NEW_DAYS})`)
          .as('new_matches'),
      );
  return {
    async ownerOf(id: number): Promise<number | null> {
      const row = await db.selectFrom('saved_searches').select('user_id').where('id', '=', id).executeTakeFirst();
      return row?.user_id ?? null;
    },

    /** The user's saved searches, newest first, each with its new matches. */
    async listOf(userId: number): Promise<SavedSearchRow[]> {
      const rows = await withCounts().where('s.user_id', '=', userId).orderBy('s.id', 'desc').execute();
      return rows.map((row) => ({ ...row, new_matches: Number(row.new_matches ?? 0) }));
    },

    async byId(id: number): Promise<SavedSearchRow | undefined> {
      const row = await withCounts().where('s.id', '=', id).executeTakeFirst();
      return row && { ...row, new_matches: Number(row.new_matches ?? 0) };
    },

    /** Takes the user's row lock, so two saves at once cannot both pass the limit. */
    async lockUser(userId: number): Promise<void> {
      await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    },

    async countOf(userId: number): Promise<number> {
      const row = await db.selectFrom('saved_searches').select(sql<number>`count(*)::integer`.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(values: { user_id: number; name: string; filter: Record<string, unknown>; channel: 'line' | 'email'; frequency: 'instant' | 'daily' }): Promise<number> {
      const row = await db
        .insertInto('saved_searches')
        .values({ ...values, filter: JSON.stringify(values.filter) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, changes: { name?: string; filter?: Record<string, unknown>; channel?: 'line' | 'email'; frequency?: 'instant' | 'daily'; paused?: boolean }): Promise<void> {
      const { filter, ...rest } = changes;
      const set = Object.fromEntries(Object.entries({ ...rest, ...(filter !== undefined && { filter: JSON.stringify(filter) }) }).filter(([, value]) => value !== undefined));
      // nothing to change: nothing written
      if (Object.keys(set).length === 0) return;
      await db
        .updateTable('saved_searches')
        .set(set)
        .where('id', '=', id)
        .execute();
    },

    async remove(id: number): Promise<boolean> {
      const removed = await db.deleteFrom('saved_searches').where('id', '=', id).executeTakeFirst();
      return removed.numDeletedRows > 0n;
    },

    /** A batch of the saved searches that are not paused (after `afterId`, in id order), of other users than `exceptUserId`. */
    activeBatch(afterId: number, limit: number, exceptUserId: number) {
      return db
        .selectFrom('saved_searches')
        .select(['id', 'filter', 'updated_at'])
        .where('paused', '=', false)
        .where('id', '>', afterId)
        .where('user_id', '<>', exceptUserId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** A published listing's search row as matching reads it, and its owner; undefined when it is not on the site. */
    async matchRow(listingId: number): Promise<{ row: MatchRow; ownerId: number } | undefined> {
      const found = await db
        .selectFrom('listing_search as ls')
        .innerJoin('listings as l', 'l.id', 'ls.listing_id')
        .selectAll('ls')
        .select('l.user_id as owner_id')
        .where('ls.listing_id', '=', listingId)
        .where('l.status', '=', 'publish')
        .executeTakeFirst();
      if (!found) return undefined;
      const { owner_id: ownerId, rent_price, sell_price, ...rest } = found;
      const price = (value: string | null) => (value === null ? null : Number(value));
      return { row: { ...rest, rent_price: price(rent_price), sell_price: price(sell_price) }, ownerId };
    },

    /** Records the listing as matched by these searches; answers those it was new for (a pair seen before adds nothing). */
    async recordMatches(listingId: number, savedSearchIds: readonly number[]): Promise<number[]> {
      if (savedSearchIds.length === 0) return [];
      const added: number[] = [];
      for (let i = 0; i < savedSearchIds.length; i += 1000) {
        const rows = await db
          .insertInto('saved_search_matches')
          .values(savedSearchIds.slice(i, i + 1000).map((id) => ({ saved_search_id: id, listing_id: listingId })))
          .onConflict((oc) => oc.columns(['saved_search_id', 'listing_id']).doNothing())
          .returning('saved_search_id')
          .execute();
        added.push(...rows.map((row) => row.saved_search_id));
      }
      return added;
    },

    /** The secret links are signed with for `purpose` (migration 0035 made 'links'). */
    async signingSecret(purpose: string): Promise<string | undefined> {
      const row = await db.selectFrom('signing_keys').select('secret').where('purpose', '=', purpose).executeTakeFirst();
      return row?.secret;
    },

    /** Pauses a saved search (its unsubscribe link); answers its name, or undefined when there is none. */
    async pause(id: number): Promise<{ id: number; name: string } | undefined> {
      return db.updateTable('saved_searches').set({ paused: true }).where('id', '=', id).returning(['id', 'name']).executeTakeFirst();
    },

    /** The saved search, locked until the transaction ends: one alert of it is claimed at a time. */
    lockForAlert(id: number) {
      return db.selectFrom('saved_searches').select(['id', 'user_id', 'name', 'channel', 'frequency', 'paused', 'created_at', 'last_sent_at']).where('id', '=', id).forUpdate().executeTakeFirst();
    },

    /** How many alerts the saved search sent after `since`. */
    async sendsSince(id: number, since: Date): Promise<number> {
      const row = await db
        .selectFrom('saved_search_sends')
        .select(sql<number>`count(*)::integer`.as('n'))
        .where('saved_search_id', '=', id)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Marks the matches not sent yet whose listings are still on the site as sent in a new
     * alert on `channel`; answers the alert's id, or null when there was nothing to send.
     * Run under lockForAlert: a second claim at once waits and then finds them sent.
     */
    async claimAlert(id: number, channel: 'line' | 'email'): Promise<number | null> {
      const claimed = await db
        .updateTable('saved_search_matches')
        .set({ sent_at: sql<Date>`now()` })
        .where('saved_search_id', '=', id)
        .where('sent_at', 'is', null)
        .where('listing_id', 'in', db.selectFrom('listings as l').select('l.id').where(onTheSite('l')))
        .returning('listing_id')
        .execute();
      if (claimed.length === 0) return null;
      const send = await db
        .insertInto('saved_search_sends')
        .values({ saved_search_id: id, channel, listing_count: claimed.length })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('saved_search_matches')
        .set({ send_id: send.id })
        .where('saved_search_id', '=', id)
        .where('listing_id', 'in', claimed.map((row) => row.listing_id))
        .execute();
      await db.updateTable('saved_searches').set({ last_sent_at: sql<Date>`now()` }).where('id', '=', id).execute();
      return send.id;
    },

    /** An alert with its saved search's owner, name and id; undefined once the search is deleted. */
    sendOf(sendId: number) {
      return db
        .selectFrom('saved_search_sends as x')
        .innerJoin('saved_searches as s', 's.id', 'x.saved_search_id')
        .select(['x.id', 'x.channel', 'x.listing_count', 'x.delivered_at', 's.id as saved_search_id', 's.user_id', 's.name', 's.frequency'])
        .where('x.id', '=', sendId)
        .executeTakeFirst();
    },

    /** The listings an alert carries, the latest matched first. */
    async sendListingIds(sendId: number): Promise<number[]> {
      const rows = await db.selectFrom('saved_search_matches').select('listing_id').where('send_id', '=', sendId).orderBy('matched_at', 'desc').orderBy('listing_id', 'desc').execute();
      return rows.map((row) => row.listing_id);
    },

    /**
     * Takes the alert's delivery: marks it delivered now unless it was already. Answers
     * whether this caller took it; a replayed or doubled job finds it taken and sends nothing.
     */
    async takeDelivery(sendId: number): Promise<boolean> {
      const taken = await db.updateTable('saved_search_sends').set({ delivered_at: sql<Date>`now()` }).where('id', '=', sendId).where('delivered_at', 'is', null).returning('id').executeTakeFirst();
      return taken !== undefined;
    },

    /** Sending failed (an outage): the delivery is open again for the job's retry. */
    async releaseDelivery(sendId: number): Promise<void> {
      await db.updateTable('saved_search_sends').set({ delivered_at: null }).where('id', '=', sendId).execute();
    },

    /** The channel the alert went out on (e-mail after LINE refused it for good). */
    async setSentChannel(sendId: number, channel: 'line' | 'email'): Promise<void> {
      await db.updateTable('saved_search_sends').set({ channel }).where('id', '=', sendId).execute();
    },

    /** Of these saved searches, the instant ones not paused (a new match alerts them at once). */
    async instantOf(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('saved_searches').select('id').where('id', 'in', [...ids]).where('frequency', '=', 'instant').where('paused', '=', false).execute();
      return rows.map((row) => row.id);
    },

    /**
     * Saved searches with an alert due: not paused, with a match not sent yet of a listing
     * still on the site, and either daily with nothing sent since the latest digest time
     * (`digestSince`; a search made after it waits for the next), or instant with fewer than
     * `cap` alerts since `capSince`.
     */
    async dueForAlert(digestSince: Date, capSince: Date, cap: number): Promise<number[]> {
      const rows = await db
        .selectFrom('saved_searches as s')
        .select('s.id')
        .where('s.paused', '=', false)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('saved_search_matches as m')
              .innerJoin('listings as l', 'l.id', 'm.listing_id')
              .select(sql`1`.as('one'))
              .whereRef('m.saved_search_id', '=', 's.id')
              .where('m.sent_at', 'is', null)
              .where(onTheSite('l')),
          ),
        )
        .where((eb) =>
          eb.or([
            eb.and([eb('s.frequency', '=', 'daily'), eb(sql`coalesce(s.last_sent_at, s.created_at)`, '<', digestSince)]),
            eb.and([
              eb('s.frequency', '=', 'instant'),
              eb(
                eb.selectFrom('saved_search_sends as x').select(sql<number>`count(*)::integer`.as('n')).whereRef('x.saved_search_id', '=', 's.id').where('x.created_at', '>', capSince),
                '<',
                cap,
              ),
            ]),
          ]),
        )
        .orderBy('s.id')
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type SavedSearchesRepository = Repository<ReturnType<typeof createSavedSearchesRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    savedSearchesRepository: SavedSearchesRepository;
  }
}

export const savedSearchesRepositoryPlugin = repositoryPlugin('saved-searches', 'savedSearchesRepository', createSavedSearchesRepository);
