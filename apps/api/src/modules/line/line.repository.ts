import { sql, type Kysely, type Selectable } from 'kysely';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';
import type { LineWebhookEventsTable } from '../../db/tables/line.js';

export type WebhookEventRow = Selectable<LineWebhookEventsTable>;

export interface NewWebhookEvent {
  webhookEventId: string;
  type: string;
  lineUserId: string | null;
  payload: Record<string, unknown>;
}

export function createLineRepository(db: Kysely<DB>) {
  const accountColumns = ['user_id', 'line_user_id', 'display_name', 'picture_url', 'connected_at'] as const;

  return {
    byUser: (userId: number) => db.selectFrom('line_accounts').select(accountColumns).where('user_id', '=', userId).executeTakeFirst(),

    byLineUser: (lineUserId: string) =>
      db.selectFrom('line_accounts').select(accountColumns).where('line_user_id', '=', lineUserId).executeTakeFirst(),

    /**
     * Links the LINE user to the account, replacing an earlier link of the same account. A
     * LINE user linked to another account fails on the unique key (the caller answers 409).
     */
    async link(values: { userId: number; lineUserId: string; displayName: string; pictureUrl: string | null }): Promise<void> {
      await db
        .insertInto('line_accounts')
        .values({ user_id: values.userId, line_user_id: values.lineUserId, display_name: values.displayName, picture_url: values.pictureUrl })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            line_user_id: values.lineUserId,
            display_name: values.displayName,
            picture_url: values.pictureUrl,
            connected_at: sql`now()`,
          }),
        )
        .execute();
    },

    async unlink(userId: number): Promise<boolean> {
      const result = await db.deleteFrom('line_accounts').where('user_id', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Every LINE login the user started and has not finished. */
    async deleteStates(userId: number): Promise<void> {
      await db.deleteFrom('line_login_states').where('user_id', '=', userId).execute();
    },

    /** A new login state; the user's expired ones go at the same time. */
    async createState(values: { userId: number; state: string; nonce: string; redirectUri: string; expiresAt: Date }): Promise<void> {
      await db.deleteFrom('line_login_states').where('user_id', '=', values.userId).where('expires_at', '<', sql<Date>`now()`).execute();
      await db
        .insertInto('line_login_states')
        .values({ user_id: values.userId, state: values.state, nonce: values.nonce, redirect_uri: values.redirectUri, expires_at: values.expiresAt })
        .execute();
    },

    /** Takes the user's state out (single use, also when it turns out expired): the row, or undefined. */
    takeState: (userId: number, state: string) =>
      db
        .deleteFrom('line_login_states')
        .where('user_id', '=', userId)
        .where('state', '=', state)
        .returning(['nonce', 'redirect_uri', 'expires_at'])
        .executeTakeFirst(),

    /** Stores the events not seen before; answers the ids of those it stored. */
    async insertEvents(events: NewWebhookEvent[]): Promise<string[]> {
      if (events.length === 0) return [];
      const rows = await db
        .insertInto('line_webhook_events')
        .values(
          events.map((event) => ({
            webhook_event_id: event.webhookEventId,
            type: event.type,
            line_user_id: event.lineUserId,
            payload: JSON.stringify(event.payload),
          })),
        )
        .onConflict((oc) => oc.column('webhook_event_id').doNothing())
        .returning('webhook_event_id')
        .execute();
      return rows.map((row) => row.webhook_event_id);
    },

    /**
     * Holds an unprocessed event for one worker for `holdMs` and counts the attempt:
     * undefined when it is done, or another worker holds it.
     */
    claimEvent: (webhookEventId: string, holdMs: number) =>
      db
        .updateTable('line_webhook_events')
        .set({ attempts: sql<number>`attempts + 1`, locked_until: sql<Date>`now() + ${`${holdMs} milliseconds`}::interval` })
        .where('webhook_event_id', '=', webhookEventId)
        .where('processed_at', 'is', null)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
        .returningAll()
        .executeTakeFirst(),

    /** Unprocessed events nobody holds that have attempts left, oldest first. */
    async pendingEventIds(maxAttempts: number, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('line_webhook_events')
        .select('webhook_event_id')
        .where('processed_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
        .orderBy('received_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.webhook_event_id);
    },

    async saveOutcome(webhookEventId: string, outcome: Record<string, unknown>): Promise<void> {
      await db.updateTable('line_webhook_events').set({ outcome: JSON.stringify(outcome) }).where('webhook_event_id', '=', webhookEventId).execute();
    },

    async markProcessed(webhookEventId: string): Promise<void> {
      await db
        .updateTable('line_webhook_events')
        .set({ processed_at: sql<Date>`now()`, locked_until: null, error: null })
        .where('webhook_event_id', '=', webhookEventId)
        .execute();
    },

    /** The attempt failed: released at once, the sweep tries again while attempts are left. */
    async markFailed(webhookEventId: string, error: string): Promise<void> {
      await db
        .updateTable('line_webhook_events')
        .set({ error: error.slice(0, 1000), locked_until: null })
        .where('webhook_event_id', '=', webhookEventId)
        .execute();
    },

    event: (webhookEventId: string) =>
      db.selectFrom('line_webhook_events').selectAll().where('webhook_event_id', '=', webhookEventId).executeTakeFirst(),
  };
}

export type LineRepository = Repository<ReturnType<typeof createLineRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    lineRepository: LineRepository;
  }
}

export const lineRepositoryPlugin = repositoryPlugin('line', 'lineRepository', createLineRepository);
