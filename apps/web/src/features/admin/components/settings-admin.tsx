import { Badge, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { MortgageSettingsResult } from '@baandee/contracts';
import { formatBangkokTime, MORTGAGE_DEFAULTS, MORTGAGE_LIMITS } from '@baandee/domain';
import { ContentLoader } from '../../../components/content-loader';
import { fieldProps, showSubmitError } from '../../../lib/form-field';
import { currentLanguage } from '../../../lib/i18n';
import { useAdminMortgageSettings, useStoreAdminMortgageSettings } from '../api/admin-mortgage-settings';
import { notifyDone } from '../notify';

interface Values {
  loan_share_percent: number | string;
  years: number | string;
  annual_rate_percent: number | string;
}
const FIELDS = ['loan_share_percent', 'years', 'annual_rate_percent'] as const;
const LABELS = { loan_share_percent: 'loanShare', years: 'years', annual_rate_percent: 'rate' } as const;

const asNumber = (value: number | string) => (value === '' ? Number.NaN : Number(value));

/** /admin/settings: the mortgage calculator's defaults every sale listing's page starts from (audited). */
export function SettingsAdmin() {
  const query = useAdminMortgageSettings();
  return (
    <Stack gap="md" data-testid="settings-admin">
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        {query.data && <MortgageForm settings={query.data} />}
      </ContentLoader>
    </Stack>
  );
}

function MortgageForm({ settings }: { settings: MortgageSettingsResult }) {
  const { t } = useTranslation('admin');
  const store = useStoreAdminMortgageSettings();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { loan_share_percent: settings.loan_share_percent, years: settings.years, annual_rate_percent: settings.annual_rate_percent },
  });
  const submit = form.onSubmit((values) =>
    store.mutate(
      { loan_share_percent: asNumber(values.loan_share_percent), years: asNumber(values.years), annual_rate_percent: asNumber(values.annual_rate_percent) },
      { onSuccess: () => notifyDone(t('settings.mortgage.saved')), onError: (error) => showSubmitError(form, error, FIELDS) },
    ),
  );
  return (
    <Paper component="form" withBorder radius="lg" p="md" onSubmit={submit} noValidate data-testid="admin-mortgage-settings">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('settings.mortgage.title')}
          </Title>
          <Badge variant="light" color="blue" data-testid="admin-mortgage-source">
            {t(`settings.mortgage.source.${settings.source}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('settings.mortgage.lead', {
            share: String(MORTGAGE_DEFAULTS.loan_share_percent),
            years: String(MORTGAGE_DEFAULTS.years),
            rate: String(MORTGAGE_DEFAULTS.annual_rate_percent),
          })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {FIELDS.map((field) => (
            <NumberInput
              key={field}
              label={t(`settings.mortgage.${LABELS[field]}`)}
              description={t('settings.mortgage.range', { min: String(MORTGAGE_LIMITS[field].min), max: String(MORTGAGE_LIMITS[field].max) })}
              min={MORTGAGE_LIMITS[field].min}
              max={MORTGAGE_LIMITS[field].max}
              clampBehavior="none"
              allowDecimal={field !== 'years'}
              decimalScale={3}
              withAsterisk
              {...fieldProps(form, field)}
            />
          ))}
        </SimpleGrid>
        {settings.updated_at && (
          <Text size="xs" c="dimmed">
            {t('settings.mortgage.updated', { time: formatBangkokTime(settings.updated_at, currentLanguage()) })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={store.isPending} data-testid="admin-mortgage-save">
            {t('settings.mortgage.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
