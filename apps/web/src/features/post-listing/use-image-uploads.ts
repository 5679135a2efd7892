import { useCallback, useState } from 'react';
import type { ListingImage } from '@baandee/contracts';
import { ApiError } from '../../lib/api-client';
import { imageFileError } from '../../lib/profile-image';
import { uploadEstateImage } from './api/upload-estate-image';

/** A file on its way up (progress 0 to 1), or one refused before or by the server (`error`, a catalogue key). */
export interface UploadItem {
  key: string;
  name: string;
  progress: number;
  error: string | null;
}

let sequence = 0;

/**
 * Uploads picked photos one request each with a progress bar per file. A file that is not
 * a picture or is over 2 MB is refused here, before it is sent; the server's refusal
 * shows the same way. Each stored photo goes to `onUploaded` in the order picked.
 */
export function useImageUploads(onUploaded: (image: ListingImage) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const start = useCallback(
    async (files: readonly File[]) => {
      const queued = files.map((file) => ({ file, item: { key: `upload-${++sequence}`, name: file.name, progress: 0, error: imageFileError(file) } }));
      setItems((current) => [...current.filter((item) => item.error === null), ...queued.map(({ item }) => item)]);
      for (const { file, item } of queued) {
        if (item.error) continue;
        try {
          const image = await uploadEstateImage(file, (progress) => update(item.key, { progress }));
          setItems((current) => current.filter((entry) => entry.key !== item.key));
          onUploaded(image);
        } catch (error) {
          update(item.key, { error: error instanceof ApiError ? error.key : 'something went wrong' });
        }
      }
    },
    [onUploaded],
  );

  const dismiss = (key: string) => setItems((current) => current.filter((item) => item.key !== key));
  return { items, start, dismiss, busy: items.some((item) => item.error === null) };
}
