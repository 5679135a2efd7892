import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ADMIN_ARTICLE_TABS } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

export type AdminArticleTab = (typeof ADMIN_ARTICLE_TABS)[number];

/** GET api/admin/article: a tab of articles (drafts too), the latest change first, with each tab's count. */
export const adminArticlesQuery = (status: AdminArticleTab, page: number) =>
  queryOptions({
    queryKey: adminKeys.articleList(status, page),
    queryFn: ({ signal }) => call('adminArticles', { query: { status, page } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    throwOnError: false,
  });

export function useAdminArticles(status: AdminArticleTab, page: number) {
  return useQuery(adminArticlesQuery(status, page));
}

/** GET api/admin/article/{id}: one article as the editor loads it. */
export const adminArticleQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.article(id),
    queryFn: ({ signal }) => call('adminArticle', { params: { id } }, { signal }),
    staleTime: 0,
    throwOnError: false,
  });

export function useAdminArticle(id: number | null) {
  return useQuery({ ...adminArticleQuery(id ?? 0), enabled: id !== null });
}
