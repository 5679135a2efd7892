import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** What a buyer or a listing's owner is told about their payments and boosts. */
export type PaymentNotice = {
  userId: number;
  event: 'payment_approved' | 'payment_rejected' | 'boost_started' | 'boost_ended';
  data: Record<string, string | number | null>;
};

/**
 * Tells the user about a decision on their payment or a change of their boost, by LINE
 * and e-mail as their settings say. Given the transaction, the notice is queued with it
 * and goes out only if it commits. The notification queue is not part of the product
 * yet: until it is, the notice is logged.
 */
export async function notifyPaymentDecision(app: FastifyInstance, notice: PaymentNotice, _trx?: Kysely<DB>): Promise<void> {
  app.log.info({ userId: notice.userId, event: notice.event, data: notice.data }, 'payment notice');
}
