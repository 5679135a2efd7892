import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListingView } from '@baandee/contracts';
import { formatNumber, moveInCost } from '@baandee/domain';

/**
 * For a rent listing: what a tenant pays before moving in, from what the listing states
 * (the first month in advance, the deposit, the security deposit); what it leaves out is
 * said to be not stated, never guessed.
 */
export function MoveInCost({ listing }: { listing: Pick<ListingView, 'rent_price' | 'deposit_price' | 'insurance_fee'> }) {
  const { t } = useTranslation('listing');
  const cost = moveInCost(listing);
  if (!cost) return null;
  const amount = (value: number | null) => (value === null ? t('moveIn.notStated') : t('mortgage.amount', { amount: formatNumber(value) }));
  const lines = [
    ['firstMonth', cost.first_month],
    ['deposit', cost.deposit],
    ['securityDeposit', cost.security_deposit],
  ] as const;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="move-in-cost" data-testid="move-in-cost">
      <Stack gap="xs">
        <Title order={2} size="h5" id="move-in-cost">
          {t('moveIn.title')}
        </Title>
        {lines.map(([key, value]) => (
          <Group key={key} justify="space-between" wrap="nowrap" fz="sm">
            <span>{t(`moveIn.${key}`)}</span>
            <Text span size="sm" c={value === null ? 'dimmed' : undefined} data-testid={`move-in-${key}`}>
              {amount(value)}
            </Text>
          </Group>
        ))}
        <Divider />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('moveIn.total')}</Text>
          <Text fw={700} fz="lg" c="brand.8" data-testid="move-in-total">
            {amount(cost.total)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" data-testid="move-in-note">
          {cost.deposit_months === null ? t('moveIn.noneStated') : t('moveIn.months', { months: formatNumber(cost.deposit_months) })}
        </Text>
      </Stack>
    </Paper>
  );
}
