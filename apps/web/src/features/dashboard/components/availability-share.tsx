import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardInsight } from '@baandee/contracts';
import { AVAILABILITY_CONFIRMED_WINDOW_DAYS, confirmedPercent, formatNumber } from '@baandee/domain';

/** How many of the owner's published listings they confirmed still available lately (docs/decisions/062). */
export function AvailabilityShare({ listings }: { listings: DashboardInsight['listings'] }) {
  const { t } = useTranslation('dashboard');
  const percent = confirmedPercent(listings);
  if (percent === null) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="dashboard-availability">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <IconCircleCheck size={18} aria-hidden />
            {t('availability.title')}
          </Title>
          <Text fw={800} fz={24} lh={1} data-testid="availability-percent">
            {percent}%
          </Text>
        </Group>
        <Progress value={percent} color="green" aria-label={t('availability.title')} />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" data-testid="availability-share">
            {t('availability.share', { confirmed: formatNumber(listings.confirmed), published: formatNumber(listings.published), days: String(AVAILABILITY_CONFIRMED_WINDOW_DAYS) })}
          </Text>
          {percent < 100 && (
            <Button component={Link} to="/my-announce" size="xs" variant="light">
              {t('availability.action')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
