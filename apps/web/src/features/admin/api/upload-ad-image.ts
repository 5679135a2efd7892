import { useMutation } from '@tanstack/react-query';
import { upload } from '../../../lib/upload';

/** POST api/admin/advertise/upload-image: answers the stored picture's URL for the form to save. */
export function useUploadAdImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('image', file);
      return upload('adminUploadAdImage', body, { alert: false });
    },
  });
}
