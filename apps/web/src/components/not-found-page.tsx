import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';

/** Unknown routes and any call answering 404 (spec section 2). */
export function NotFoundPage() {
  const { t } = useTranslation(['shell', 'common']);
  usePageTitle(t('pages.notFound'));
  return (
    <Container size="sm" py={{ base: 56, md: 96 }} data-testid="not-found-page">
      <Stack align="center" ta="center" gap="md">
        <Text
          component="p"
          fw={700}
          c="brand.7"
          lh={1}
          fz={{ base: 72, md: 112 }}
          aria-hidden
          style={{ letterSpacing: '-0.04em' }}
        >
          {t('notFound.code')}
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed" maw={480}>
          {t('notFound.text')}
        </Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
            {t('common:actions.goHome')}
          </Button>
          <Button component={Link} to="/announce-search" variant="default" leftSection={<IconSearch size={18} aria-hidden />}>
            {t('header.searchLabel')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
