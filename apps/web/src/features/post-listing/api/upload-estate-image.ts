import { upload } from '../../../lib/upload';

/** POST api/estate/upload-image: multipart field `image`; answers the photo's stored sizes. Progress from 0 to 1. */
export function uploadEstateImage(file: File, onProgress: (share: number) => void) {
  const body = new FormData();
  body.append('image', file);
  return upload('uploadEstateImage', body, { onProgress, alert: false });
}
