import { IMAGE_MAX_BYTES, isAcceptedImageFile } from '@baandee/domain';
import { encodeWithin, UPLOAD_TYPE, uploadName } from './shrink-image';
import type { ShrinkAnswer, ShrinkRequest } from './prepare-image.worker';

/**
 * A picked picture made ready to upload (docs/decisions/038): one within the 2 MB limit
 * goes as it is; a larger one (a 12 MP phone photo of 4-6 MB) is drawn upright, its long
 * side at most 2,560 px, and re-encoded as JPEG, in a worker where the browser has
 * OffscreenCanvas, else on the page. A file the browser cannot decode (HEIC outside
 * Safari) goes as it is: the server decodes HEIC itself and answers for its size.
 * Anything that is not a picture is handed back untouched for the caller to refuse.
 */
export async function prepareImage(file: File): Promise<File> {
  if (file.size <= IMAGE_MAX_BYTES || !isAcceptedImageFile(file)) return file;
  const blob = (await inWorker(file).catch(() => null)) ?? (await onPage(file).catch(() => null));
  if (!blob) return file;
  return new File([blob], uploadName(file.name), { type: UPLOAD_TYPE, lastModified: file.lastModified });
}

let worker: Worker | null = null;
let nextId = 0;

function inWorker(file: File): Promise<Blob | null> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return Promise.resolve(null);
  worker ??= new Worker(new URL('./prepare-image.worker.ts', import.meta.url), { type: 'module' });
  const target = worker;
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    const listen = (event: MessageEvent<ShrinkAnswer>) => {
      if (event.data.id !== id) return;
      target.removeEventListener('message', listen);
      target.removeEventListener('error', fail);
      resolve(event.data.blob);
    };
    const fail = (event: ErrorEvent) => {
      target.removeEventListener('message', listen);
      target.removeEventListener('error', fail);
      worker = null; // a worker that failed to start is not asked again
      reject(new Error(event.message));
    };
    target.addEventListener('message', listen);
    target.addEventListener('error', fail);
    target.postMessage({ id, file, maxBytes: IMAGE_MAX_BYTES } satisfies ShrinkRequest);
  });
}

/** The same on the page's thread: an ImageBitmap, or an <img> (drawn upright by the browser), on a canvas. */
async function onPage(file: File): Promise<Blob | null> {
  if (typeof document === 'undefined') return null;
  const picture = await decodeOnPage(file);
  if (!picture) return null;
  try {
    const canvas = document.createElement('canvas');
    return await encodeWithin(
      {
        encode(size, quality) {
          canvas.width = size.width;
          canvas.height = size.height;
          const context = canvas.getContext('2d');
          if (!context) return Promise.reject(new Error('no 2d context'));
          context.fillStyle = '#fff';
          context.fillRect(0, 0, size.width, size.height);
          context.imageSmoothingQuality = 'high';
          context.drawImage(picture.source, 0, 0, size.width, size.height);
          return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('not encoded'))), UPLOAD_TYPE, quality));
        },
      },
      picture.width,
      picture.height,
      IMAGE_MAX_BYTES,
    );
  } finally {
    picture.release();
  }
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release(): void;
}

async function decodeOnPage(file: File): Promise<Decoded | null> {
  if (typeof createImageBitmap !== 'undefined') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // an older engine without the options, or a type it cannot read: try an <img>
    }
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
  return { source: image, width: image.naturalWidth, height: image.naturalHeight, release: () => URL.revokeObjectURL(url) };
}
