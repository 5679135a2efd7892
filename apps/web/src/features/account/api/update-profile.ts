import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { profileQuery } from '../../../lib/current-user';

/** PUT api/user/update/{id}: answers the updated profile. The form shows field errors itself. */
export function updateProfile(id: number, body: UpdateProfileBody) {
  return call('updateProfile', { params: { id }, body }, { alert: false });
}

export function useUpdateProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => updateProfile(id, body),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQuery(id).queryKey, profile);
    },
  });
}
