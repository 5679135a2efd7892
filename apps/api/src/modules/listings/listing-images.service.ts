import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ListingImage } from '@baandee/contracts';
import { IMAGE_SIZES } from '@baandee/domain';
import { imageOwner, processImage } from '../../lib/images.js';
import { hashColumns, photoHash } from '../../lib/photo-hash.js';
import { photoSize } from '../../lib/photo-size.js';
import { putAll } from '../../plugins/storage.plugin.js';

/** The stored renditions of a listing photo and the suffix of each file's key. */
const RENDITIONS = {
  cover: { size: IMAGE_SIZES.cover, suffix: '' },
  gallery: { size: IMAGE_SIZES.gallery, suffix: '-thumb' },
  large: { size: IMAGE_SIZES.large, suffix: '-large' },
} as const;

/**
 * POST api/estate/upload-image: the photo in its three WebP sizes under one random name
 * (`listing/<random>.webp`, `-thumb`, `-large`), kept as the user's upload until a saved
 * listing form names its URL, with the perceptual hash of the large size.
 */
export async function saveListingImage(app: Pick<FastifyInstance, 'listingsRepository' | 'storage'>, userId: number, upload: Buffer): Promise<ListingImage> {
  const files = await processImage(upload, { cover: RENDITIONS.cover.size, gallery: RENDITIONS.gallery.size, large: RENDITIONS.large.size }, { owner: imageOwner(userId) });
  const name = `listing/${randomBytes(16).toString('base64url')}`;
  const keys = {
    cover: `${name}${RENDITIONS.cover.suffix}.webp`,
    gallery: `${name}${RENDITIONS.gallery.suffix}.webp`,
    large: `${name}${RENDITIONS.large.suffix}.webp`,
  };
  try {
    await putAll(app.storage, (Object.keys(keys) as (keyof typeof keys)[]).map((rendition) => ({ key: keys[rendition], bytes: files[rendition] })), 'image/webp');
    const row = await app.listingsRepository.insertImage({
      user_id: userId,
      url: app.storage.url(keys.cover),
      thumb_url: app.storage.url(keys.gallery),
      large_url: app.storage.url(keys.large),
      // the perceptual hash duplicates are caught by at publishing (docs/decisions/057)
      ...hashColumns(await photoHash(files.large)),
      // its size, for the quality score's resolution and cover checks (docs/decisions/063)
      ...(await photoSize(files.large)),
    });
    return { url: row.url, thumb_url: row.thumb_url, large_url: row.large_url };
  } catch (error) {
    await Promise.all(Object.values(keys).map((key) => app.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}
