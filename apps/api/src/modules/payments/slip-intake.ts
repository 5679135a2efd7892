import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { IMAGE_SIZES, OPEN_PAYMENT_STATUSES, type PaymentKind, type SlipSource } from '@baandee/domain';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, paymentDecided, paymentMissing } from '../../lib/errors.js';
import { checkImage, convertImage, decodeCost, imageOwner, imagePool, SLIP_PIXELS } from '../../lib/images.js';
import { readSlipReference } from '../../lib/qr.js';

/**
 * Transfer slips (DESIGN 4.5): a picture sent to the LINE official account or uploaded on
 * the credit page. The transfer's reference is read from the slip's QR code in the bytes
 * as they arrived (re-encoding could blur it); the picture is stored as a WebP without
 * its metadata; the payment then awaits an admin's check. A reference already accepted
 * on another payment is kept, flagged as a duplicate, and not accepted: one transfer pays
 * once, also when two slips arrive at the same moment (a unique index decides). A slip
 * without a readable QR is accepted for the admin to check by eye.
 */

export type SlipOutcome =
  | { outcome: 'attached'; kind: 'purchase' | 'boost'; paymentId: string; readable: boolean }
  | { outcome: 'duplicate'; kind: 'purchase' | 'boost'; paymentId: string }
  | { outcome: 'no-open-payment' };


interface StoredSlip {
  reference: string | null;
  key: string;
}

/**
 * Reads the reference and stores the picture; 413/422 when it is not an accepted picture of
 * at most 2 MB, 422 'slip picture too large' past a phone screenshot's pixels or shape
 * (refused from the header, before any decoding). Storing and reading the QR each take a
 * turn of the user in the image pool.
 */
async function storeSlip(app: Pick<FastifyInstance, 'storage'>, userId: number, image: Buffer): Promise<StoredSlip> {
  const check = await checkImage(image, SLIP_PIXELS);
  const owner = imageOwner(userId);
  // two turns, not one long one: another user's picture waits for the shorter of them
  const { slip } = await imagePool.run(owner, () => convertImage(image, check, { slip: IMAGE_SIZES.slip }, { limit: SLIP_PIXELS }), decodeCost(check));
  const read = await imagePool.run(owner, () => readSlipReference(image), decodeCost(check, 2)); // decoded at most twice for its QR
  const reference = read?.reference ?? null;
  const key = `slips/${randomBytes(16).toString('base64url')}.webp`;
  await app.storage.put(key, slip, 'image/webp');
  return { reference, key };
}

type Attached = { outcome: 'attached' | 'duplicate' | 'already-attached'; kind: PaymentKind };

/** One try at attaching the stored slip to the payment, in one transaction. */
async function attachOnce(app: Pick<FastifyInstance, 'db' | 'paymentsRepository'>, slip: StoredSlip, input: { userId: number; paymentId: string; source: SlipSource }): Promise<Attached> {
  return app.db.transaction().execute(async (trx) => {
    const payments = app.paymentsRepository.in(trx);
    const payment = await payments.findForUpdate(input.paymentId);
    if (!payment || payment.user_id !== input.userId) throw paymentMissing();
    if (!(OPEN_PAYMENT_STATUSES as readonly string[]).includes(payment.status)) throw paymentDecided();
    const acceptedOn = slip.reference === null ? null : await payments.acceptedReference(slip.reference);
    // the same slip sent again for the same payment (over LINE and on the site): it is there already
    if (acceptedOn === payment.id) return { outcome: 'already-attached', kind: payment.kind };
    const duplicate = acceptedOn !== null;
    await payments.insertSlip({
      payment_id: payment.id,
      user_id: input.userId,
      source: input.source,
      storage_key: slip.key,
      reference: slip.reference,
      duplicate,
    });
    // an admin looks at it either way; a duplicate is shown flagged
    if (payment.status === 'awaiting_payment') await payments.update(payment.id, { status: 'awaiting_approval' });
    return { outcome: duplicate ? 'duplicate' : 'attached', kind: payment.kind };
  });
}

/**
 * Attaches a slip picture to one payment of the user. 404 'payment does not exist' when
 * the payment is not theirs, 409 'payment already decided' when it is no longer open.
 */
export async function attachSlip(
  app: Pick<FastifyInstance, 'db' | 'paymentsRepository' | 'storage'>,
  input: { userId: number; paymentId: string; image: Buffer; source: SlipSource },
): Promise<Exclude<SlipOutcome, { outcome: 'no-open-payment' }>> {
  const slip = await storeSlip(app, input.userId, input.image);
  let result: Attached;
  try {
    try {
      result = await attachOnce(app, slip, input);
    } catch (error) {
      // another slip with the same reference was accepted a moment ago: this one is its duplicate
      if (!isUniqueViolation(error)) throw error;
      result = await attachOnce(app, slip, input);
    }
  } catch (error) {
    await app.storage.delete(slip.key).catch(() => undefined);
    throw error;
  }
  if (result.outcome === 'already-attached') await app.storage.delete(slip.key).catch(() => undefined);
  if (result.outcome === 'duplicate') return { outcome: 'duplicate', kind: result.kind, paymentId: input.paymentId };
  return { outcome: 'attached', kind: result.kind, paymentId: input.paymentId, readable: slip.reference !== null };
}

/**
 * A slip that came without naming its payment (a picture sent over LINE): it goes to the
 * user's oldest payment awaiting the transfer, else the oldest awaiting its check.
 */
export async function receiveSlip(app: Pick<FastifyInstance, 'db' | 'paymentsRepository' | 'storage'>, input: { userId: number; image: Buffer; source: 'line' | 'upload' }): Promise<SlipOutcome> {
  // a payment decided between the lookup and the lock: the next open one, if any
  for (let attempt = 0; attempt < 3; attempt++) {
    const paymentId = await app.paymentsRepository.oldestOpen(input.userId);
    if (paymentId === null) return { outcome: 'no-open-payment' };
    try {
      return await attachSlip(app, { ...input, paymentId });
    } catch (error) {
      if (!(error instanceof AppError && error.key === 'payment already decided')) throw error;
    }
  }
  return { outcome: 'no-open-payment' };
}
