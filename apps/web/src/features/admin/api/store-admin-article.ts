import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminArticleBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { articleKeys } from '../../articles';

/** POST api/admin/article/store: a new article without id, an update with one. The form shows field errors itself. */
export function storeAdminArticle(body: AdminArticleBody) {
  return call('adminStoreArticle', { body }, { alert: false });
}

/** The admin's lists and every public article list are read again after a change. */
export function useStoreAdminArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeAdminArticle,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.articles }), queryClient.invalidateQueries({ queryKey: articleKeys.all })]);
    },
  });
}

/** DELETE api/admin/article/delete/{id} */
export function useDeleteAdminArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('adminDeleteArticle', { params: { id } }),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.articles }), queryClient.invalidateQueries({ queryKey: articleKeys.all })]);
    },
  });
}

/** POST api/admin/article/upload-image: a cover or body picture; answers its cover, thumbnail and large URLs. */
export function uploadArticleImage(file: File) {
  const body = new FormData();
  body.append('image', file);
  return call('adminUploadArticleImage', { body });
}
