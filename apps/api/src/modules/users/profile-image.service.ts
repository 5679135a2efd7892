import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { IMAGE_SIZES } from '@baandee/domain';
import { imageOwner, processImage } from '../../lib/images.js';

/**
 * Stores the picture as a 200x200 WebP under a random key (`profile/<random>.webp`) and
 * makes its URL the profile picture; the previously uploaded picture is deleted.
 */
export async function saveProfileImage(app: Pick<FastifyInstance, 'log' | 'storage' | 'usersRepository'>, userId: number, upload: Buffer): Promise<string> {
  const { profile } = await processImage(upload, { profile: IMAGE_SIZES.profile }, { owner: imageOwner(userId) });
  const key = `profile/${randomBytes(16).toString('base64url')}.webp`;
  await app.storage.put(key, profile, 'image/webp');

  const previous = (await app.usersRepository.findProfile(userId))?.profile_img_path ?? null;
  const url = app.storage.url(key);
  try {
    await app.usersRepository.update(userId, { profile_img_path: url });
  } catch (error) {
    await app.storage.delete(key).catch(() => undefined);
    throw error;
  }
  // a provider's picture (Google, Facebook) is a URL this storage never handed out
  const previousKey = previous ? app.storage.keyOf(previous) : null;
  if (previousKey) await app.storage.delete(previousKey).catch((error: unknown) => app.log.warn({ err: error, key: previousKey }, 'old profile picture not deleted'));
  return url;
}
