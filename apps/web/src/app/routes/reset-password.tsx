import { Container, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation('account');
  usePageTitle(t('reset.title'));
  return (
    <Container size="xs" py={{ base: 32, md: 64 }}>
      <Paper withBorder radius="lg" shadow="xs" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={1} size="h3" ta="center">
          {t('reset.title')}
        </Title>
        <Text c="dimmed" size="sm" ta="center" mt="xs" mb="lg">
          {t('reset.lead')}
        </Text>
        <ResetPasswordForm />
      </Paper>
    </Container>
  );
}
