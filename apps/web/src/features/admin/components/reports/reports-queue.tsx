import { Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REPORT_STATUSES, type ReportStatus } from '@baandee/domain';
import { ContentLoader } from '../../../../components/content-loader';
import { usePageParam } from '../../../../lib/use-page-param';
import { useAdminReports } from '../../api/admin-reports';
import { ReportItem } from './report-item';
import { PagedItems } from '../paged-items';

const isStatus = (value: string | null): value is ReportStatus => (REPORT_STATUSES as readonly (string | null)[]).includes(value);

/** /admin/reports: reports from visitors, open ones oldest first; each decision refreshes the list. */
export function ReportsQueue() {
  const { t } = useTranslation(['admin', 'listing']);
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const requested = params.get('status');
  const status: ReportStatus = isStatus(requested) ? requested : 'open';
  const query = useAdminReports(status, page);
  const data = query.data;

  return (
    <Stack gap="md" data-testid="reports-queue">
      <Tabs value={status} onChange={(next) => next && setParams({ status: next })} keepMounted={false}>
        <Tabs.List aria-label={t('reports.statusLabel')}>
          {REPORT_STATUSES.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`reports-tab-${tab}`}>
              {t(`reports.status.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        <PagedItems
          page={data}
          onPage={setPage}
          empty={
            <Text c="dimmed" ta="center" py="xl" data-testid="reports-empty">
              {t('reports.empty')}
            </Text>
          }
        >
          {(report) => <ReportItem key={report.id} report={report} />}
        </PagedItems>
      </ContentLoader>
    </Stack>
  );
}
