import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconBrandLine, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LineStatus } from '@baandee/contracts';
import { useLineConnect } from '../use-line-connect';

/**
 * Connect, wait for the LINE window, add the official account as a friend: what both the
 * settings page and the connect prompt offer. `onFriend` runs once line_friend_status is set.
 */
export function LineConnectControls({ status, onFriend }: { status: LineStatus; onFriend?: () => void }) {
  const { t } = useTranslation('line');
  const { connect, awaitFriendship, cancel, waiting, starting } = useLineConnect(onFriend);

  if (waiting) {
    return (
      <Stack gap="xs" role="status" aria-live="polite" data-testid="line-waiting">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Loader size="sm" color="green" aria-hidden />
          <Text size="sm">{t('section.waiting')}</Text>
        </Group>
        <Button variant="subtle" color="gray" size="compact-sm" onClick={cancel} style={{ alignSelf: 'flex-start' }}>
          {t('section.cancelWaiting')}
        </Button>
      </Stack>
    );
  }

  if (!status.connected) {
    return (
      <Button
        color="green"
        leftSection={<IconBrandLine size={20} aria-hidden />}
        loading={starting}
        onClick={() => void connect()}
        data-testid="line-connect-button"
        style={{ alignSelf: 'flex-start' }}
      >
        {t('section.connect')}
      </Button>
    );
  }

  if (status.friend || !status.add_friend_url) return null;
  return (
    <Stack gap="xs">
      <Text size="sm">{t('section.notFriend')}</Text>
      <Button
        component="a"
        href={status.add_friend_url}
        target="_blank"
        rel="noopener noreferrer"
        color="green"
        variant="light"
        leftSection={<IconUserPlus size={18} aria-hidden />}
        onClick={awaitFriendship}
        data-testid="line-add-friend"
        style={{ alignSelf: 'flex-start' }}
      >
        {t('section.addFriend')}
      </Button>
    </Stack>
  );
}
