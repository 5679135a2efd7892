import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { paymentMissing, slipAlreadyUsed } from '../../lib/errors.js';
import { readImageUpload } from '../../lib/images.js';
import { route } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { perKeyLimit } from '../../lib/rate-limits.js';
import { loadPayment } from './payment-view.js';
import { listOwnPayments, makePurchase } from './purchase.service.js';
import { attachSlip } from './slip-intake.js';

/** Spec section 7 "Credit": buying a package, the user's payments and their slips (the admin's queue is in modules/admin). */
export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  const limit = { max: app.config.PAYMENT_RATE_LIMIT, timeWindow: app.config.PAYMENT_RATE_WINDOW_MINUTES * 60_000 };
  const perUser = (name: string) => perKeyLimit(app, name, (request) => request.user?.id, limit);

  route(app, endpoints.makePurchase, { preHandler: perUser('purchase') }, async (request) =>
    makePurchase(app, currentUser(request), request.body.package_code),
  );

  route(app, endpoints.payments, async (request) => listOwnPayments(app, currentUser(request), request.query.page));

  route(app, endpoints.uploadSlip, { preHandler: perUser('slip-upload') }, async (request) => {
    const user = currentUser(request);
    const image = await readImageUpload(request, [...endpoints.uploadSlip.upload.fields]);
    const slip = await attachSlip(app, { userId: user.id, paymentId: request.params.id, image, source: 'upload' });
    if (slip.outcome === 'duplicate') throw slipAlreadyUsed();
    return loadPayment(app, slip.paymentId);
  });

  // a slip shows the payer's name and account: their own and admins' eyes only, and no cache keeps a copy
  route(app, endpoints.paymentSlipImage, async (request, reply) => {
    const user = currentUser(request);
    const slip = await app.paymentsRepository.slipImage(request.params.id, request.params.slip);
    if (!slip || (slip.owner_id !== user.id && user.role !== 'admin')) throw paymentMissing();
    const bytes = slip.storage_key === null ? null : await app.storage.get(slip.storage_key);
    if (!bytes) throw paymentMissing();
    return reply.header('content-type', 'image/webp').header('cache-control', 'private, no-store').send(bytes);
  });
};
