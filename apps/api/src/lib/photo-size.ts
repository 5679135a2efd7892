import sharp from 'sharp';

/**
 * The pixel size of a stored rendition (its header only): the quality score reads the
 * large one's (docs/decisions/063). Null when the bytes do not say.
 */
export async function photoSize(bytes: Buffer): Promise<{ width: number | null; height: number | null }> {
  try {
    const meta = await sharp(bytes).metadata();
    return { width: meta.width || null, height: meta.height || null };
  } catch {
    return { width: null, height: null };
  }
}
