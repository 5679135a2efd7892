import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero';
import { NotificationSettings } from '../../features/account/components/notification-settings';
import { LineConnection } from '../../features/line/components/line-connection';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation(['account', 'shell']);
  usePageTitle(t('notifications.title'));
  return (
    <>
      <PageHero
        title={t('notifications.title')}
        lead={t('notifications.lead')}
        crumbs={[{ label: t('shell:bottomNav.home'), to: '/' }, { label: t('notifications.title') }]}
      />
      <Container size="md" py={{ base: 24, md: 40 }}>
        <Stack gap="lg">
          <LineConnection />
          <NotificationSettings />
        </Stack>
      </Container>
    </>
  );
}
