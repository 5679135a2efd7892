import { useState } from 'react';
import { Group, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MortgageSettingsResult } from '@baandee/contracts';
import { formatNumber, MORTGAGE_LIMITS, mortgagePlan, type MortgageSettings } from '@baandee/domain';
import { useMortgageSettings } from '../api/get-mortgage-settings';

type Field = keyof MortgageSettings;
const FIELDS: { field: Field; label: 'loanShare' | 'years' | 'rate'; step: number; decimals: boolean }[] = [
  { field: 'loan_share_percent', label: 'loanShare', step: 5, decimals: true },
  { field: 'years', label: 'years', step: 1, decimals: false },
  { field: 'annual_rate_percent', label: 'rate', step: 0.05, decimals: true },
];

const within = (field: Field, value: number | string) =>
  typeof value === 'number' && value >= MORTGAGE_LIMITS[field].min && value <= MORTGAGE_LIMITS[field].max && (field !== 'years' || Number.isInteger(value));

const baht = (value: number) => formatNumber(Math.round(value));

/** For a sale listing: the loan, the down payment and the monthly payment for the visitor's share, term and rate. */
export function MortgageCalculator({ price }: { price: number }) {
  const { t } = useTranslation('listing');
  const settings = useMortgageSettings();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="mortgage-calculator" data-testid="mortgage-calculator">
      <Stack gap="sm">
        <Title order={2} size="h5" id="mortgage-calculator">
          {t('mortgage.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('mortgage.price', { price: formatNumber(price) })}
        </Text>
        {settings.data ? <Calculator price={price} defaults={settings.data} /> : <Skeleton height={160} />}
      </Stack>
    </Paper>
  );
}

function Calculator({ price, defaults }: { price: number; defaults: MortgageSettingsResult }) {
  const { t } = useTranslation('listing');
  const [values, setValues] = useState<Record<Field, number | string>>({
    loan_share_percent: defaults.loan_share_percent,
    years: defaults.years,
    annual_rate_percent: defaults.annual_rate_percent,
  });
  const valid = FIELDS.every(({ field }) => within(field, values[field]));
  const plan = valid ? mortgagePlan(price, values as MortgageSettings) : null;
  return (
    <>
      {/* labels wrap differently in Thai and English: the inputs line up at the bottom */}
      <SimpleGrid cols={3} spacing="xs" style={{ alignItems: 'end' }}>
        {FIELDS.map(({ field, label, step, decimals }) => (
          <NumberInput
            key={field}
            label={t(`mortgage.${label}`)}
            value={values[field]}
            onChange={(value) => setValues((previous) => ({ ...previous, [field]: value }))}
            min={MORTGAGE_LIMITS[field].min}
            max={MORTGAGE_LIMITS[field].max}
            step={step}
            allowDecimal={decimals}
            allowNegative={false}
            decimalScale={decimals ? 3 : 0}
            error={within(field, values[field]) ? undefined : true}
            hideControls
            inputMode={decimals ? 'decimal' : 'numeric'}
            data-testid={`mortgage-${field}`}
          />
        ))}
      </SimpleGrid>
      {plan ? (
        <Stack gap={4}>
          <Group justify="space-between" align="baseline" wrap="nowrap">
            <Text size="sm">{t('mortgage.monthly')}</Text>
            <Text fw={700} fz="xl" c="brand.8" data-testid="mortgage-monthly">
              {t('mortgage.amount', { amount: baht(plan.monthly) })}
            </Text>
          </Group>
          {(
            [
              ['loan', plan.loan],
              ['downPayment', plan.down_payment],
              ['totalInterest', plan.total_interest],
            ] as const
          ).map(([key, amount]) => (
            <Group key={key} justify="space-between" wrap="nowrap" c="dimmed" fz="sm">
              <span>{t(`mortgage.${key}`)}</span>
              <span data-testid={`mortgage-${key}`}>{t('mortgage.amount', { amount: baht(amount) })}</span>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="red.8" data-testid="mortgage-invalid">
          {t('mortgage.invalid')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('mortgage.note')}
      </Text>
    </>
  );
}
