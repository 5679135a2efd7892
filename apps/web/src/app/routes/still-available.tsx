import { Container, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StillAvailable } from '../../features/my-listings/components/still-available';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation('listing');
  usePageTitle(t('available.pageTitle'));
  return (
    <Container size="xs" py={{ base: 32, md: 64 }}>
      <Paper withBorder radius="lg" shadow="xs" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={1} size="h3" ta="center" mb="lg">
          {t('available.pageTitle')}
        </Title>
        <StillAvailable />
      </Paper>
    </Container>
  );
}
