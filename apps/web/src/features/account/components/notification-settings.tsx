import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandLine, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type NotificationSettings as Settings } from '@baandee/contracts';
import { ContentLoader } from '../../../components/content-loader';
import { useCurrentUser } from '../../../lib/current-user';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useStoreNotificationSettings } from '../api/store-notification-settings';

type Channel = (typeof NOTIFICATION_CHANNELS)[number];
type Event = (typeof NOTIFICATION_EVENTS)[number];

function SettingsTable({ initial }: { initial: Settings }) {
  const { t } = useTranslation('account');
  const store = useStoreNotificationSettings();
  const [settings, setSettings] = useState(initial);
  const toggle = (channel: Channel, event: Event, on: boolean) =>
    setSettings((current) => ({ ...current, [channel]: { ...current[channel], [event]: on } }));

  const save = () => store.mutate(settings, { onSuccess: () => notifications.show({ color: 'brand', message: t('notifications.saved') }) });

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={280}>
        <Table verticalSpacing="sm" horizontalSpacing="xs" data-testid="notification-settings">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notifications.event')}</Table.Th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Table.Th key={channel} ta="center" w={64}>
                  {t(`notifications.channel.${channel}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {NOTIFICATION_EVENTS.map((event) => (
              <Table.Tr key={event}>
                <Table.Td>
                  <Text size="sm">{t(`notifications.events.${event}`)}</Text>
                </Table.Td>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Td key={channel}>
                    <Group justify="center">
                      <Switch
                        checked={settings[channel][event]}
                        onChange={(e) => toggle(channel, event, e.currentTarget.checked)}
                        aria-label={`${t(`notifications.events.${event}`)}: ${t(`notifications.channel.${channel}`)}`}
                        data-testid={`setting-${channel}-${event}`}
                      />
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Button onClick={save} loading={store.isPending} leftSection={<IconDeviceFloppy size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
        {t('notifications.save')}
      </Button>
    </Stack>
  );
}

/**
 * /line-setting: what the user is told about, by e-mail and by LINE. Connecting the LINE
 * account arrives with the LINE feature; preferences chosen now apply once connected.
 */
export function NotificationSettings() {
  const { t } = useTranslation('account');
  const profile = useCurrentUser();
  const query = useNotificationSettings();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'xl' }}>
        <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
          {query.data && <SettingsTable initial={query.data} />}
        </ContentLoader>
      </Paper>
      <Alert
        radius="lg"
        color="green"
        icon={<IconBrandLine size={22} aria-hidden />}
        title={
          <Group gap="xs">
            {t('notifications.lineTitle')}
            {!profile?.line_friend_status && (
              <Badge size="sm" color="yellow" variant="light">
                {t('notifications.comingBadge')}
              </Badge>
            )}
          </Group>
        }
        data-testid="line-connect"
      >
        {profile?.line_friend_status ? t('notifications.lineConnected') : t('notifications.lineComing')}
      </Alert>
    </Stack>
  );
}
