import { useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Group, List, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAddressParams } from '../../../lib/use-page-param';
import { QUEUE_SEARCH_MAX, type BulkAction } from '@baandee/contracts';
import { translateMessage } from '../../../lib/api-messages';
import { useBulkDecision } from '../api/bulk-decide';
import { notifyDone } from '../notify';
import { ReasonModal } from './reason-modal';

/**
 * The moderation and payments queues' search, filters and bulk decisions (issue #32). The
 * search and filters live in the address beside ?status= and ?page= (a reload or the
 * browser's back keeps them); a change of any goes back to the first page.
 */
export function useQueueParams<K extends string>(names: readonly K[]) {
  const [params, setParams] = useAddressParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<K, string>;
  const set = (changes: Partial<Record<K, string>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes) as [string, string | undefined][]) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      next.delete('page');
      return next;
    });
  return { values, set };
}

/** The search box (sent with Enter or its button) and the Bangkok days from and to; `children` are the queue's own filters. */
export function QueueFilterBar({
  values,
  onChange,
  searchLabel,
  children,
  testId,
}: {
  values: { q: string; from: string; to: string };
  onChange: (changes: { q?: string; from?: string; to?: string }) => void;
  searchLabel: string;
  children?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState(values.q);
  const [shown, setShown] = useState(values.q);
  // the address changed (back, a link): the box follows it
  if (shown !== values.q) {
    setShown(values.q);
    setTyped(values.q);
  }
  const filtered = Boolean(values.q || values.from || values.to);
  return (
    <Paper withBorder radius="lg" p="sm" data-testid={testId}>
      <Stack gap="sm">
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ q: typed.trim() });
          }}
        >
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={searchLabel}
              value={typed}
              maxLength={QUEUE_SEARCH_MAX}
              onChange={(event) => setTyped(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 0 }}
              data-testid={`${testId}-search`}
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} data-testid={`${testId}-search-submit`}>
              {t('queue.search')}
            </Button>
          </Group>
        </form>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
          {children}
          <TextInput type="date" label={t('queue.from')} value={values.from} max={values.to || undefined} onChange={(event) => onChange({ from: event.currentTarget.value })} data-testid={`${testId}-from`} />
          <TextInput type="date" label={t('queue.to')} value={values.to} min={values.from || undefined} onChange={(event) => onChange({ to: event.currentTarget.value })} data-testid={`${testId}-to`} />
        </SimpleGrid>
        {filtered && (
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {t('queue.bangkokDays')}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => onChange({ q: '', from: '', to: '' })} data-testid={`${testId}-clear`}>
              {t('queue.clear')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

interface BulkFailure {
  id: number | string;
  message?: string | undefined;
}

/**
 * Bulk approve or reject: "select all on this page", the count chosen, and one reason for
 * every rejection. Each item is decided on its own on the server; those that could not be
 * (decided meanwhile by another admin) are listed by name with the reason why.
 */
export function BulkBar<Id extends number | string>({
  kind,
  pageIds,
  selected,
  onSelect,
  nameOf,
  testId,
}: {
  kind: 'estates' | 'payments';
  pageIds: Id[];
  selected: Id[];
  onSelect: (ids: Id[]) => void;
  nameOf: (id: Id) => string;
  testId: string;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const bulk = useBulkDecision(kind);
  const [asking, setAsking] = useState(false);
  const [failures, setFailures] = useState<BulkFailure[]>([]);
  const all = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const some = selected.length > 0 && !all;
  const texts = kind === 'estates' ? 'queue.estates' : 'queue.payments';

  const decide = (action: BulkAction, reason?: string) =>
    bulk.mutate(
      { ids: selected as never, action, ...(reason !== undefined && { reason }) },
      {
        onSuccess: (outcome) => {
          setAsking(false);
          onSelect([]);
          setFailures(outcome.results.filter((result) => !result.ok));
          if (outcome.done > 0) notifyDone(t(`${texts}.done.${action}`, { count: outcome.done }));
        },
      },
    );

  return (
    <Stack gap="xs">
      {/* kept mounted when the page empties (its decision answered): the outcome and what failed still show */}
      {pageIds.length > 0 && (
        <Paper withBorder radius="lg" px="sm" py="xs" data-testid={testId}>
          <Group justify="space-between" gap="xs">
            <Checkbox
              label={t('queue.selectPage')}
              checked={all}
              indeterminate={some}
              disabled={pageIds.length === 0}
              onChange={(event) => onSelect(event.currentTarget.checked ? pageIds : [])}
              data-testid={`${testId}-all`}
            />
            <Group gap="xs">
              <Text size="sm" c="dimmed" data-testid={`${testId}-count`}>
                {t('queue.selected', { count: selected.length })}
              </Text>
              <Button
                size="compact-md"
                color="green"
                leftSection={<IconCheck size={16} aria-hidden />}
                disabled={selected.length === 0}
                loading={bulk.isPending && !asking}
                onClick={() => decide('approve')}
                data-testid={`${testId}-approve`}
              >
                {t('queue.approveSelected')}
              </Button>
              <Button
                size="compact-md"
                color="red"
                variant="light"
                leftSection={<IconX size={16} aria-hidden />}
                disabled={selected.length === 0}
                onClick={() => setAsking(true)}
                data-testid={`${testId}-reject`}
              >
                {t('queue.rejectSelected')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      {failures.length > 0 && (
        <Alert color="orange" variant="light" radius="md" title={t('queue.failed', { count: failures.length })} withCloseButton closeButtonLabel={t('common:actions.close')} onClose={() => setFailures([])} data-testid={`${testId}-failures`}>
          <List size="sm" spacing={2}>
            {failures.map((failure) => (
              <List.Item key={String(failure.id)}>
                {nameOf(failure.id as Id)}: {translateMessage(failure.message ?? 'something went wrong')}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <ReasonModal
        opened={asking}
        title={t(`${texts}.rejectTitle`, { count: selected.length })}
        hint={t(`${texts}.reasonHint`)}
        loading={bulk.isPending}
        onSubmit={(reason) => decide('reject', reason)}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
