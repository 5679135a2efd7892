import type { FastifyInstance } from 'fastify';

/** Where a payment slip went: attached to the user's oldest open payment, a slip used before, or nothing open. */
export type SlipOutcome =
  | { outcome: 'attached'; kind: 'purchase' | 'boost'; paymentId: string; readable: boolean }
  | { outcome: 'duplicate'; kind: 'purchase' | 'boost'; paymentId: string }
  | { outcome: 'no-open-payment' };

/** Payments are not built yet: no user has an open payment. */
export async function receiveSlip(_app: FastifyInstance, _input: { userId: number; image: Buffer; source: 'line' | 'upload' }): Promise<SlipOutcome> {
  return { outcome: 'no-open-payment' };
}
