import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { NotFoundError } from '../lib/api-client';
import { usePageTitle } from '../lib/use-page-title';

function isNotFound(error: unknown): boolean {
  return error instanceof NotFoundError || (isRouteErrorResponse(error) && error.status === 404);
}

function ErrorMessage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('routeError.title'));
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1} size="h2">
          {t('routeError.title')}
        </Title>
        <Text c="dimmed">{t('routeError.text')}</Text>
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      </Stack>
    </Container>
  );
}

/** A page's loader, lazy import or render failed: the shell stays, the page area explains. */
export function RouteError() {
  const error = useRouteError();
  if (!isNotFound(error)) console.error(error);
  return isNotFound(error) ? <NotFoundPage /> : <ErrorMessage />;
}

/** The shell itself failed: the message alone, without the shell that just broke. */
export function RootError() {
  const error = useRouteError();
  console.error(error);
  return <ErrorMessage />;
}
