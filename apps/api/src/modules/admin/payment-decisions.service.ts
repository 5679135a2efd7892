import type { FastifyInstance } from 'fastify';
import type { AdminPayment, adminBulkPaymentBody, adminPaymentsQuery, z } from '@baandee/contracts';
import { decideEach, queueFilter, type BulkOutcome } from './bulk-decisions.js';
import { OPEN_PAYMENT_STATUSES, RESULTS_PER_PAGE, satangToBahtText } from '@baandee/domain';
import { paymentDecided, paymentMissing } from '../../lib/errors.js';
import { pageOf } from '../../lib/pagination.js';
import { audited, type AdminActor } from '../audit/audit.service.js';
import { addCredits } from '../credits/ledger.service.js';
import { startBoost } from '../boosts/boost.service.js';
import { notify } from '../notifications/index.js';
import { toAdminPayments } from '../payments/payment-view.js';

/*
 * The admin's payments queue (DESIGN 4.5, 4.15). A decision locks the payment, so two
 * admins (or one double click) decide it once: the second hears 'payment already decided'.
 * Approving a package refills its credits with one `refilled` entry (the ledger's unique
 * index holds that too) and, for a package that includes it, queues a broker-group share;
 * approving a boost starts it. Each decision keeps who and when.
 */

async function adminView(app: Pick<FastifyInstance, 'config' | 'paymentsRepository'>, id: string): Promise<AdminPayment> {
  return (await toAdminPayments(app, [await app.paymentsRepository.adminRow(id)]))[0]!;
}

type Decision = { action: 'approve' } | { action: 'reject'; reason: string };

export async function decidePayment(app: Pick<FastifyInstance, 'auditRepository' | 'boostsRepository' | 'brokerShareRepository' | 'config' | 'creditsRepository' | 'db' | 'jobs' | 'listingsRepository' | 'notificationChannels' | 'paymentsRepository' | 'searchRepository'>, admin: AdminActor, id: string, decision: Decision): Promise<AdminPayment> {
  await app.db.transaction().execute(async (trx) => {
    const payments = app.paymentsRepository.in(trx);
    const payment = await payments.findForUpdate(id);
    if (!payment) throw paymentMissing();
    if (!(OPEN_PAYMENT_STATUSES as readonly string[]).includes(payment.status)) throw paymentDecided();
    const now = new Date();
    const approved = decision.action === 'approve';
    const refill = approved && payment.kind === 'purchase' ? payment.credits! : 0;
    // one row for the decision and what it moved: the credits it refilled, the boost it started
    await audited(
      app,
      trx,
      admin,
      { action: approved ? 'payment.approve' : 'payment.reject', table: 'payments', id },
      async () => {
        await payments.update(id, {
          status: approved ? 'approved' : 'rejected',
          reason: approved ? null : decision.reason,
          decided_by: admin.id,
          decided_at: now,
        });
        if (refill > 0) {
          await addCredits(app.creditsRepository, trx, { userId: payment.user_id, amount: refill, type: 'refilled', subjectKind: 'payment', subjectId: id });
          // a package with the broker-group share queues one; the buyer's next listing to go live fills it (docs/decisions/053)
          await app.brokerShareRepository.in(trx).createForPayment(id);
        }
        // a boost whose listing was deleted meanwhile is gone with it: the payment is decided all the same
        if (payment.kind === 'boost' && payment.boost_id !== null) {
          if (approved) await startBoost(app, trx, payment.boost_id, now);
          else await app.boostsRepository.in(trx).update(payment.boost_id, { status: 'rejected' });
        }
      },
      () => ({
        credits_refilled: refill,
        ...(payment.kind === 'boost' && payment.boost_id !== null && { boost_status: approved ? 'started' : 'rejected' }),
      }),
    );
    const amount = satangToBahtText(payment.amount_satang);
    if (!approved) {
      await notify(app, { userId: payment.user_id, event: 'payment_rejected', data: { amount, reason: decision.reason } }, trx);
    } else {
      const listing = payment.listing_id === null ? undefined : await app.listingsRepository.in(trx).findById(payment.listing_id);
      await notify(
        app,
        {
          userId: payment.user_id,
          event: 'payment_approved',
          data: { amount, credits: payment.kind === 'purchase' ? payment.credits : null, listing: listing ? { id: listing.id, title: listing.announce_title } : null },
        },
        trx,
      );
    }
  });
  return adminView(app, id);
}

/** GET api/admin/payment: payments of one status, oldest first; searched and filtered as the query asks. */
export async function listPaymentQueue(app: Pick<FastifyInstance, 'config' | 'paymentsRepository'>, query: z.infer<typeof adminPaymentsQuery>) {
  const { status, page } = query;
  const { total, rows } = await app.paymentsRepository.queuePage(status, page, RESULTS_PER_PAGE, { ...queueFilter(query), ...(query.kind && { kind: query.kind }) });
  return pageOf(await toAdminPayments(app, rows), total, page);
}

/**
 * PUT api/admin/payment/bulk: several payments approved or rejected with one reason, each
 * exactly as the single call decides it (its lock, transaction, audit entry, credits and
 * notice): one decided meanwhile answers `payment already decided` and is left as it is.
 */
export async function decidePayments(app: Parameters<typeof decidePayment>[0], admin: AdminActor, body: z.infer<typeof adminBulkPaymentBody>): Promise<BulkOutcome<string>> {
  return decideEach(body.ids, async (id) => {
    const decision: Decision = body.action === 'approve' ? { action: 'approve' } : { action: 'reject', reason: body.reason! };
    return (await decidePayment(app, admin, id, decision)).status;
  });
}
