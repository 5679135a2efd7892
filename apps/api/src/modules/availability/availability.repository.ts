import { sql, type Kysely } from 'kysely';
import { AVAILABILITY_ASK_AFTER_DAYS, AVAILABILITY_CONFIRMED_WINDOW_DAYS, DAY_MS, type AvailabilityAnswer } from '@baandee/domain';
import { onTheSite } from '../../db/on-the-site.js';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

/** Where a listing's current cycle of questions starts: it went live, or its owner last confirmed it. */
const cycleStart = sql<Date>`greatest(l.published_at, l.confirmed_at)`;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** A listing the sweep acts on, with its owner and the open question of its current cycle. */
export interface DueListing {
  id: number;
  user_id: number;
  announce_title: string | null;
  ask_id: number;
}

export function createAvailabilityRepository(db: Kysely<DB>) {
  /** Published listings with an unanswered question of their current cycle asked at or before `askedBy`. */
  const withOpenAsk = (askedBy: Date) =>
    db
      .selectFrom('listings as l')
      .innerJoin('availability_asks as a', 'a.listing_id', 'l.id')
      .select(['l.id', 'l.user_id', 'l.announce_title', 'a.id as ask_id'])
      .where('l.status', '=', 'publish')
      .where('a.answered_at', 'is', null)
      .where('a.asked_at', '<=', askedBy)
      .where('a.asked_at', '>=', cycleStart)
      .orderBy('a.asked_at')
      .orderBy('l.id');

  /**
   * Listings on the site whose round started AVAILABILITY_ASK_AFTER_DAYS before `now` and that
   * were not asked since (one held for its reports, or of a suspended owner, waits).
   */
  const due = (now: Date) =>
    db
      .selectFrom('listings as l')
      .where(onTheSite('l'))
      .where(cycleStart, '<=', daysBefore(now, AVAILABILITY_ASK_AFTER_DAYS))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('availability_asks as a').select('a.id').whereRef('a.listing_id', '=', 'l.id').where('a.asked_at', '>=', cycleStart))),
      );

  return {
    /**
     * Published listings whose owner is due a question: AVAILABILITY_ASK_AFTER_DAYS since the
     * listing went live or was last confirmed, and not asked since.
     */
    dueForAsking(now: Date, limit: number): Promise<{ id: number; user_id: number }[]> {
      return due(now).select(['l.id', 'l.user_id']).orderBy('l.id').limit(limit).execute();
    },

    /** A new question; the listing row is locked by the caller, so one cycle gets one question. */
    async insertAsk(listingId: number, userId: number, now: Date): Promise<number> {
      const row = await db.insertInto('availability_asks').values({ listing_id: listingId, user_id: userId, asked_at: now }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** Whether the listing, locked, is still published and due (another process may have asked meanwhile). */
    async stillDue(listingId: number, now: Date): Promise<boolean> {
      const row = await due(now).select('l.id').where('l.id', '=', listingId).forUpdate().executeTakeFirst();
      return row !== undefined;
    },

    /** Listings whose question went unanswered `days` days and that are not marked stale yet. */
    dueForStale(askedBy: Date, limit: number): Promise<DueListing[]> {
      return withOpenAsk(askedBy).where('l.stale_since', 'is', null).limit(limit).execute();
    },

    /** Listings whose question went unanswered until `askedBy`: taken off the site. */
    dueForClosing(askedBy: Date, limit: number): Promise<DueListing[]> {
      return withOpenAsk(askedBy).limit(limit).execute();
    },

    async markStale(listingId: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('listings')
        .set({ stale_since: now })
        .where('id', '=', listingId)
        .where('status', '=', 'publish')
        .where('stale_since', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The question as its delivery needs it: the listing, its owner's e-mail and linked LINE user. */
    askForDelivery(askId: number) {
      return db
        .selectFrom('availability_asks as a')
        .innerJoin('listings as l', 'l.id', 'a.listing_id')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .leftJoin('line_accounts as la', 'la.user_id', 'a.user_id')
        .select(['a.id', 'a.listing_id', 'a.user_id', 'a.answered_at', 'l.status', 'l.user_id as owner_id', 'l.announce_title', 'u.email', 'u.line_friend_status', 'la.line_user_id'])
        .where('a.id', '=', askId)
        .executeTakeFirst();
    },

    async setDelivered(askId: number, values: { channel: 'line' | 'email'; yes_token_hash?: string; no_token_hash?: string; links_expire_at?: Date }): Promise<void> {
      await db
        .updateTable('availability_asks')
        .set({ yes_token_hash: null, no_token_hash: null, links_expire_at: null, ...values })
        .where('id', '=', askId)
        .execute();
    },

    /** The question and which answer a link's token gives, locked for the answer. */
    async byTokenHash(hash: string) {
      const row = await db
        .selectFrom('availability_asks')
        .select(['id', 'listing_id', 'user_id', 'answered_at', 'links_expire_at', sql<AvailabilityAnswer>`case when yes_token_hash = ${hash} then 'yes' else 'no' end`.as('link_answer')])
        .where((eb) => eb.or([eb('yes_token_hash', '=', hash), eb('no_token_hash', '=', hash)]))
        .forUpdate()
        .executeTakeFirst();
      return row;
    },

    /** A question locked for its answer. */
    askForUpdate(askId: number) {
      return db.selectFrom('availability_asks').select(['id', 'listing_id', 'user_id', 'answered_at']).where('id', '=', askId).forUpdate().executeTakeFirst();
    },

    /** Answers every open question of the listing (the links of their mails stop working). */
    async answerOpen(listingId: number, answer: AvailabilityAnswer, via: 'line' | 'email' | 'site', now: Date): Promise<void> {
      await db
        .updateTable('availability_asks')
        .set({ answer, answered_via: via, answered_at: now, yes_token_hash: null, no_token_hash: null })
        .where('listing_id', '=', listingId)
        .where('answered_at', 'is', null)
        .execute();
    },

    /** Of the owner's (or, without one, the site's) published listings, those confirmed within the window. */
    async share(ownerId: number | null, now: Date): Promise<{ published: number; confirmed: number }> {
      const since = daysBefore(now, AVAILABILITY_CONFIRMED_WINDOW_DAYS);
      const row = await db
        .selectFrom('listings')
        .select([sql<number>`count(*)::int`.as('published'), sql<number>`(count(*) filter (where confirmed_at > ${since}))::int`.as('confirmed')])
        .where('status', '=', 'publish')
        .$if(ownerId !== null, (qb) => qb.where('user_id', '=', ownerId!))
        .executeTakeFirstOrThrow();
      return { published: Number(row.published), confirmed: Number(row.confirmed) };
    },
  };
}

export type AvailabilityQueries = ReturnType<typeof createAvailabilityRepository>;
export type AvailabilityRepository = Repository<AvailabilityQueries>;

declare module 'fastify' {
  interface FastifyInstance {
    availabilityRepository: AvailabilityRepository;
  }
}

export const availabilityRepositoryPlugin = repositoryPlugin('availability', 'availabilityRepository', createAvailabilityRepository);
