import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { AvailabilityAnswerResult, ConfirmAvailableResult } from '@baandee/contracts';
import { AVAILABILITY_RECONFIRM_DAYS, DAY_MS, slugId, type AvailabilityAnswer } from '@baandee/domain';
import type { DB } from '../../db/schema.js';
import type { ListingsTable } from '../../db/tables/listings.js';
import { linkExpired, wrongState } from '../../lib/errors.js';
import { hashToken, looksLikeToken } from '../../lib/tokens.js';
import { lockOwnListing } from '../listings/listing-lifecycle.service.js';

/*
 * "Still available?" (docs/decisions/062): the owner's answer, from "my listings", the
 * e-mail's links or LINE's buttons, all through applyAnswer.
 */

type ListingRow = Selectable<ListingsTable>;
type Deps = Pick<FastifyInstance, 'availabilityRepository' | 'db' | 'listingsRepository' | 'searchRepository'>;
export type AnsweredVia = 'line' | 'email' | 'site';

/**
 * Yes: the listing is confirmed now and no longer stale. No: it is closed as rented or sold,
 * with that reason. Either answers every open question about it. The listing is locked and
 * published; its search row follows in the same transaction.
 */
async function applyAnswer(app: Deps, trx: Kysely<DB>, row: ListingRow, answer: AvailabilityAnswer, via: AnsweredVia, now: Date): Promise<ListingRow> {
  const listings = app.listingsRepository.in(trx);
  const updated =
    answer === 'yes'
      ? await listings.update(row.id, { confirmed_at: now, stale_since: null })
      : await listings.update(row.id, { status: 'closed', closed_at: now, closed_reason: 'not available', expires_at: null, stale_since: null });
  await app.availabilityRepository.in(trx).answerOpen(row.id, answer, via, now);
  await app.searchRepository.in(trx).refresh([row.id]);
  return updated;
}

/** PUT api/estate/confirm-available/{announce_id}: the owner says the published listing is still available. */
export async function confirmAvailable(app: Deps, userId: number, listingId: number, now = new Date()): Promise<ConfirmAvailableResult> {
  return app.db.transaction().execute(async (trx) => {
    const row = await lockOwnListing(app.listingsRepository.in(trx), listingId, userId);
    if (row.status !== 'publish') throw wrongState();
    // confirmed within the last few days: still confirmed, and no newer for pressing again
    if (row.confirmed_at && row.stale_since === null && now.getTime() - row.confirmed_at.getTime() < AVAILABILITY_RECONFIRM_DAYS * DAY_MS) {
      return { id: row.id, confirmed_at: row.confirmed_at.toISOString() };
    }
    const updated = await applyAnswer(app, trx, row, 'yes', 'site', now);
    return { id: updated.id, confirmed_at: updated.confirmed_at!.toISOString() };
  });
}

/**
 * POST api/estate/availability-answer: one of the e-mail's links. A link works once (the
 * question is answered, and both its links stop), until it expires, and while the listing
 * is still published; anything else is 'reset link expired', which says exactly that.
 */
export async function answerByLink(app: Deps, token: string, now = new Date()): Promise<AvailabilityAnswerResult> {
  if (!looksLikeToken(token)) throw linkExpired();
  return app.db.transaction().execute(async (trx) => {
    const ask = await app.availabilityRepository.in(trx).byTokenHash(hashToken(token));
    if (!ask || ask.answered_at !== null || !ask.links_expire_at || ask.links_expire_at <= now) throw linkExpired();
    const row = await app.listingsRepository.in(trx).findForUpdate(ask.listing_id);
    if (!row || row.status !== 'publish' || row.user_id !== ask.user_id) throw linkExpired();
    const updated = await applyAnswer(app, trx, row, ask.link_answer, 'email', now);
    return {
      answer: ask.link_answer,
      listing: { id: updated.id, slug_id: slugId(updated.announce_title, updated.id), announce_title: updated.announce_title },
      confirmed_at: updated.confirmed_at?.toISOString() ?? null,
    };
  });
}

/** What became of a LINE button's answer; the official account replies accordingly. */
export type LineAnswerOutcome =
  | { outcome: 'answered'; answer: AvailabilityAnswer; title: string | null }
  | { outcome: 'already-answered' | 'not-found' };

/**
 * A button of the LINE question: applied when the LINE user is linked to the listing's
 * owner and the question is still open; a second tap (or a replayed event) changes nothing.
 */
export async function answerByLine(
  app: Deps & Pick<FastifyInstance, 'lineRepository'>,
  lineUserId: string,
  askId: number,
  answer: AvailabilityAnswer,
  now = new Date(),
): Promise<LineAnswerOutcome> {
  const account = await app.lineRepository.byLineUser(lineUserId);
  if (!account) return { outcome: 'not-found' };
  return app.db.transaction().execute(async (trx) => {
    const ask = await app.availabilityRepository.in(trx).askForUpdate(askId);
    if (!ask || ask.user_id !== account.user_id) return { outcome: 'not-found' as const };
    if (ask.answered_at !== null) return { outcome: 'already-answered' as const };
    const row = await app.listingsRepository.in(trx).findForUpdate(ask.listing_id);
    if (!row || row.user_id !== account.user_id) return { outcome: 'not-found' as const };
    if (row.status !== 'publish') return { outcome: 'already-answered' as const };
    await applyAnswer(app, trx, row, answer, 'line', now);
    return { outcome: 'answered' as const, answer, title: row.announce_title };
  });
}
