import sharp from 'sharp';
import { perceptualHash, PHOTO_HASH_GRID, type PhotoHash } from '@baandee/domain';

/**
 * The perceptual hash of a stored listing photo (docs/decisions/057): the picture in
 * greyscale, shrunk to 32x32 without keeping its proportions, then the domain's
 * perceptualHash. Null for a flat picture, which matches nothing.
 */
export async function photoHash(bytes: Buffer): Promise<PhotoHash | null> {
  const grid = await sharp(bytes).greyscale().resize(PHOTO_HASH_GRID.width, PHOTO_HASH_GRID.height, { fit: 'fill' }).raw().toBuffer();
  return perceptualHash(grid);
}

/** The columns a photo's hash is kept in (migration 0027); a flat picture keeps none, but is marked hashed. */
export function hashColumns(hash: PhotoHash | null, at = new Date()) {
  return {
    photo_hash: hash?.hash ?? null,
    photo_hash_band0: hash?.bands[0] ?? null,
    photo_hash_band1: hash?.bands[1] ?? null,
    photo_hash_band2: hash?.bands[2] ?? null,
    photo_hash_band3: hash?.bands[3] ?? null,
    photo_hashed_at: at,
  };
}
