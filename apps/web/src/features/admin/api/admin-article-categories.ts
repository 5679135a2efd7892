import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminArticleCategoryBody, AdminArticleSubCategoryBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { articleKeys } from '../../articles';

/** GET api/admin/article-category: every category and sub-category with its order and number of articles. */
export const adminArticleCategoriesQuery = () =>
  queryOptions({
    queryKey: adminKeys.articleCategories,
    queryFn: ({ signal }) => call('adminArticleCategories', {}, { signal }),
    staleTime: 0,
    throwOnError: false,
  });

export function useAdminArticleCategories() {
  return useQuery(adminArticleCategoriesQuery());
}

/** After a change: the admin's list, the public categories (header menu, /article) and the article lists. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.articleCategories }), queryClient.invalidateQueries({ queryKey: articleKeys.all })]);
  };
}

export type CategoryChange =
  | { kind: 'category'; body: AdminArticleCategoryBody }
  | { kind: 'sub'; body: AdminArticleSubCategoryBody };

/** POST api/admin/article-category/store or api/admin/article-sub-category/store; the form shows field errors itself. */
export function useStoreArticleCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (change: CategoryChange) =>
      change.kind === 'category'
        ? call('adminStoreArticleCategory', { body: change.body }, { alert: false })
        : call('adminStoreArticleSubCategory', { body: change.body }, { alert: false }),
    onSuccess: invalidate,
  });
}

/** DELETE a category (with its sub-categories) or a sub-category; 409 while articles are filed under it. */
export function useDeleteArticleCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'category' | 'sub'; id: number }) =>
      kind === 'category' ? call('adminDeleteArticleCategory', { params: { id } }) : call('adminDeleteArticleSubCategory', { params: { id } }),
    onSettled: invalidate,
  });
}
