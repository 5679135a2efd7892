import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminSummary } from '@baandee/contracts';
import { AVAILABILITY_CONFIRMED_WINDOW_DAYS, confirmedPercent, formatNumber } from '@baandee/domain';
import { SECTION_ICONS, sectionPath } from '../sections';
import { AdminSearchOutcomes } from './admin-search-outcomes';

/** The work queues, each opening its queue at the status that waits for a decision. */
const QUEUES = [
  { field: 'pendingListings', section: 'moderation', status: 'pending' },
  { field: 'awaitingPayments', section: 'payments', status: 'awaiting_approval' },
  { field: 'openReports', section: 'reports', status: 'open' },
  { field: 'failedDeliveries', section: 'deliveries', status: 'failed' },
] as const;

const COUNTS = [
  ['users', 'total'],
  ['active', 'active'],
  ['banned', 'banned'],
  ['admins', 'admins'],
] as const;

/** What waits for an admin first (DESIGN 4.15), then the users by status and role. */
export function AdminOverview({ summary }: { summary: AdminSummary }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="xl" data-testid="admin-overview">
      <Stack gap="sm" component="section" aria-labelledby="admin-queues">
        <Title order={2} size="h4" id="admin-queues">
          {t('overview.queuesTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {QUEUES.map(({ field, section, status }) => {
            const Icon = SECTION_ICONS[section];
            const waiting = summary.queues[field] > 0;
            return (
              <Paper
                key={field}
                component={Link}
                to={`${sectionPath(section)}?status=${status}`}
                withBorder
                radius="lg"
                p="md"
                // a card, not a blue underlined link
                c="var(--mantine-color-text)"
                td="none"
                bd={waiting ? '1px solid var(--mantine-color-orange-4)' : undefined}
                data-testid={`admin-queue-${field}`}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <Icon size={24} aria-hidden />
                    <div>
                      <Text size="sm" c="dimmed">
                        {t(`overview.${field}`)}
                      </Text>
                      <Text fz={28} fw={700} c={waiting ? 'orange.9' : undefined} data-testid="admin-queue-count">
                        {formatNumber(summary.queues[field])}
                      </Text>
                    </div>
                  </Group>
                  <IconChevronRight size={20} aria-hidden />
                </Group>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="admin-users">
        <Title order={2} size="h4" id="admin-users">
          {t('overview.usersTitle')}
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
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
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="admin-availability">
        <Title order={2} size="h4" id="admin-availability">
          {t('overview.availabilityTitle')}
        </Title>
        <Paper withBorder radius="lg" p="md" data-testid="admin-availability">
          <Text fz={28} fw={700} data-testid="admin-availability-percent">
            {confirmedPercent(summary.availability) ?? 0}%
          </Text>
          <Text size="sm" c="dimmed">
            {t('overview.confirmedShare', {
              confirmed: formatNumber(summary.availability.confirmed),
              published: formatNumber(summary.availability.published),
              days: String(AVAILABILITY_CONFIRMED_WINDOW_DAYS),
            })}
          </Text>
        </Paper>
      </Stack>
      <AdminSearchOutcomes searches={summary.searches} />
    </Stack>
  );
}
