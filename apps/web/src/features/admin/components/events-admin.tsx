import { Badge, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AdminSongkran } from '@baandee/contracts';
import { SONGKRAN_DESIGNS, SONGKRAN_SHARE_CHANNELS, SONGKRAN_SHARE_CREDITS_MAX, formatBangkokTime, formatNumber, fromBangkokInput, toBangkokInput } from '@baandee/domain';
import { ContentLoader } from '../../../components/content-loader';
import { fieldProps, showSubmitError } from '../../../lib/form-field';
import { currentLanguage } from '../../../lib/i18n';
import { useAdminSongkran, useResetAdminSongkran, useStoreAdminSongkran } from '../api/admin-songkran';
import { notifyDone } from '../notify';

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

/**
 * The window, typed and shown in Bangkok time whatever the admin's browser zone (the public
 * page reads it so), and the first share's credits: a number past the limit is refused with
 * the limit named, never cut down to it; an admin's settings can go back to the defaults.
 */
function SettingsForm({ settings }: { settings: AdminSongkran['settings'] }) {
  const { t } = useTranslation('admin');
  const store = useStoreAdminSongkran();
  const reset = useResetAdminSongkran();
  const valuesOf = (saved: AdminSongkran['settings']): SettingsValues => ({
    starts_at: toBangkokInput(saved.starts_at),
    ends_at: toBangkokInput(saved.ends_at),
    share_credits: saved.share_credits,
  });
  const form = useForm<SettingsValues>({ mode: 'controlled', initialValues: valuesOf(settings) });
  const submit = form.onSubmit((values) =>
    store.mutate(
      {
        // a text that is not a time goes as typed: the server names the field
        starts_at: fromBangkokInput(values.starts_at) ?? values.starts_at,
        ends_at: fromBangkokInput(values.ends_at) ?? values.ends_at,
        share_credits: values.share_credits === '' ? Number.NaN : Number(values.share_credits),
      },
      { onSuccess: () => notifyDone(t('events.settings.saved')), onError: (error) => showSubmitError(form, error, FIELDS) },
    ),
  );
  const resetToDefaults = () =>
    reset.mutate(undefined, {
      onSuccess: (result) => {
        form.setValues(valuesOf(result.settings));
        form.resetDirty(valuesOf(result.settings));
        form.clearErrors();
        notifyDone(t('events.settings.resetDone'));
      },
    });
  const language = currentLanguage();
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
          <TextInput type="datetime-local" label={t('events.settings.startsAt')} description={t('events.settings.bangkokTime')} withAsterisk {...fieldProps(form, 'starts_at')} />
          <TextInput type="datetime-local" label={t('events.settings.endsAt')} description={t('events.settings.bangkokTime')} withAsterisk {...fieldProps(form, 'ends_at')} />
          <NumberInput
            label={t('events.settings.credits')}
            description={t('events.settings.creditsHint')}
            min={0}
            max={SONGKRAN_SHARE_CREDITS_MAX}
            clampBehavior="none"
            allowDecimal={false}
            {...fieldProps(form, 'share_credits')}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" data-testid="admin-songkran-window">
          {t('events.settings.window', { from: formatBangkokTime(settings.starts_at, language), to: formatBangkokTime(settings.ends_at, language) })}
        </Text>
        <Group justify="flex-end">
          {settings.source === 'admin' && (
            <Button variant="subtle" onClick={resetToDefaults} loading={reset.isPending} data-testid="admin-songkran-reset">
              {t('events.settings.reset')}
            </Button>
          )}
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
