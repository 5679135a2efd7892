import { encodeWithin, UPLOAD_TYPE } from './shrink-image';

/**
 * Decodes and re-encodes an upload off the main thread (OffscreenCanvas), so a 12 MP photo
 * never freezes the page. Answers the new picture, or null when this browser cannot decode
 * the file here (the page then tries on its own thread, then sends the file as it is).
 */
export interface ShrinkRequest {
  id: number;
  file: Blob;
  maxBytes: number;
}
export interface ShrinkAnswer {
  id: number;
  blob: Blob | null;
}

async function shrink(file: Blob, maxBytes: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') return null;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    return await encodeWithin(
      {
        async encode(size, quality) {
          const canvas = new OffscreenCanvas(size.width, size.height);
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2d context');
          context.fillStyle = '#fff'; // a transparent PNG gets white, not black, behind it
          context.fillRect(0, 0, size.width, size.height);
          context.imageSmoothingQuality = 'high';
          context.drawImage(bitmap, 0, 0, size.width, size.height);
          return canvas.convertToBlob({ type: UPLOAD_TYPE, quality });
        },
      },
      bitmap.width,
      bitmap.height,
      maxBytes,
    );
  } finally {
    bitmap.close();
  }
}

self.onmessage = async (event: MessageEvent<ShrinkRequest>) => {
  const { id, file, maxBytes } = event.data;
  let blob: Blob | null = null;
  try {
    blob = await shrink(file, maxBytes);
  } catch {
    blob = null; // not decodable here (HEIC in most browsers) or out of memory
  }
  self.postMessage({ id, blob } satisfies ShrinkAnswer);
};
