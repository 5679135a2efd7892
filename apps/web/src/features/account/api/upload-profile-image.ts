import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { profileQuery } from '../../../lib/current-user';

/** POST api/user/upload-image: multipart field `image`; answers the stored 200x200 picture's path. */
export function uploadProfileImage(file: File) {
  const body = new FormData();
  body.append('image', file);
  return call('uploadProfileImage', { body });
}

export function useUploadProfileImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQuery(id).queryKey }),
  });
}
