import { useState, type FormEvent } from 'react';
import { Button, Container, Group, Skeleton, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentLoader } from '../../../components/content-loader';
import { PageHero } from '../../../components/page-hero';
import { usePageTitle } from '../../../lib/use-page-title';
import { useArticleCategories } from '../api/get-article-categories';
import { useArticleHighlights } from '../api/get-article-highlights';
import { useArticles } from '../api/get-articles';
import { categoryHref, categoryName } from '../article-text';
import { ArticleCard } from './article-card';
import { ArticleGrid } from './article-grid';
import { CategoryChips } from './category-chips';
import { AdRow, AdSlot } from '../../ads';

/** /article: the search box, the featured articles, the categories, and the newest articles a page at a time (?q=, ?page=). */
export function ArticleListPage() {
  const { t } = useTranslation(['article', 'shell']);
  usePageTitle(t('list.title'));
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q')?.trim() || undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(keyword ?? '');
  const articles = useArticles({ page, keyword });
  const highlights = useArticleHighlights();
  const categories = useArticleCategories();

  const setQuery = (next: { q?: string; page?: number }) =>
    setParams(() => {
      const updated = new URLSearchParams();
      if (next.q) updated.set('q', next.q);
      if (next.page && next.page > 1) updated.set('page', String(next.page));
      return updated;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ q: draft.trim() });
  };

  return (
    <>
      <PageHero title={t('list.title')} lead={t('list.lead')} crumbs={[{ label: t('shell:bottomNav.home'), to: '/' }, { label: t('list.title') }]}>
        <form onSubmit={submit} role="search" aria-label={t('list.searchLabel')}>
          <Group mt="md" gap="xs" wrap="nowrap" maw={560}>
            <TextInput
              flex={1}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              placeholder={t('list.searchPlaceholder')}
              aria-label={t('list.searchLabel')}
              leftSection={<IconSearch size={18} aria-hidden />}
              data-testid="article-search"
            />
            <Button type="submit" variant="white">
              {t('list.search')}
            </Button>
          </Group>
        </form>
      </PageHero>
      <Container size="lg" py={{ base: 'lg', md: 'xl' }} data-testid="article-list-page">
        <Stack gap={40}>
          <AdSlot page="articleList" position="top" />
          {categories.data && categories.data.length > 0 && (
            <CategoryChips
              label={t('list.categories')}
              testId="article-categories"
              chips={categories.data.map((category) => ({ key: String(category.category_id), label: categoryName(category), href: categoryHref(category.slug_id) }))}
            />
          )}
          {!keyword && page === 1 && (highlights.isPending || (highlights.data?.data.length ?? 0) > 0) && (
            <Stack gap="md" component="section" aria-labelledby="article-highlights">
              <Title order={2} size="h3" id="article-highlights">
                {t('list.highlights')}
              </Title>
              {highlights.isPending ? (
                <Skeleton h={320} radius="lg" />
              ) : (
                <Stack gap="lg" data-testid="article-highlights">
                  <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'md', md: 'lg' }}>
                    {highlights.data?.data.slice(0, 2).map((article) => <ArticleCard key={article.article_id} article={article} large />)}
                  </SimpleGrid>
                  <ArticleGrid articles={highlights.data?.data.slice(2) ?? []} />
                </Stack>
              )}
            </Stack>
          )}
          <Stack gap="md" component="section" aria-labelledby="article-newest">
            <Group justify="space-between" align="baseline">
              <Title order={2} size="h3" id="article-newest">
                {keyword ? t('list.results', { keyword }) : t('list.newest')}
              </Title>
              {articles.data && (
                <Text size="sm" c="dimmed">
                  {t('list.count', { count: articles.data.total })}
                </Text>
              )}
            </Group>
            <ContentLoader loading={articles.isPending} error={articles.isError} onRetry={() => void articles.refetch()}>
              {articles.data && (
                <ArticleGrid
                  articles={articles.data.data}
                  page={articles.data.current_page}
                  lastPage={articles.data.last_page}
                  onPage={(next) => {
                    setQuery({ q: keyword, page: next });
                    window.scrollTo({ top: 0 });
                  }}
                  empty={<Text c="dimmed">{keyword ? t('list.emptySearch') : t('list.empty')}</Text>}
                />
              )}
            </ContentLoader>
          </Stack>
          <AdSlot page="articleList" position="bottom" />
          <AdRow page="articleList" />
        </Stack>
      </Container>
    </>
  );
}
