import { useState } from 'react';
import { Button, Group, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type NotificationSettings as Settings } from '@baandee/contracts';
import { ContentLoader } from '../../../components/content-loader';
import { useLineStatus } from '../../line';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useStoreNotificationSettings } from '../api/store-notification-settings';

type Channel = (typeof NOTIFICATION_CHANNELS)[number];
type Event = (typeof NOTIFICATION_EVENTS)[number];

const LINE_OFF_NOTE_ID = 'notification-line-off';

/**
 * `lineOff`: LINE is not set up on this site, so nothing goes by LINE whatever is stored:
 * its switches show off and cannot be turned on, and a note says why. The stored choices
 * are kept as they are (saved unchanged), for the day LINE is set up.
 */
function SettingsTable({ initial, lineOff }: { initial: Settings; lineOff: boolean }) {
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
                        checked={channel === 'line' && lineOff ? false : settings[channel][event]}
                        disabled={channel === 'line' && lineOff}
                        aria-describedby={channel === 'line' && lineOff ? LINE_OFF_NOTE_ID : undefined}
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
      {lineOff && (
        <Text size="sm" c="dimmed" id={LINE_OFF_NOTE_ID} data-testid="notification-line-off">
          {t('notifications.lineNotSetUp')}
        </Text>
      )}
      <Button onClick={save} loading={store.isPending} leftSection={<IconDeviceFloppy size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
        {t('notifications.save')}
      </Button>
    </Stack>
  );
}

/**
 * /line-setting: what the user is told about, by e-mail and by LINE. LINE messages reach
 * the user once their LINE account is connected (features/line) and they are a friend;
 * where LINE is not set up on the site, none do, and the LINE switches say so.
 */
export function NotificationSettings() {
  const query = useNotificationSettings();
  const line = useLineStatus();
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'xl' }}>
      <ContentLoader loading={query.isPending || line.isLoading} error={query.isError} onRetry={() => void query.refetch()}>
        {query.data && <SettingsTable initial={query.data} lineOff={line.data?.configured === false} />}
      </ContentLoader>
    </Paper>
  );
}
