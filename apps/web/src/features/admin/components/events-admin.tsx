import { Badge, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AdminSongkran } from '@baandee/contracts';
import { SONGKRAN_DESIGNS, SONGKRAN_SHARE_CHANNELS, SONGKRAN_SHARE_CREDITS_MAX, formatNumber } from '@baandee/domain';
import { ContentLoader } from '../../../components/content-loader';
import { fieldProps, showSubmitError } from '../../../lib/form-field';
import { useAdminSongkran, useStoreAdminSongkran } from '../api/admin-songkran';
import { notifyDone } from '../notify';
import { toLocalInput } from './articles/article-form';

const TOTALS = [
  ['cards', 'cards'],
  ['card_makers', 'cardMakers'],
  ['shares', 'shares'],
  ['sharers', 'sharers'],
  ['credits_granted', 'creditsGranted'],
  ['rewarded_users', 'rewardedUsers'],
] as const;

interface SettingsValues {
  starts_at: string;
  ends_at: string;
  share_credits: number | string;
}
const FIELDS = ['starts_at', 'ends_at', 'share_credits'] as const;

/** The window (typed in the browser's time zone) and the first share's credits. */
function SettingsForm({ settings }: { settings: AdminSongkran['settings'] }) {
  const { t } = useTranslation('admin');
  const store = useStoreAdminSongkran();
  const form = useForm<SettingsValues>({
    mode: 'controlled',
    initialValues: { starts_at: toLocalInput(settings.starts_at), ends_at: toLocalInput(settings.ends_at), share_credits: settings.share_credits },
  });
  const submit = form.onSubmit((values) =>
    store.mutate(
      {
        starts_at: values.starts_at ? new Date(values.starts_at).toISOString() : '',
        ends_at: values.ends_at ? new Date(values.ends_at).toISOString() : '',
        share_credits: Number(values.share_credits),
      },
      { onSuccess: () => notifyDone(t('events.settings.saved')), onError: (error) => showSubmitError(form, error, FIELDS) },
    ),
  );
  return (
    <Paper component="form" withBorder radius="lg" p="md" onSubmit={submit} noValidate data-testid="admin-songkran-settings">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('events.settings.title')}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color={settings.running ? 'green' : 'gray'} data-testid="admin-songkran-running">
              {settings.running ? t('events.settings.running') : t('events.settings.notRunning')}
            </Badge>
            <Badge variant="light" color="blue">
              {t(`events.settings.source.${settings.source}`)}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput type="datetime-local" label={t('events.settings.startsAt')} withAsterisk {...fieldProps(form, 'starts_at')} />
          <TextInput type="datetime-local" label={t('events.settings.endsAt')} withAsterisk {...fieldProps(form, 'ends_at')} />
          <NumberInput
            label={t('events.settings.credits')}
            description={t('events.settings.creditsHint')}
            min={0}
            max={SONGKRAN_SHARE_CREDITS_MAX}
            allowDecimal={false}
            {...fieldProps(form, 'share_credits')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={store.isPending}>
            {t('events.settings.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Counts by a closed list (channels, designs), with their names. */
function CountTable({ caption, rows }: { caption: string; rows: [string, number][] }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Table>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Tbody>
          {rows.map(([label, count]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={400}>
                {label}
              </Table.Th>
              <Table.Td ta="right">{formatNumber(count)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** /admin/events: the Songkran event's settings and numbers (cards, shares, credits granted). */
export function EventsAdmin() {
  const { t } = useTranslation(['admin', 'event']);
  const query = useAdminSongkran();
  return (
    <Stack gap="lg" data-testid="admin-songkran">
      <div>
        <Title order={2} size="h3">
          {t('events.title')}
        </Title>
        <Text c="dimmed">{t('events.lead')}</Text>
      </div>
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        {query.data && (
          <Stack gap="lg">
            <SettingsForm key={query.data.settings.updated_at ?? 'default'} settings={query.data.settings} />
            <Title order={3} size="h4">
              {t('events.numbers.title')}
            </Title>
            <SimpleGrid cols={{ base: 2, md: 3 }}>
              {TOTALS.map(([field, label]) => (
                <Paper key={field} withBorder radius="lg" p="md">
                  <Text size="sm" c="dimmed">
                    {t(`events.numbers.${label}`)}
                  </Text>
                  <Text fz={28} fw={700} data-testid={`admin-songkran-${field}`}>
                    {formatNumber(query.data.numbers[field])}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CountTable
                caption={t('events.numbers.byChannel')}
                rows={SONGKRAN_SHARE_CHANNELS.map((channel) => [t(`events.channels.${channel}`), query.data.numbers.shares_by_channel[channel]])}
              />
              <CountTable
                caption={t('events.numbers.byDesign')}
                rows={SONGKRAN_DESIGNS.map((design) => [t(`event:songkran.designs.${design}`), query.data.numbers.cards_by_design[design]])}
              />
            </SimpleGrid>
          </Stack>
        )}
      </ContentLoader>
    </Stack>
  );
}
