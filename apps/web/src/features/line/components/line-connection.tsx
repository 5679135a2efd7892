import { useState } from 'react';
import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContentLoader } from '../../../components/content-loader';
import { useDisconnectLine } from '../api/disconnect-line';
import { useLineStatus } from '../api/get-line-status';
import { LineConnectControls } from './line-connect-controls';

/** Disconnecting asks once more: notifications and slips over LINE stop with it. */
function DisconnectButton() {
  const { t } = useTranslation('line');
  const disconnect = useDisconnectLine();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        notifications.show({ color: 'brand', message: t('section.disconnected') });
      },
    });

  if (!asking) {
    return (
      <Button variant="subtle" color="red" size="compact-sm" onClick={() => setAsking(true)} style={{ alignSelf: 'flex-start' }}>
        {t('section.disconnect')}
      </Button>
    );
  }
  return (
    <Stack gap="xs" data-testid="line-disconnect-confirm">
      <Text size="sm">{t('section.disconnectConfirm')}</Text>
      <Group gap="xs">
        <Button color="red" size="xs" loading={disconnect.isPending} onClick={confirm}>
          {t('section.disconnectYes')}
        </Button>
        <Button variant="default" size="xs" onClick={() => setAsking(false)}>
          {t('section.disconnectNo')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The LINE part of /line-setting: not set up on this site, connect (LINE Login in a new
 * window), connected as someone with the add-friend link until they are a friend, disconnect.
 */
export function LineConnection() {
  const { t } = useTranslation('line');
  const query = useLineStatus();
  const status = query.data;

  const badge = !status ? null : !status.configured ? (
    <Badge size="sm" color="gray" variant="light">
      {t('section.notSetUpBadge')}
    </Badge>
  ) : status.connected ? (
    <Badge size="sm" color="green" variant="light">
      {t('section.connectedBadge')}
    </Badge>
  ) : null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'xl' }} data-testid="line-connection">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconBrandLine size={26} color="var(--mantine-color-green-7)" aria-hidden />
          <Title order={2} size="h4">
            {t('section.title')}
          </Title>
          {badge}
        </Group>
        <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()} minHeight={80}>
          {status && !status.configured && <Text c="dimmed">{t('section.notSetUp')}</Text>}
          {status?.configured && (
            <Stack gap="sm">
              {status.connected ? (
                <Group gap="sm" wrap="nowrap">
                  {/* the LINE mark, not the LINE profile picture: that is on LINE's image host, which the content security policy leaves out (decision 026) */}
                  <Avatar radius="xl" color="green">
                    <IconBrandLine size={20} aria-hidden />
                  </Avatar>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="line-connected-as">
                      {t('section.connectedAs', { name: status.display_name ?? '' })}
                    </Text>
                    {status.friend && (
                      <Text size="sm" c="dimmed">
                        {t('section.friend')}
                      </Text>
                    )}
                  </Stack>
                </Group>
              ) : (
                <Text>{t('section.intro')}</Text>
              )}
              <LineConnectControls
                status={status}
                onFriend={() => notifications.show({ color: 'brand', message: t('section.connectedNotice') })}
              />
              {status.connected && <DisconnectButton />}
            </Stack>
          )}
        </ContentLoader>
      </Stack>
    </Paper>
  );
}
