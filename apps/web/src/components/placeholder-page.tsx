import { Badge, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { shell } from '@baandee/locales/th/shell';
import { usePageTitle } from '../lib/use-page-title';

export type PageKey = keyof typeof shell.pages;
export type AnnounceStepKey = keyof typeof shell.announceSteps;

/**
 * A route of spec section 2 whose feature is not built yet: clearly marked, titled, and
 * inside the working shell. Each feature replaces its route's element in app/router.tsx.
 */
export function PlaceholderPage({ page, step }: { page: PageKey; step?: AnnounceStepKey }) {
  const { t } = useTranslation(['shell', 'common']);
  const title = t(`pages.${page}`);
  usePageTitle(title);
  return (
    <Container size="sm" py={{ base: 48, md: 80 }} data-testid="placeholder-page" data-page={page}>
      <Stack align="center" ta="center" gap="md">
        <Badge color="yellow" variant="light" size="lg" leftSection={<IconTools size={14} aria-hidden />}>
          {t('placeholder.badge')}
        </Badge>
        <Title order={1} size="h2">
          {title}
        </Title>
        {step && <Text fw={500}>{t('placeholder.step', { step: t(`announceSteps.${step}`) })}</Text>}
        <Text c="dimmed" maw={480}>
          {t('placeholder.text')}
        </Text>
        <Button component={Link} to="/" variant="light">
          {t('common:actions.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
