import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQuery } from '../../../lib/current-user';
import { upload } from '../../../lib/upload';

/** POST api/user/upload-image: multipart field `image`; answers the stored 200x200 picture's path. Progress from 0 to 1. */
export function uploadProfileImage(file: File, onProgress?: (share: number) => void) {
  const body = new FormData();
  body.append('image', file);
  return upload('uploadProfileImage', body, { onProgress });
}

export function useUploadProfileImage(id: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadProfileImage(file, setProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQuery(id).queryKey }),
  });
  return { ...mutation, progress };
}
