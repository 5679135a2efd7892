import { useEffect, useState } from 'react';
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBellOff, IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { unsubscribeSavedSearch } from '../api/unsubscribe-saved-search';

type State = { step: 'working' } | { step: 'done'; name: string } | { step: 'failed' };

/**
 * /saved-search-unsubscribe?id=&sig=: an alert's one-click link. Opening it pauses that
 * saved search, without signing in, and says so; a link that does not hold says that.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('search');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const sig = params.get('sig') ?? '';
  const [state, setState] = useState<State>({ step: 'working' });

  useEffect(() => {
    let live = true;
    if (!Number.isInteger(id) || id <= 0 || sig === '') {
      setState({ step: 'failed' });
      return;
    }
    unsubscribeSavedSearch({ id, sig })
      .then((result) => live && setState({ step: 'done', name: result.name }))
      .catch(() => live && setState({ step: 'failed' }));
    return () => {
      live = false;
    };
  }, [id, sig]);

  if (state.step === 'working') {
    return (
      <Stack align="center" py="xl" gap="sm">
        <Loader />
        <Text>{t('saved.unsubscribing')}</Text>
      </Stack>
    );
  }
  const done = state.step === 'done';
  const Icon = done ? IconBellOff : IconLinkOff;
  return (
    <Stack align="center" ta="center" py="xl" gap="sm" maw={560} mx="auto" data-testid={done ? 'unsubscribe-done' : 'unsubscribe-failed'}>
      <Icon size={44} aria-hidden color={done ? 'var(--mantine-color-brand-6)' : 'var(--mantine-color-red-6)'} />
      <Title order={1} size="h2">
        {done ? t('saved.unsubscribed') : t('saved.unsubscribeFailed')}
      </Title>
      <Text>{done ? t('saved.unsubscribedText', { name: state.name }) : t('saved.unsubscribeFailedText')}</Text>
      <Button component={Link} to="/my-saved-search" variant="light" mt="sm">
        {t('saved.manage')}
      </Button>
    </Stack>
  );
}
