import { useState } from 'react';
import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminReport } from '@baandee/contracts';
import { REPORT_ACTIONS, REPORT_NOTE_MAX, type ReportAction } from '@baandee/domain';
import { formatDate } from '../../../../lib/listing-text';
import { useResolveReport } from '../../api/admin-reports';
import { NoteModal } from './note-modal';

const COLORS: Record<ReportAction, string> = { dismiss: 'gray', ask_fix: 'yellow', unpublish: 'orange', ban_listing: 'red', suspend_owner: 'red' };
/** Name and address, each when there is one. */
const whoIs = (person: { firstname: string | null; lastname: string | null; email: string | null }) =>
  [[person.firstname, person.lastname].filter(Boolean).join(' '), person.email].filter(Boolean).join(' · ') || '–';

/** One report: what was reported and by whom, the listing and its owner, what else is known, and the decisions. */
export function ReportItem({ report }: { report: AdminReport }) {
  const { t } = useTranslation(['admin', 'listing']);
  const resolve = useResolveReport();
  const [asking, setAsking] = useState<Exclude<ReportAction, 'dismiss'> | null>(null);
  const { listing } = report;
  const decide = (action: ReportAction, note?: string) =>
    resolve.mutate(
      { id: report.id, action, note },
      { onSuccess: () => setAsking(null) },
    );

  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={`report-${report.id}`} data-testid="report-item" data-report-id={report.id} data-listing-id={listing.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={`report-${report.id}`} style={{ overflowWrap: 'anywhere' }}>
              {listing.announce_title || t('listing:card.untitled')}
            </Title>
            <Text size="sm" fw={700} c="red.8">
              {t(`listing:report.reasons.${report.reason}`)}
            </Text>
          </div>
          <Group gap={6}>
            <Badge variant="light">{t(`listing:status.${listing.status}`)}</Badge>
            {listing.held && (
              <Badge color="orange" variant="light">
                {t('reports.held')}
              </Badge>
            )}
          </Group>
        </Group>
        {report.message && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {report.message}
          </Text>
        )}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('reports.reporter')}: {report.reporter ? whoIs(report.reporter) : t('reports.anonymous')}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="report-owner">
          {t('reports.owner')}: {whoIs(listing.owner)}
          {listing.owner.suspended && (
            <Badge ml="xs" color="red" variant="light">
              {t('reports.suspended')}
            </Badge>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {report.status === 'open' || !report.resolved_at || !report.action
            ? t('reports.received', { date: formatDate(report.created_at) })
            : t('reports.decided', { date: formatDate(report.resolved_at), action: t(`reports.actions.${report.action}`) })}
        </Text>
        {report.note && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {report.note}
          </Text>
        )}
        <details>
          <summary>
            <Text span size="sm">
              {t('reports.ownerListings', { count: report.owner_listings.length })}
            </Text>
          </summary>
          {report.owner_listings.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('reports.none')}
            </Text>
          ) : (
            <List size="sm" spacing={2} mt={4}>
              {report.owner_listings.map((other) => (
                <List.Item key={other.id}>
                  <Anchor component={Link} to={`/view-announce/${other.slug_id}`} target="_blank" size="sm">
                    {other.announce_title || t('listing:card.untitled')}
                  </Anchor>{' '}
                  · {t(`listing:status.${other.status}`)}
                </List.Item>
              ))}
            </List>
          )}
        </details>
        <details>
          <summary>
            <Text span size="sm">
              {t('reports.earlierReports', { count: report.earlier_reports.length })}
            </Text>
          </summary>
          {report.earlier_reports.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('reports.none')}
            </Text>
          ) : (
            <List size="sm" spacing={2} mt={4}>
              {report.earlier_reports.map((earlier) => (
                <List.Item key={earlier.id}>
                  {formatDate(earlier.created_at)} · {t(`listing:report.reasons.${earlier.reason}`)}
                  {earlier.action ? ` → ${t(`reports.actions.${earlier.action}`)}` : ''}
                </List.Item>
              ))}
            </List>
          )}
        </details>
        <Group gap="xs">
          {report.status === 'open' &&
            REPORT_ACTIONS.map((action) => (
              <Button
                key={action}
                size="xs"
                variant={action === 'dismiss' ? 'default' : 'light'}
                color={COLORS[action]}
                loading={resolve.isPending && resolve.variables?.action === action}
                onClick={() => (action === 'dismiss' ? decide(action) : setAsking(action))}
                data-action={action}
              >
                {t(`reports.actions.${action}`)}
              </Button>
            ))}
          <Anchor component={Link} to={`/view-announce/${listing.slug_id}`} target="_blank" size="sm" ml="auto">
            <Group gap={4} component="span">
              {t('reports.view')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      </Stack>
      <NoteModal
        opened={asking !== null}
        title={asking ? t(`reports.actions.${asking}`) : ''}
        label={t('reports.note')}
        hint={asking ? t(`reports.noteHint.${asking}`) : ''}
        maxLength={REPORT_NOTE_MAX}
        loading={resolve.isPending}
        onSubmit={(note) => asking && decide(asking, note)}
        onClose={() => setAsking(null)}
      />
    </Paper>
  );
}
