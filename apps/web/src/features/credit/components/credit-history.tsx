import { Anchor, Center, Group, Pagination, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CreditTransaction } from '@baandee/contracts';
import { CREDIT_TRANSACTION_TYPES } from '@baandee/domain';
import { ContentLoader } from '../../../components/content-loader';
import { formatDate } from '../../../lib/listing-text';
import { usePageParam, useSetFilterParam } from '../../../lib/use-page-param';
import { useCreditInfo, type HistoryFilter } from '../api/get-credit-info';
import { signedCredits, subjectListingPath } from '../credit-text';
import { ThaiText } from '../../../components/thai-text';

const FILTERS: readonly HistoryFilter[] = ['all', ...CREDIT_TRANSACTION_TYPES];
const isFilter = (value: string | null): value is HistoryFilter => (FILTERS as readonly (string | null)[]).includes(value);
/** The light variants' text colours, which the theme keeps readable (green 8 on white is 3.4:1). */
const AMOUNT_COLOURS = { got: 'var(--mantine-color-green-light-color)', refilled: 'var(--mantine-color-green-light-color)', used: 'var(--mantine-color-red-light-color)' } as const;

/** One ledger entry: its type, what it was for (linking to the listing), the date, and the signed amount. */
export function HistoryLine({ entry }: { entry: CreditTransaction }) {
  const { t } = useTranslation('credit');
  const path = subjectListingPath(entry);
  const about = entry.subject_label ? `${t(`history.subject.${entry.subject_kind}`)}: ${entry.subject_label}` : t(`history.subject.${entry.subject_kind}`);
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="credit-entry" data-type={entry.type}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {t(`history.type.${entry.type}`)}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {path ? (
              <Anchor component={Link} to={path} inherit>
                <ThaiText>{about}</ThaiText>
              </Anchor>
            ) : (
              <ThaiText>{about}</ThaiText>
            )}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(entry.created_at)}
          </Text>
        </Stack>
        <Text fw={800} c={AMOUNT_COLOURS[entry.type]} style={{ whiteSpace: 'nowrap' }} data-testid="credit-amount">
          {t('history.amount', { amount: signedCredits(entry) })}
        </Text>
      </Group>
    </Paper>
  );
}

/** The ledger, newest first, filtered all / got / used / refilled (?type=), a page at a time (?page=). */
export function CreditHistory() {
  const { t } = useTranslation(['credit', 'listing']);
  const [params] = useSearchParams();
  const [page, setPage] = usePageParam();
  const requested = params.get('type');
  const type: HistoryFilter = isFilter(requested) ? requested : 'all';
  const query = useCreditInfo(type, page);
  const history = query.data?.history;

  const setFilter = useSetFilterParam();
  const choose = (next: string | null) => isFilter(next) && setFilter('type', next === 'all' ? null : next);

  return (
    <Stack gap="sm" component="section" aria-labelledby="credit-history-title" data-testid="credit-history">
      <Title order={2} size="h4" id="credit-history-title">
        {t('history.title')}
      </Title>
      <SegmentedControl
        fullWidth
        radius="md"
        aria-label={t('history.tabsLabel')}
        value={type}
        onChange={choose}
        data={FILTERS.map((filter) => ({ value: filter, label: t(`history.tabs.${filter}`) }))}
        data-testid="credit-filter"
      />
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        {history && history.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" data-testid="credit-history-empty">
            {t('history.empty')}
          </Text>
        ) : (
          history && (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {history.data.map((entry) => (
                <HistoryLine key={entry.id} entry={entry} />
              ))}
            </Stack>
          )
        )}
        {history && history.last_page > 1 && (
          <Center component="nav" aria-label={t('listing:pager.label')} mt="sm">
            <Pagination total={history.last_page} value={history.current_page} onChange={setPage} siblings={1} />
          </Center>
        )}
      </ContentLoader>
    </Stack>
  );
}
