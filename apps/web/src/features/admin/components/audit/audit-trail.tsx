import { useEffect, useState } from 'react';
import { Badge, Button, Center, Code, Group, NativeSelect, Pagination, Paper, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AuditEntry } from '@baandee/contracts';
import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES, type AuditAction } from '@baandee/domain';
import { ContentLoader } from '../../../../components/content-loader';
import { usePageParam } from '../../../../lib/use-page-param';
import { useAdminAudit, type AuditFilters } from '../../api/admin-audit';
import { bangkokTime } from '../../bangkok-time';
import { AdminEmptyState } from '../admin-empty-state';

const FILTER_KEYS = ['action', 'actor_id', 'subject', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type Form = Record<'action' | 'actor_id' | 'type' | 'id' | 'from' | 'to', string>;

const personName = (person: AuditEntry['actor']) => [person.firstname, person.lastname].filter(Boolean).join(' ') || person.email || `#${person.id}`;

function formFrom(params: URLSearchParams): Form {
  const [type = '', id = ''] = (params.get('subject') ?? '').split(':');
  return { action: params.get('action') ?? '', actor_id: params.get('actor_id') ?? '', type, id, from: params.get('from') ?? '', to: params.get('to') ?? '' };
}

/** /admin/audit: every admin action, newest first; the filters and the page live in the URL. */
export function AuditTrail() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const [form, setForm] = useState<Form>(() => formFrom(params));
  useEffect(() => setForm(formFrom(params)), [params]);

  const filters: AuditFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) (filters as Record<FilterKey, string>)[key] = value;
  }
  const query = useAdminAudit(filters, page);
  const data = query.data;
  const filtered = Object.keys(filters).length > 0;

  const apply = () => {
    const next = new URLSearchParams();
    if (form.action) next.set('action', form.action);
    if (form.actor_id) next.set('actor_id', form.actor_id);
    if (form.type) next.set('subject', form.id.trim() ? `${form.type}:${form.id.trim()}` : form.type);
    if (form.from) next.set('from', form.from);
    if (form.to) next.set('to', form.to);
    setParams(next);
  };
  const set = (key: keyof Form) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setForm((current) => ({ ...current, [key]: value }));
  };

  return (
    <Stack gap="md" data-testid="audit-trail">
      <Paper
        component="form"
        withBorder
        radius="lg"
        p="md"
        aria-label={t('audit.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <NativeSelect label={t('audit.action')} value={form.action} onChange={set('action')} data-testid="audit-filter-action">
            <option value="">{t('audit.anyAction')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`audit.actions.${action}`)}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect label={t('audit.actor')} value={form.actor_id} onChange={set('actor_id')} data-testid="audit-filter-actor">
            <option value="">{t('audit.anyActor')}</option>
            {(data?.actors ?? []).map((actor) => (
              <option key={actor.id} value={String(actor.id)}>
                {personName(actor)}
              </option>
            ))}
          </NativeSelect>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <NativeSelect style={{ flex: 2 }} label={t('audit.subjectType')} value={form.type} onChange={set('type')} data-testid="audit-filter-subject">
              <option value="">{t('audit.anySubject')}</option>
              {AUDIT_SUBJECT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`audit.subjects.${type}`)}
                </option>
              ))}
            </NativeSelect>
            <TextInput
              style={{ flex: 1 }}
              label={t('audit.subjectId')}
              placeholder={t('audit.subjectIdHint')}
              value={form.id}
              onChange={set('id')}
              disabled={!form.type}
              inputMode="numeric"
              data-testid="audit-filter-subject-id"
            />
          </Group>
          <TextInput type="date" label={t('audit.from')} description={t('audit.dateHint')} value={form.from} onChange={set('from')} data-testid="audit-filter-from" />
          <TextInput type="date" label={t('audit.to')} description={t('audit.dateHint')} value={form.to} onChange={set('to')} data-testid="audit-filter-to" />
          <Group gap="xs" align="flex-end">
            <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />} data-testid="audit-filter-apply">
              {t('audit.apply')}
            </Button>
            {filtered && (
              <Button variant="subtle" onClick={() => setParams({})} data-testid="audit-filter-clear">
                {t('audit.clear')}
              </Button>
            )}
          </Group>
        </SimpleGrid>
      </Paper>
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        {data && data.data.length === 0 ? (
          filtered ? (
            <Text c="dimmed" ta="center" py="xl" data-testid="audit-empty">
              {t('audit.empty')}
            </Text>
          ) : (
            <AdminEmptyState section="audit" />
          )
        ) : (
          data && (
            <Stack gap="sm">
              <Text size="sm" c="dimmed" data-testid="audit-total">
                {t('audit.total', { count: data.total })}
              </Text>
              {data.data.map((entry) => (
                <AuditItem key={entry.id} entry={entry} />
              ))}
              {data.last_page > 1 && (
                <Center component="nav" aria-label={t('nav.audit')}>
                  <Pagination total={data.last_page} value={data.current_page} onChange={setPage} siblings={1} />
                </Center>
              )}
            </Stack>
          )
        )}
      </ContentLoader>
    </Stack>
  );
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const LONGEST = 160;

/** A value of the trail as text: moments in Bangkok time, long texts cut, objects as JSON. */
function shown(value: unknown, blank: string): string {
  if (value === null || value === undefined || value === '') return blank;
  if (typeof value === 'string') {
    if (ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value))) return bangkokTime(value);
    return value.length > LONGEST ? `${value.slice(0, LONGEST)}…` : value;
  }
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST)}…` : text;
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const blank = t('audit.blank');
  const subjectType = entry.subject_type as (typeof AUDIT_SUBJECT_TYPES)[number];
  return (
    <Paper withBorder radius="md" p="sm" data-testid="audit-entry" data-action={entry.action} data-subject={`${entry.subject_type}:${entry.subject_id}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6} wrap="wrap">
            <Text fw={700}>{t(`audit.actions.${entry.action as AuditAction}`)}</Text>
            {entry.money && (
              <Badge color="yellow" variant="light">
                {t('audit.money')}
              </Badge>
            )}
            {entry.before === null && <Badge variant="light">{t('audit.created')}</Badge>}
            {entry.after === null && (
              <Badge color="red" variant="light">
                {t('audit.deleted')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('audit.at', { time: bangkokTime(entry.created_at) })}
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('audit.subject', { type: t(`audit.subjects.${subjectType}`), id: entry.subject_id })} · {t('audit.by', { name: personName(entry.actor) })}
        </Text>
        {fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('audit.noChanges')}
          </Text>
        ) : (
          // a region the keyboard can reach and scroll where the table is wider than a phone
          <Table.ScrollContainer minWidth={320} type="native" tabIndex={0} role="region" aria-label={`${t('audit.changes')} #${entry.id}`}>
            <Table withTableBorder fz="sm" verticalSpacing={4} layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="30%">{t('audit.field')}</Table.Th>
                  <Table.Th>{t('audit.before')}</Table.Th>
                  <Table.Th>{t('audit.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fields.map((field) => (
                  <Table.Tr key={field}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Code>{field}</Code>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.before === null ? '' : shown(entry.before[field], blank)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.after === null ? '' : shown(entry.after[field], blank)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('audit.requestId', { id: entry.request_id })}
        </Text>
      </Stack>
    </Paper>
  );
}
