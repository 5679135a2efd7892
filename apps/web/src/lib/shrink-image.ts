/**
 * The picture a phone's gallery hands over, made to fit the 2 MB upload limit before it is
 * sent (docs/decisions/038): drawn upright by its EXIF orientation, its long side at most
 * 2,560 px, encoded as JPEG at quality 0.85 (lower, then smaller, only if a very detailed
 * picture still does not fit). Pure arithmetic here; the drawing is in `prepare-image.ts`
 * and its worker.
 */

export const UPLOAD_LONG_SIDE = 2560;
export const UPLOAD_TYPE = 'image/jpeg';

/** Qualities tried in turn at each size; then the size shrinks by `SIZE_STEP` and they are tried again. */
export const UPLOAD_QUALITIES = [0.85, 0.75, 0.65] as const;
const SIZE_STEP = 0.75;
const MIN_LONG_SIDE = 800;

/** The sizes to draw a `width` x `height` picture at, largest first, none larger than the picture. */
export function uploadSizes(width: number, height: number): { width: number; height: number }[] {
  const sizes: { width: number; height: number }[] = [];
  const long = Math.max(width, height);
  for (let side = Math.min(long, UPLOAD_LONG_SIDE); ; side = Math.round(side * SIZE_STEP)) {
    const scale = side / long;
    sizes.push({ width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) });
    if (side * SIZE_STEP < MIN_LONG_SIDE) return sizes;
  }
}

/** The uploaded file's name: the picked one's with the extension of what is sent. */
export function uploadName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.jpg`;
}

export interface DrawSurface {
  /** Draws the picture at the size and encodes it at the quality. */
  encode(size: { width: number; height: number }, quality: number): Promise<Blob>;
}

/** The first encoding within `maxBytes`, trying the sizes and qualities in order; null if none fits. */
export async function encodeWithin(surface: DrawSurface, width: number, height: number, maxBytes: number): Promise<Blob | null> {
  for (const size of uploadSizes(width, height)) {
    for (const quality of UPLOAD_QUALITIES) {
      const blob = await surface.encode(size, quality);
      if (blob.size <= maxBytes) return blob;
    }
  }
  return null;
}
