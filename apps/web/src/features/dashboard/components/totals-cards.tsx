import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconEye, IconHeart, IconMail, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DashboardInsight } from '@baandee/contracts';
import { formatCount } from '../format';

export const METRICS = ['views', 'impressions', 'leads', 'favorites'] as const;
export type Metric = (typeof METRICS)[number];
const ICONS = { views: IconEye, impressions: IconSearch, leads: IconMail, favorites: IconHeart } as const;

function Change({ value }: { value: number | null }) {
  const { t } = useTranslation('dashboard');
  if (value === null) return <Text size="xs" c="dimmed">{t('change.none')}</Text>;
  if (value === 0) return <Text size="xs" c="dimmed">{t('change.same')}</Text>;
  const up = value > 0;
  const Icon = up ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Badge variant="light" color={up ? 'green' : 'red'} leftSection={<Icon size={12} aria-hidden />} style={{ textTransform: 'none' }}>
      {t(up ? 'change.up' : 'change.down', { n: formatCount(Math.abs(value)) })}
    </Badge>
  );
}

/** The period's totals, each with its change against the period before. */
export function TotalsCards({ insight }: { insight: DashboardInsight }) {
  const { t } = useTranslation('dashboard');
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="dashboard-totals">
      {METRICS.map((metric) => {
        const Icon = ICONS[metric];
        return (
          <Paper key={metric} withBorder radius="md" p="md" data-testid={`total-${metric}`}>
            <Stack gap={6}>
              <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
                <Icon size={16} aria-hidden />
                {t(`metrics.${metric}`)}
              </Text>
              <Text fw={800} fz={28} lh={1} data-testid="total-value">
                {formatCount(insight.totals[metric])}
              </Text>
              <Change value={insight.change[metric]} />
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
