import type { ReactNode } from 'react';
import { Center, Pagination, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ArticleCard as Card } from '@baandee/contracts';
import { ArticleCard } from './article-card';

/** Article cards in a grid: one column on a 360 px phone, up to three on desktop; the pager when there are more pages. */
export function ArticleGrid({ articles, page, lastPage, onPage, empty }: { articles: Card[]; page?: number; lastPage?: number; onPage?: (page: number) => void; empty?: ReactNode }) {
  const { t } = useTranslation('listing');
  if (articles.length === 0) return <>{empty}</>;
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={{ base: 'md', md: 'lg' }} data-testid="article-grid">
        {articles.map((article) => (
          <ArticleCard key={article.article_id} article={article} />
        ))}
      </SimpleGrid>
      {page !== undefined && lastPage !== undefined && lastPage > 1 && onPage && (
        <Center component="nav" aria-label={t('pager.label')}>
          <Pagination total={lastPage} value={page} onChange={onPage} withEdges={false} siblings={1} />
        </Center>
      )}
    </Stack>
  );
}
