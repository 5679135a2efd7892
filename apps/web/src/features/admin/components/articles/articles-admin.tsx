import { Suspense } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAddressParams } from '../../../../lib/use-page-param';
import { PageLoading } from '../../../../components/page-loading';
import { lazyWithStyles } from '../../../../lib/mantine-styles';
import { ArticleCategoriesAdmin } from './article-categories-admin';
import { ArticleListAdmin } from './article-list-admin';

// the rich-text editor (~100 KB) loads only when an article is opened for writing
const ArticleEditor = lazyWithStyles(() => import('./article-editor').then((m) => m.ArticleEditor));

/**
 * /admin/articles: the articles by status and the categories (?tab=categories); the list's
 * status tab and page are ?status= and ?page=, so a reload or the browser's back keeps them;
 * an article opens in the editor with ?edit=<id> (or ?edit=new) beside them, so the
 * browser's back closes it and closing it returns to the same place in the list.
 */
export function ArticlesAdmin() {
  const { t } = useTranslation('article');
  const [params, setParams] = useAddressParams();
  const tab = params.get('tab') === 'categories' ? 'categories' : 'articles';
  const edit = params.get('edit');
  // the editor opens over the list's place (its tab, status and page) and closes back to it
  const withEdit = (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete('edit');
      else next.set('edit', value);
      return next;
    });

  if (edit !== null) {
    const id = edit === 'new' ? null : Number.parseInt(edit, 10) || null;
    return (
      <Suspense fallback={<PageLoading />}>
        <ArticleEditor key={edit} id={id} onClose={() => withEdit(null)} />
      </Suspense>
    );
  }
  return (
    <Stack gap="md" data-testid="articles-admin">
      <Tabs value={tab} onChange={(next) => next && setParams(next === 'articles' ? {} : { tab: next })} keepMounted={false}>
        <Tabs.List aria-label={t('admin.tabsLabel')}>
          <Tabs.Tab value="articles" data-testid="articles-tab-articles">
            {t('admin.articlesTab')}
          </Tabs.Tab>
          <Tabs.Tab value="categories" data-testid="articles-tab-categories">
            {t('admin.categoriesTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="articles" pt="md">
          <ArticleListAdmin onEdit={(id) => withEdit(id === null ? 'new' : String(id))} />
        </Tabs.Panel>
        <Tabs.Panel value="categories" pt="md">
          <ArticleCategoriesAdmin />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
