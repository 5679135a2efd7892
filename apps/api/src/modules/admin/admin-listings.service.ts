import type { FastifyInstance } from 'fastify';
import type { AdminListingCard, adminBulkEstateBody, adminEstateQuery, adminEstateResult, moderationResult, z } from '@baandee/contracts';
import { RESULTS_PER_PAGE, nextListingStatus, type ModerationAction } from '@baandee/domain';
import { audited, type AdminActor } from '../audit/audit.service.js';
import { holdsOf } from '../duplicates/duplicates.service.js';
import { goLive } from '../listings/listing-lifecycle.service.js';
import { isBoosted, toIso } from '../listings/listing-mappers.js';
import { notify, type Notification } from '../notifications/index.js';
import { listingMissing, wrongState } from '../../lib/errors.js';
import { decideEach, queueFilter, type BulkOutcome } from './bulk-decisions.js';

/**
 * The moderation queue (DESIGN 4.3, 4.15): an admin approves or rejects what waits for
 * review, and bans or unbans any listing. Each decision is kept in listing_moderations
 * and, except an unban, notified to the owner (e-mail and LINE, per their settings).
 */

type ModerationResult = z.infer<typeof moderationResult>;

export async function listModerationQueue(app: Pick<FastifyInstance, 'adminRepository' | 'duplicatesRepository' | 'listingCardsRepository'>, query: z.infer<typeof adminEstateQuery>): Promise<z.infer<typeof adminEstateResult>> {
  const { status, page } = query;
  const { total, rows } = await app.adminRepository.listingQueue(status, page, RESULTS_PER_PAGE, {
    ...queueFilter(query),
    ...(query.estate_type_id !== undefined && { estateTypeId: query.estate_type_id }),
  });
  const holds = await holdsOf(app.duplicatesRepository, rows.map((row) => row.id));
  const cards = await app.listingCardsRepository.byIds(
    rows.map((row) => row.id),
    null,
  );
  const extras = new Map(rows.map((row) => [row.id, row]));
  return {
    data: cards.map((card) => {
      const row = extras.get(card.id)!;
      return {
        ...card,
        images: row.images,
        owner: row.owner as AdminListingCard['owner'],
        moderation_reason: row.moderation_reason,
        submitted_at: toIso(row.submitted_at),
        ...holds.get(card.id)!,
      };
    }),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / RESULTS_PER_PAGE)),
    per_page: RESULTS_PER_PAGE,
    total,
  };
}

/** One admin decision: the lifecycle table says whether it applies, the row and its history change together. */
export async function moderateListing(app: Pick<FastifyInstance, 'auditRepository' | 'brokerShareRepository' | 'db' | 'jobs' | 'listingsRepository' | 'notificationChannels' | 'searchRepository'>, admin: AdminActor, id: number, action: ModerationAction, reason: string | null = null): Promise<ModerationResult> {
  const listing = await app.db.transaction().execute(async (trx) => {
    const repo = app.listingsRepository.in(trx);
    const row = await repo.findForUpdate(id);
    if (!row) throw listingMissing();
    const next = nextListingStatus(row.status, action, { trustedOwner: false, boosted: isBoosted(row) });
    if (next === null) throw wrongState();
    const now = new Date();
    const updated = await audited(app, trx, admin, { action: `listing.${action}`, table: 'listings', id }, () =>
      action === 'approve'
        ? goLive(app, trx, row, now, { approved_at: now, moderation_reason: null, hold_reason: null, duplicate_of: null })
        : repo.update(id, { status: next, moderation_reason: reason, expires_at: null }),
    );
    await repo.insertModeration({ listing_id: id, admin_id: admin.id, action, reason });
    await app.searchRepository.in(trx).refresh([id]);
    const notification = decisionNotification(row.user_id, { id, title: updated.announce_title }, action, reason ?? '');
    if (notification) await notify(app, notification, trx);
    return updated;
  });
  return { id: listing.id, status: listing.status, action, moderation_reason: listing.moderation_reason };
}

/**
 * PUT api/admin/estate/bulk: several pending listings approved or rejected with one reason,
 * each exactly as the single call decides it (its transaction, audit entry and owner's
 * notice); one no longer pending is reported and left as it is.
 */
export async function moderateListings(app: Parameters<typeof moderateListing>[0], admin: AdminActor, body: z.infer<typeof adminBulkEstateBody>): Promise<BulkOutcome<number>> {
  return decideEach(body.ids, async (id) => (await moderateListing(app, admin, id, body.action, body.action === 'reject' ? body.reason! : null)).status);
}

/** What the owner is told of a decision; an unban (back to un-publish, for the owner to decide) tells nothing. */
function decisionNotification(userId: number, listing: { id: number; title: string | null }, action: ModerationAction, reason: string): Notification | null {
  if (action === 'approve') return { userId, event: 'listing_approved', data: { listing } };
  if (action === 'reject') return { userId, event: 'listing_rejected', data: { listing, reason } };
  if (action === 'ban') return { userId, event: 'listing_banned', data: { listing, reason } };
  return null;
}
