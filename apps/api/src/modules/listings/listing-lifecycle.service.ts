import type { FastifyInstance } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import type { ListingStatusResult } from '@baandee/contracts';
import { DAY_MS, LISTING_LIFETIME_DAYS, listingCompletenessErrors, type ListingStatus, nextListingStatus, type OwnerAction, ownerActions } from '@baandee/domain';
import type { DB } from '../../db/schema.js';
import type { ListingsTable } from '../../db/tables/listings.js';
import { badInput, listingMissing, notTheOwner, wrongState } from '../../lib/errors.js';
import { requireVerifiedEmail, type AuthUser } from '../../plugins/auth.plugin.js';
import { spendCredits } from '../credits/ledger.service.js';
import { findDuplicates } from '../duplicates/duplicates.service.js';
import { isBoosted, listingForm, listingParts, toIso } from './listing-mappers.js';
import { publishCredits } from './listing-publish-cost.js';
import { priceChanges } from './listing-units.js';
import type { ListingRow, ListingQueries } from './listings.repository.js';
import { queueSavedSearchMatch } from '../saved-searches/saved-search-matching.js';

/*
 * The owner's actions of spec section 4, as the lifecycle table of packages/domain allows
 * them, and going live, which owner and admin share.
 */



/**
 * The listing, locked for the transaction (unless `lock` is false, for a read), if it is
 * the user's. The routes check the owner before the body is read; this checks again under the lock.
 */
export async function lockOwnListing(repo: ListingQueries, id: number, userId: number, lock = true): Promise<ListingRow> {
  const row = lock ? await repo.findForUpdate(id) : await repo.findById(id);
  if (!row) throw listingMissing();
  if (row.user_id !== userId) throw notTheOwner();
  return row;
}

export function statusResult(row: ListingRow): ListingStatusResult {
  return { id: row.id, status: row.status, actions: ownerActions(row.status, { boosted: isBoosted(row) }), expires_at: toIso(row.expires_at) };
}

/**
 * What publishing costs (DESIGN 4.4): a listing's first publish uses PUBLISH_CREDITS,
 * inside the transaction that publishes it (or sends it for review), so a listing never
 * goes out unpaid nor is charged twice; 409 'not enough credits' leaves everything as it
 * was. Publishing it again (after un-publishing, or after a rejected review) is free, and
 * so are listings that went live before credits existed.
 */
export async function chargeForPublishing(app: Pick<FastifyInstance, 'creditsRepository'>, trx: Kysely<DB>, listing: ListingRow): Promise<void> {
  const cost = await publishCredits(app.creditsRepository.in(trx), listing);
  if (cost > 0) await spendCredits(app.creditsRepository, trx, { userId: listing.user_id, amount: cost, subjectKind: 'listing', subjectId: listing.id });
}

/**
 * Puts the listing on the site for LISTING_LIFETIME_DAYS from `now`. The first time, when
 * the same unit was listed before at another price, the history records the change from
 * that listing's price. The owner paid when they published it (chargeForPublishing). A
 * broker-group share of the owner's still without a listing takes it.
 */
export async function goLive(app: Pick<FastifyInstance, 'brokerShareRepository' | 'jobs' | 'listingsRepository'>, trx: Kysely<DB>, row: ListingRow, now: Date, extra: Updateable<ListingsTable> = {}): Promise<ListingRow> {
  const repo = app.listingsRepository.in(trx);
  const firstTime = row.first_published_at === null;
  const live = await repo.update(row.id, {
    ...extra,
    // a new time on the site starts a new round of "still available?" questions (docs/decisions/062)
    stale_since: null,
    closed_reason: null,
    status: 'publish',
    published_at: now,
    expires_at: new Date(now.getTime() + LISTING_LIFETIME_DAYS * DAY_MS),
    first_published_at: row.first_published_at ?? now,
  });
  if (firstTime) {
    const previous = live.unit_key ? await repo.previousUnitListing(live.unit_key, live.id) : undefined;
    if (previous && live.unit_key) await repo.insertPriceChanges(priceChanges(live.unit_key, live.id, previous, live, now));
  }
  // the owner's broker-group share still waiting for a listing takes this one (docs/decisions/053)
  await app.brokerShareRepository.in(trx).attachListing(live.user_id, live.id);
  // the saved searches it matches hear of it (docs/decisions/059), once the publication commits
  await queueSavedSearchMatch(app, live.id, trx);
  return live;
}

