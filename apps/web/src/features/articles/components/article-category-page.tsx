import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentLoader } from '../../../components/content-loader';
import { PageHero } from '../../../components/page-hero';
import { usePageParam } from '../../../lib/use-page-param';
import { usePageTitle } from '../../../lib/use-page-title';
import { useArticleCategory } from '../api/get-article-category';
import { categoryHref, categoryName, subCategoryName } from '../article-text';
import { ArticleGrid } from './article-grid';
import { CategoryChips } from './category-chips';

/**
 * /article-category?category=slug-id&subcategory=slug-id: a category's articles, its
 * sub-categories as chips (the chosen one narrows the list), a page at a time.
 */
export function ArticleCategoryPage({ categoryId, subCategoryId }: { categoryId: number; subCategoryId?: number }) {
  const { t } = useTranslation(['article', 'shell']);
  const [page, setPage] = usePageParam();
  const [params] = useSearchParams();
  const query = useArticleCategory(categoryId, subCategoryId, page);
  const category = query.data?.category;
  const name = category ? categoryName(category) : '';
  const sub = category?.sub_categories.find((s) => s.sub_category_id === subCategoryId);
  const heading = sub ? `${name}: ${subCategoryName(sub)}` : name;
  usePageTitle(heading || t('shell:pages.articleCategory'));

  return (
    <>
      <PageHero
        title={heading || t('shell:pages.articleCategory')}
        lead={name ? t('category.lead', { name: heading }) : undefined}
        crumbs={[
          { label: t('shell:bottomNav.home'), to: '/' },
          { label: t('list.title'), to: '/article' },
          ...(category ? [{ label: name, ...(sub && { to: categoryHref(category.slug_id) }) }] : []),
          ...(sub ? [{ label: subCategoryName(sub) }] : []),
        ]}
      />
      <Container size="lg" py={{ base: 'lg', md: 'xl' }} data-testid="article-category-page" data-category-id={categoryId} data-page={params.get('page') ?? '1'}>
        <Stack gap="xl">
          {category && category.sub_categories.length > 0 && (
            <CategoryChips
              label={t('category.subLabel')}
              testId="article-subcategories"
              chips={[
                { key: 'all', label: t('list.all'), href: categoryHref(category.slug_id), active: subCategoryId === undefined },
                ...category.sub_categories.map((s) => ({
                  key: String(s.sub_category_id),
                  label: subCategoryName(s),
                  href: categoryHref(category.slug_id, s.slug_id),
                  active: s.sub_category_id === subCategoryId,
                })),
              ]}
            />
          )}
          <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
            {query.data && (
              <ArticleGrid
                articles={query.data.articles.data}
                page={query.data.articles.current_page}
                lastPage={query.data.articles.last_page}
                onPage={(next) => {
                  setPage(next);
                  window.scrollTo({ top: 0 });
                }}
                empty={<Text c="dimmed">{t('list.empty')}</Text>}
              />
            )}
          </ContentLoader>
        </Stack>
      </Container>
    </>
  );
}
