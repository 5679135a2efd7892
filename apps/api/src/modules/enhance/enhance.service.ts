import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EnhanceImageBody, EnhanceImageResult, EstateEnhancementsResult } from '@baandee/contracts';
import { ENHANCE_PACKAGE_PER_LISTING, ENHANCE_TRIAL_PER_LISTING, enhanceAllowance } from '@baandee/domain';
import { badInput, listingMissing, noEnhancementsLeft, notTheOwner } from '../../lib/errors.js';
import { imageOwner, imagePool } from '../../lib/images.js';
import { enhancePhoto } from '../../lib/photo-enhance.js';
import { photoSize } from '../../lib/photo-size.js';
import { putAll } from '../../plugins/storage.plugin.js';
import type { EnhancementRow } from './enhance.repository.js';

type App = Pick<FastifyInstance, 'db' | 'enhanceRepository' | 'listingsRepository' | 'storage'>;

/*
 * Listing photos enhanced (docs/decisions/050). The entitlement is a ledger per listing:
 * the trial grant (1) and, for a holder of the package, its grant (the rest of 5) are
 * written once each, in the transaction of the listing's first enhancement after they
 * became due; each photo enhanced is one `used` entry, at most once per original photo.
 * The database refuses the spend past zero, so concurrent clicks never use more than the
 * allowance, and a click on a photo already enhanced answers that result without a charge.
 */

/** The PostgreSQL check violation of the balance: the spend the allowance cannot cover. */
function isOverdraft(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23514' && constraint === 'enhancement_balances_balance_check';
}

async function ownListing(app: App, userId: number, listingId: number): Promise<void> {
  const ownerId = await app.listingsRepository.ownerOf(listingId);
  if (ownerId === null) throw listingMissing();
  if (ownerId !== userId) throw notTheOwner();
}

/** The listing's allowance in all and what is left of it, from the ledger's spends. */
async function allowanceOf(app: App, userId: number, listingId: number) {
  const [payment, used] = await Promise.all([app.enhanceRepository.packagePayment(userId), app.enhanceRepository.usedOn(listingId)]);
  const allowance = enhanceAllowance(payment !== null);
  return { payment, allowance, left: Math.max(0, allowance - used) };
}

const answer = (row: EnhancementRow, allowance: { allowance: number; left: number }): EnhanceImageResult => ({
  url: row.url,
  thumb_url: row.thumb_url,
  large_url: row.large_url,
  original_url: row.original_url,
  original_thumb_url: row.original_thumb_url,
  original_large_url: row.original_large_url,
  allowance: allowance.allowance,
  left: allowance.left,
});

/** POST api/estate/enhance-image */
export async function enhanceImage(app: App, userId: number, body: EnhanceImageBody & { announce_id: number }): Promise<EnhanceImageResult> {
  const listingId = body.announce_id;
  await ownListing(app, userId, listingId);
  const repo = app.enhanceRepository;

  // a photo already enhanced (or its result) answers what was made, at no charge
  const known = await repo.enhancementOf(body.url);
  if (known) {
    if (known.user_id !== userId) throw badInput({ url: ['value not allowed'] });
    return answer(known, await allowanceOf(app, userId, known.listing_id));
  }
  const photo = await repo.usablePhoto(userId, listingId, body.url);
  const sourceKey = photo ? app.storage.keyOf(photo.large_url) : null;
  if (!photo || !sourceKey) throw badInput({ url: ['value not allowed'] });

  const before = await allowanceOf(app, userId, listingId);
  if (before.left <= 0) throw noEnhancementsLeft();

  const source = await app.storage.get(sourceKey);
  if (!source) throw badInput({ url: ['value not allowed'] });
  // the work waits for the owner's turn in the image pool; what was used meanwhile is looked at again first
  const files = await imagePool.run(
    imageOwner(userId),
    async () => {
      if ((await allowanceOf(app, userId, listingId)).left <= 0) throw noEnhancementsLeft();
      return enhancePhoto(source);
    },
    2,
  );

  const name = `listing/${randomBytes(16).toString('base64url')}`;
  const keys = { cover: `${name}.webp`, gallery: `${name}-thumb.webp`, large: `${name}-large.webp` };
  const removeFiles = () => Promise.all(Object.values(keys).map((key) => app.storage.delete(key).catch(() => undefined)));
  await putAll(app.storage, [
    { key: keys.cover, bytes: files.cover },
    { key: keys.gallery, bytes: files.gallery },
    { key: keys.large, bytes: files.large },
  ], 'image/webp');

  const size = await photoSize(files.large);
  let recorded: boolean;
  try {
    recorded = await app.db.transaction().execute(async (trx) => {
      const ledger = repo.in(trx);
      await ledger.grantOnce({ listingId, userId, kind: 'trial', amount: ENHANCE_TRIAL_PER_LISTING });
      if (before.payment !== null) {
        await ledger.grantOnce({ listingId, userId, kind: 'package', amount: ENHANCE_PACKAGE_PER_LISTING - ENHANCE_TRIAL_PER_LISTING, subjectId: before.payment });
      }
      const url = app.storage.url(keys.cover);
      if (!(await ledger.insertEnhancement({ listing_id: listingId, user_id: userId, original_url: photo.url, url }))) return false;
      await app.listingsRepository.in(trx).insertImage({ user_id: userId, url, thumb_url: app.storage.url(keys.gallery), large_url: app.storage.url(keys.large), ...size });
      await ledger.spend({ listingId, userId, originalUrl: photo.url });
      return true;
    });
  } catch (error) {
    await removeFiles();
    if (isOverdraft(error)) throw noEnhancementsLeft();
    throw error;
  }
  if (!recorded) await removeFiles(); // another click enhanced this photo first: its result stands
  const row = await repo.enhancementOf(photo.url);
  if (!row) throw new Error('the enhancement just recorded is missing');
  return answer(row, await allowanceOf(app, userId, listingId));
}

/** GET api/estate/enhance-image/{announce_id} */
export async function estateEnhancements(app: App, userId: number, listingId: number): Promise<EstateEnhancementsResult> {
  const [allowance, rows] = await Promise.all([allowanceOf(app, userId, listingId), app.enhanceRepository.enhancementsOf(listingId)]);
  return {
    allowance: allowance.allowance,
    left: allowance.left,
    photos: rows.map(({ listing_id: _listing, user_id: _user, ...photo }) => photo),
  };
}
