import { sql, type Kysely, type Selectable } from 'kysely';
import { SAVED_SEARCH_NEW_DAYS } from '@baandee/domain';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';
import type { SavedSearchesTable } from '../../db/tables/saved-searches.js';
import type { MatchRow } from './saved-search-match.js';

export type SavedSearchRow = Selectable<SavedSearchesTable> & { new_matches: number };

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
  };
}

export type SavedSearchesRepository = Repository<ReturnType<typeof createSavedSearchesRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    savedSearchesRepository: SavedSearchesRepository;
  }
}

export const savedSearchesRepositoryPlugin = repositoryPlugin('saved-searches', 'savedSearchesRepository', createSavedSearchesRepository);
