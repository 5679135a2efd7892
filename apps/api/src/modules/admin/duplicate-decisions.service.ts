import type { FastifyInstance } from 'fastify';
import type { linkDuplicateResult, z } from '@baandee/contracts';
import { nextListingStatus } from '@baandee/domain';
import { listingMissing, wrongState } from '../../lib/errors.js';
import { audited, type AdminActor } from '../audit/audit.service.js';
import { goLive } from '../listings/listing-lifecycle.service.js';
import { isBoosted } from '../listings/listing-mappers.js';
import { notify } from '../notifications/index.js';

/**
 * PUT api/admin/estate/link/{id} (docs/decisions/057): the admin finds that a listing held
 * as a duplicate is the same unit offered by another lister, not a copy. It goes live as an
 * approval would, and the two listings are linked: each page names the other lister
 * ("also listed by"). Audited as `listing.link`, kept in the moderation history as an
 * approval, and the owner is told it was approved. 409 when the listing is not held as a duplicate.
 */
export async function linkDuplicate(
  app: Pick<FastifyInstance, 'auditRepository' | 'brokerShareRepository' | 'db' | 'duplicatesRepository' | 'jobs' | 'listingsRepository' | 'notificationChannels' | 'searchRepository'>,
  admin: AdminActor,
  id: number,
): Promise<z.infer<typeof linkDuplicateResult>> {
  return app.db.transaction().execute(async (trx) => {
    const repo = app.listingsRepository.in(trx);
    const row = await repo.findForUpdate(id);
    if (!row) throw listingMissing();
    const allowed = nextListingStatus(row.status, 'approve', { trustedOwner: false, boosted: isBoosted(row) }) !== null;
    const other = row.duplicate_of;
    if (!allowed || row.hold_reason !== 'duplicate' || other === null) throw wrongState();
    const now = new Date();
    const updated = await audited(
      app,
      trx,
      admin,
      { action: 'listing.link', table: 'listings', id },
      () => goLive(app, trx, row, now, { approved_at: now, moderation_reason: null, hold_reason: null, duplicate_of: null }),
      () => ({ linked_to: other }),
    );
    await app.duplicatesRepository.in(trx).link(id, other, admin.id);
    await repo.insertModeration({ listing_id: id, admin_id: admin.id, action: 'approve', reason: null });
    // both pages now name each other's lister
    await app.searchRepository.in(trx).refresh([id, other]);
    await notify(app, { userId: row.user_id, event: 'listing_approved', data: { listing: { id, title: updated.announce_title } } }, trx);
    return { id, status: updated.status, action: 'approve' as const, moderation_reason: null, linked_to: other };
  });
}
