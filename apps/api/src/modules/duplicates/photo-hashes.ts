import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic.js';
import { hashStoredPhoto } from './duplicates.service.js';

/** Photos one run hashes at most: a few seconds of work, then the next run goes on. */
export const PHOTO_HASH_BATCH = 200;

/**
 * Hashes listing photos stored before hashing existed (migration 0027), oldest first, so
 * that a listing on the site that is never published again is still a candidate when a new
 * listing's photos are matched (docs/decisions/057). A photo whose file is gone or does not
 * decode is marked hashed with no hash, and is not read again. Photos stored before
 * migration 0034 (which marked them unhashed again) get their pixel size recorded too, so
 * the quality score judges them (docs/decisions/065). Answers how many it hashed.
 * Two processes running it at once may hash a photo twice: the same hash, written twice.
 */
export async function hashOldPhotos(app: Pick<FastifyInstance, 'duplicatesRepository' | 'log' | 'storage'>, limit = PHOTO_HASH_BATCH): Promise<number> {
  const batch = await app.duplicatesRepository.unhashedImages(limit);
  for (const image of batch) await app.duplicatesRepository.setImageHash(image.id, await hashStoredPhoto(app, image.large_url));
  return batch.length;
}

/** Runs hashOldPhotos every PHOTO_HASH_INTERVAL_MINUTES (0: never). */
export const photoHashesPlugin = fp(
  async (app: FastifyInstance) => {
    runPeriodically(app, { minutes: app.config.PHOTO_HASH_INTERVAL_MINUTES, task: () => hashOldPhotos(app), done: 'listing photos hashed', failed: 'listing photo hashing failed' });
  },
  { name: 'photo-hashes', dependencies: ['duplicates-repository', 'storage'] },
);
