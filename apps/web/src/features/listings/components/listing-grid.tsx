import type { ReactNode } from 'react';
import { Center, Pagination, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Cards in a responsive grid: one column on a 360 px phone, up to three on desktop. */
export function ListingGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={{ base: 'md', md: 'lg' }} data-testid="listing-grid">
      {children}
    </SimpleGrid>
  );
}

/** A paginated grid: the pager shows only when there is more than one page. */
export function PagedGrid({ children, page, lastPage, onPage }: { children: ReactNode; page: number; lastPage: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('listing');
  return (
    <Stack gap="xl">
      <ListingGrid>{children}</ListingGrid>
      {lastPage > 1 && (
        <Center component="nav" aria-label={t('pager.label')}>
          <Pagination total={lastPage} value={page} onChange={onPage} withEdges={false} siblings={1} />
        </Center>
      )}
    </Stack>
  );
}
