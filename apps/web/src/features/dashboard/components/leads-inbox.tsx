import { useState } from 'react';
import { Anchor, Badge, Button, Center, Group, Pagination, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardLead } from '@baandee/contracts';
import { formatPhone } from '@baandee/domain';
import { ContentLoader } from '../../../components/content-loader';
import { formatDate } from '../../../lib/listing-text';
import { allLeads, useLeads, type LeadsFilter } from '../api/get-leads';
import { useReadLead } from '../api/read-lead';
import type { CsvColumn } from '../csv';
import { formatCount } from '../format';
import { CsvButton } from './csv-button';
import { ThaiText } from '../../../components/thai-text';

function LeadItem({ lead }: { lead: DashboardLead }) {
  const { t } = useTranslation('dashboard');
  const read = useReadLead();
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="dashboard-lead" data-read={lead.read} style={lead.read ? undefined : { borderLeft: '4px solid var(--mantine-color-blue-6)' }}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={700}>{lead.name}</Text>
              {!lead.read && (
                <Badge size="xs" color="blue">
                  {t('leads.new')}
                </Badge>
              )}
            </Group>
            <Anchor component={Link} to={`/view-announce/${lead.slug_id}`} size="sm" style={{ overflowWrap: 'break-word' }}>
              <ThaiText>{t('leads.about', { title: lead.announce_title ?? '' })}</ThaiText>
            </Anchor>
          </Stack>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDate(lead.created_at)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }} data-testid="dashboard-lead-message">
          {lead.message}
        </Text>
        <Group gap="xs">
          <Button component="a" href={`mailto:${lead.email}`} size="xs" variant="light" leftSection={<IconMail size={14} aria-hidden />}>
            {t('leads.reply')}
          </Button>
          <Button component="a" href={`tel:${lead.phone}`} size="xs" variant="light" leftSection={<IconPhone size={14} aria-hidden />}>
            {t('leads.call', { phone: formatPhone(lead.phone) })}
          </Button>
          {lead.read ? (
            <Text size="xs" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
              <IconCheck size={14} aria-hidden />
              {t('leads.read')}
            </Text>
          ) : (
            <Button size="xs" variant="subtle" loading={read.isPending} onClick={() => read.mutate(lead.id)} data-testid="dashboard-lead-read">
              {t('leads.markRead')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The contact-owner messages (DESIGN 4.9), newest first: all or unread, marked read one by one, exportable. */
export function LeadsInbox() {
  const { t } = useTranslation(['dashboard', 'listing']);
  const [filter, setFilter] = useState<LeadsFilter>('all');
  const [page, setPage] = useState(1);
  const result = useLeads(filter, page);
  const data = result.data;
  const columns: CsvColumn<DashboardLead>[] = [
    { header: t('leads.columns.date'), value: (lead) => lead.created_at },
    { header: t('leads.columns.listing'), value: (lead) => lead.announce_title },
    { header: t('leads.columns.name'), value: (lead) => lead.name },
    { header: t('leads.columns.email'), value: (lead) => lead.email },
    { header: t('leads.columns.phone'), value: (lead) => lead.phone },
    { header: t('leads.columns.message'), value: (lead) => lead.message },
    { header: t('leads.columns.read'), value: (lead) => lead.read },
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dashboard-leads-title" data-testid="dashboard-leads">
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h4" id="dashboard-leads-title">
            {t('leads.title')}
          </Title>
          {data && data.unread > 0 && (
            <Badge color="blue" variant="filled" data-testid="dashboard-leads-unread">
              {t('leads.unread', { n: formatCount(data.unread) })}
            </Badge>
          )}
        </Group>
        <CsvButton table={t('leads.title')} fileName="dashboard-leads" columns={columns} load={() => allLeads(filter)} />
      </Group>
      <SegmentedControl
        mb="sm"
        aria-label={t('leads.filterLabel')}
        value={filter}
        onChange={(next) => {
          setFilter(next as LeadsFilter);
          setPage(1);
        }}
        data={(['all', 'unread'] as const).map((value) => ({ value, label: t(`leads.filter.${value}`) }))}
      />
      <ContentLoader loading={result.isPending} error={result.isError} onRetry={() => void result.refetch()}>
        {data && data.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" data-testid="dashboard-leads-empty">
            {t(filter === 'unread' ? 'leads.emptyUnread' : 'leads.empty')}
          </Text>
        ) : (
          data && (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.data.map((lead) => (
                <LeadItem key={lead.id} lead={lead} />
              ))}
            </Stack>
          )
        )}
        {data && data.last_page > 1 && (
          <Center component="nav" aria-label={t('listing:pager.label')} mt="sm">
            <Pagination total={data.last_page} value={data.current_page} onChange={setPage} siblings={1} />
          </Center>
        )}
      </ContentLoader>
    </Paper>
  );
}
