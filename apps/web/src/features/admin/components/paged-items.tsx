import type { ReactNode } from 'react';
import { Center, Pagination, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
}

/** A queue's page: its items, what it says when there are none, and the pager past one page. */
export function PagedItems<T>({ page, empty, onPage, children }: { page: Page<T> | undefined; empty: ReactNode; onPage(page: number): void; children(item: T): ReactNode }) {
  const { t } = useTranslation('listing');
  if (!page) return null;
  if (page.data.length === 0) return empty;
  return (
    <Stack gap="md">
      {page.data.map(children)}
      {page.last_page > 1 && (
        <Center component="nav" aria-label={t('pager.label')}>
          <Pagination total={page.last_page} value={page.current_page} onChange={onPage} siblings={1} />
        </Center>
      )}
    </Stack>
  );
}
