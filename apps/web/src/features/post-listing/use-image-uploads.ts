import { useCallback, useState } from 'react';
import type { ListingImage } from '@baandee/contracts';
import { isAcceptedImageFile } from '@baandee/domain';
import { ApiError } from '../../lib/api-client';
import { prepareImage } from '../../lib/prepare-image';
import { imageFileError } from '../../lib/profile-image';
import { uploadEstateImage } from './api/upload-estate-image';

/**
 * A file on its way up: first made to fit (`preparing`), then sent (progress 0 to 1); or
 * one refused before or by the server (`error`, a catalogue key).
 */
export interface UploadItem {
  key: string;
  name: string;
  preparing: boolean;
  progress: number;
  error: string | null;
}

let sequence = 0;

/**
 * Uploads picked photos one request each with a progress bar per file. A photo over 2 MB
 * is first made smaller (`prepareImage`); a file that is not a picture, or one still over
 * 2 MB that the browser could not shrink, is refused here before it is sent; the server's
 * refusal shows the same way. Each stored photo goes to `onUploaded` in the order picked.
 */
export function useImageUploads(onUploaded: (image: ListingImage) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const start = useCallback(
    async (files: readonly File[]) => {
      const queued = files.map((file) => {
        const refused = isAcceptedImageFile(file) ? null : 'not an image';
        return { file, item: { key: `upload-${++sequence}`, name: file.name, preparing: refused === null, progress: 0, error: refused } };
      });
      setItems((current) => [...current.filter((item) => item.error === null), ...queued.map(({ item }) => item)]);
      for (const { file, item } of queued) {
        if (item.error) continue;
        try {
          const ready = await prepareImage(file);
          const refused = imageFileError(ready);
          update(item.key, { preparing: false, error: refused });
          if (refused) continue;
          const image = await uploadEstateImage(ready, (progress) => update(item.key, { progress }));
          setItems((current) => current.filter((entry) => entry.key !== item.key));
          onUploaded(image);
        } catch (error) {
          update(item.key, { preparing: false, error: error instanceof ApiError ? error.key : 'something went wrong' });
        }
      }
    },
    [onUploaded],
  );

  const dismiss = (key: string) => setItems((current) => current.filter((item) => item.key !== key));
  return { items, start, dismiss, busy: items.some((item) => item.error === null) };
}
