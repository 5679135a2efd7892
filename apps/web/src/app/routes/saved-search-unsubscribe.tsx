import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UnsubscribePage } from '../../features/saved-searches';
import { usePageTitle } from '../../lib/use-page-title';

/** /saved-search-unsubscribe: an alert's one-click unsubscribe link, without signing in. */
export function Component() {
  const { t } = useTranslation('shell');
  usePageTitle(t('pages.savedSearchUnsubscribe'));
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <UnsubscribePage />
    </Container>
  );
}
