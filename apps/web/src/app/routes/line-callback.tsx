import { Container, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LineCallback } from '../../features/line/components/line-callback';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation('shell');
  usePageTitle(t('pages.lineCallback'));
  return (
    <Container size="xs" py={{ base: 32, md: 56 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <LineCallback />
      </Paper>
    </Container>
  );
}
