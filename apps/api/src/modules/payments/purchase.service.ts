import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { Payment } from '@baandee/contracts';
import { PAYMENT_REFERENCE_LENGTH, PAYMENT_REFERENCE_PREFIX, RESULTS_PER_PAGE } from '@baandee/domain';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import type { PaymentsTable } from '../../db/tables/credits.js';
import { lineFriendFirst, packageNotAvailable, purchaseFailed } from '../../lib/errors.js';
import { pageOf } from '../../lib/pagination.js';
import type { AuthUser } from '../../plugins/auth.plugin.js';
import { loadPayment, loadPayments } from './payment-view.js';

// Letters and digits a person reads out without mixing them up: no 0/O, 1/I/L.
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A transfer reference the buyer writes in the transfer's note: BD + 8 readable characters. */
export function newPaymentReference(): string {
  let reference = PAYMENT_REFERENCE_PREFIX;
  for (let i = 0; i < PAYMENT_REFERENCE_LENGTH; i++) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}

/** A new payment awaiting its transfer, with a fresh reference; answers its id. */
export async function insertPayment(app: Pick<FastifyInstance, 'paymentsRepository'>, trx: Kysely<DB>, values: Omit<Insertable<PaymentsTable>, 'reference' | 'status'>): Promise<string> {
  const { id } = await app.paymentsRepository.in(trx).insert({ ...values, reference: newPaymentReference(), status: 'awaiting_payment' });
  return id;
}

/**
 * POST api/make-purchase (DESIGN 4.5): where LINE is set up the buyer must be a friend of
 * its official account (spec section 1); where it is not, nobody can be, and the slip is
 * uploaded on the site as for a boost paid by transfer (decision 033). The package must be
 * on sale. The payment awaits the transfer; the answer says where to send how much.
 */
export async function makePurchase(app: Pick<FastifyInstance, 'config' | 'creditsRepository' | 'db' | 'line' | 'paymentsRepository' | 'usersRepository'>, user: AuthUser, packageCode: string): Promise<Payment> {
  if (app.line.configured) {
    const profile = await app.usersRepository.findProfile(user.id);
    if (!profile?.line_friend_status) throw lineFriendFirst();
  }
  const pack = await app.creditsRepository.activePackageByCode(packageCode.trim().toUpperCase());
  if (!pack) throw packageNotAvailable();
  // a reference drawn twice (about one in 10^12) is drawn again
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const id = await app.db.transaction().execute((trx) =>
        insertPayment(app, trx, { user_id: user.id, kind: 'purchase', amount_satang: pack.price_satang, package_id: pack.id, credits: pack.credits }),
      );
      return await loadPayment(app, id);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw purchaseFailed();
}

/** GET api/payment: the user's payments, newest first. */
export async function listOwnPayments(app: Pick<FastifyInstance, 'config' | 'paymentsRepository'>, user: AuthUser, page: number) {
  const { total, rows } = await app.paymentsRepository.ownPage(user.id, page, RESULTS_PER_PAGE);
  return pageOf(await loadPayments(app, rows), total, page);
}
