import { sql, type Insertable, type Kysely } from 'kysely';
import type { SongkranShareChannel } from '@baandee/domain';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';
import type { SongkranCardsTable } from '../../db/tables/songkran.js';

const cardColumns = ['id', 'ref', 'user_id', 'design', 'language', 'message', 'name', 'image_url', 'created_at'] as const;

/** The Songkran event's settings, cards and shares, and the numbers the admin reads. */
export function createSongkranRepository(db: Kysely<DB>) {
  return {
    settings: () => db.selectFrom('songkran_settings').select(['starts_at', 'ends_at', 'share_credits', 'updated_at']).executeTakeFirst(),

    saveSettings: (values: { starts_at: Date; ends_at: Date; share_credits: number; updated_by: number }) =>
      db
        .insertInto('songkran_settings')
        .values({ id: true, ...values })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
        .execute(),

    /** Back to the environment's defaults: the admin's row goes. */
    resetSettings: () => db.deleteFrom('songkran_settings').execute(),

    insertCard: (values: Insertable<SongkranCardsTable>) => db.insertInto('songkran_cards').values(values).returning(cardColumns).executeTakeFirstOrThrow(),

    cardByRef: (ref: string) => db.selectFrom('songkran_cards').select(cardColumns).where('ref', '=', ref).executeTakeFirst(),

    /** The user's latest cards, newest first. */
    cardsOf: (userId: number, limit: number) =>
      db.selectFrom('songkran_cards').select(cardColumns).where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute(),

    insertShare: (values: { card_id: string; user_id: number; channel: SongkranShareChannel }) => db.insertInto('songkran_shares').values(values).execute(),

    /** What the event has done so far; the credits from the ledger's entries of this event (`songkran-…` subjects). */
    async numbers() {
      const [cards, shares, byChannel, byDesign, credits] = await Promise.all([
        db
          .selectFrom('songkran_cards')
          .select([sql<number>`count(*)::int`.as('cards'), sql<number>`count(distinct user_id)::int`.as('makers')])
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('songkran_shares')
          .select([sql<number>`count(*)::int`.as('shares'), sql<number>`count(distinct user_id)::int`.as('sharers')])
          .executeTakeFirstOrThrow(),
        db.selectFrom('songkran_shares').select(['channel as key', sql<number>`count(*)::int`.as('count')]).groupBy('channel').execute(),
        db.selectFrom('songkran_cards').select(['design as key', sql<number>`count(*)::int`.as('count')]).groupBy('design').execute(),
        db
          .selectFrom('credit_transactions')
          .select([sql<number>`coalesce(sum(amount), 0)::int`.as('credits'), sql<number>`count(*)::int`.as('users')])
          .where('subject_kind', '=', 'event')
          .where('subject_id', 'like', 'songkran-%')
          .where('type', '=', 'got')
          .executeTakeFirstOrThrow(),
      ]);
      return {
        cards: cards.cards,
        card_makers: cards.makers,
        shares: shares.shares,
        sharers: shares.sharers,
        byChannel,
        byDesign,
        credits_granted: credits.credits,
        rewarded_users: credits.users,
      };
    },
  };
}

export type SongkranQueries = ReturnType<typeof createSongkranRepository>;
export type SongkranCardRow = Awaited<ReturnType<SongkranQueries['insertCard']>>;

declare module 'fastify' {
  interface FastifyInstance {
    songkranRepository: Repository<SongkranQueries>;
  }
}

export const songkranRepositoryPlugin = repositoryPlugin('songkran', 'songkranRepository', createSongkranRepository);