function allowedNext(row: ListingRow, action: OwnerAction, trustedOwner = false): ListingStatus {
  const next = nextListingStatus(row.status, action, { trustedOwner, boosted: isBoosted(row) });
  if (next === null) throw wrongState();
  return next;
}

/**
 * Publish (DESIGN 4.2, 4.3): a verified e-mail and a complete listing; a trusted owner's
 * listing goes live at once, any other waits for review (pending). A listing whose photos
 * match another owner's listing on the site, or whose unit is one the owner has on the
 * site already, waits for review held as a duplicate, trusted owner or not (docs/decisions/057).
 */
export async function publishListing(
  app: Pick<FastifyInstance, 'brokerShareRepository' | 'creditsRepository' | 'db' | 'duplicatesRepository' | 'jobs' | 'listingsRepository' | 'log' | 'searchRepository' | 'storage'>,
  user: AuthUser,
  id: number,
): Promise<ListingStatusResult> {
  return app.db.transaction().execute(async (trx) => {
    const repo = app.listingsRepository.in(trx);
    const row = await lockOwnListing(repo, id, user.id);
    const next = allowedNext(row, 'publish', await repo.isTrustedOwner(user.id));
    requireVerifiedEmail(user);
    const missing = listingCompletenessErrors(listingForm(row, await listingParts(repo, row.id)));
    if (Object.keys(missing).length > 0) throw badInput(missing);
    await chargeForPublishing(app, trx, row);
    const now = new Date();
    const duplicate = await findDuplicates(app, trx, row);
    await app.duplicatesRepository.in(trx).replaceMatches(id, duplicate?.matches ?? []);
    const hold = { hold_reason: duplicate ? ('duplicate' as const) : null, duplicate_of: duplicate?.duplicateOf ?? null };
    const updated =
      next === 'publish' && !duplicate
        ? await goLive(app, trx, row, now, hold)
        : await repo.update(id, { status: 'pending', submitted_at: now, expires_at: null, ...hold });
    await app.searchRepository.in(trx).refresh([id]);
    return statusResult(updated);
  });
}

/** Un-publish and close: a change of status the lifecycle table allows from the current one. */
export async function changeListingStatus(app: Pick<FastifyInstance, 'db' | 'listingsRepository' | 'searchRepository'>, user: AuthUser, id: number, action: 'un-publish' | 'close'): Promise<ListingStatusResult> {
  return app.db.transaction().execute(async (trx) => {
    const repo = app.listingsRepository.in(trx);
    const row = await lockOwnListing(repo, id, user.id);
    const status = allowedNext(row, action);
    const updated = await repo.update(id, { status, expires_at: null, ...(status === 'closed' && { closed_at: new Date() }) });
    await app.searchRepository.in(trx).refresh([id]);
    return statusResult(updated);
  });
}

/** Removes the listing with everything hanging off it, then its photo files. */
export async function deleteListing(app: Pick<FastifyInstance, 'db' | 'listingsRepository' | 'log' | 'searchRepository' | 'storage'>, user: AuthUser, id: number): Promise<{ deleted: true }> {
  const urls = await app.db.transaction().execute(async (trx) => {
    const repo = app.listingsRepository.in(trx);
    const row = await lockOwnListing(repo, id, user.id);
    allowedNext(row, 'delete');
    const photoUrls = await repo.deleteImagesOf(id);
    await repo.deleteById(id);
    await app.searchRepository.in(trx).refresh([id]);
    return photoUrls;
  });
  await deleteStoredFiles(app, urls);
  return { deleted: true };
}

/** Files are removed after the rows are gone: a failure leaves an unused file, never a listing without its photos. */
export async function deleteStoredFiles(app: Pick<FastifyInstance, 'log' | 'storage'>, urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    const key = app.storage.keyOf(url);
    if (key) await app.storage.delete(key).catch((error: unknown) => app.log.warn({ err: error, key }, 'listing photo not deleted'));
  }
}
