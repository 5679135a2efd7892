import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminSummary } from '@baandee/contracts';
import { formatNumber } from '@baandee/domain';

const COUNTS = [
  ['users', 'total'],
  ['active', 'active'],
  ['banned', 'banned'],
  ['admins', 'admins'],
] as const;

/** The users by status and role; the queues join as their features arrive. */
export function AdminOverview({ summary }: { summary: AdminSummary }) {
  const { t } = useTranslation('admin');
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} data-testid="admin-overview">
      {COUNTS.map(([label, field]) => (
        <Paper key={field} withBorder radius="lg" p="md">
          <Text size="sm" c="dimmed">
            {t(`overview.${label}`)}
          </Text>
          <Text fz={28} fw={700} data-testid={`admin-count-${field}`}>
            {formatNumber(summary.users[field])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
