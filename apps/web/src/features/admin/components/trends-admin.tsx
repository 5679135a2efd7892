import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HotSearchList } from './hot-search-list';
import { TrendList } from './trend-list';

type Tab = 'trends' | 'hot-searches';

/** /admin/trends: trend groups and the quick menu's hot searches that open them (DESIGN 4.11, 4.15). */
export function TrendsAdmin() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'hot-searches' ? 'hot-searches' : 'trends';

  return (
    <Stack gap="md" data-testid="trends-admin">
      <Tabs value={tab} onChange={(next) => next && setParams(next === 'trends' ? {} : { tab: next })} keepMounted={false}>
        <Tabs.List aria-label={t('trends.tabsLabel')}>
          <Tabs.Tab value="trends" data-testid="trends-tab-trends">
            {t('trends.tabs.trends')}
          </Tabs.Tab>
          <Tabs.Tab value="hot-searches" data-testid="trends-tab-hot-searches">
            {t('trends.tabs.hotSearches')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="trends" pt="md">
          <TrendList />
        </Tabs.Panel>
        <Tabs.Panel value="hot-searches" pt="md">
          <HotSearchList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
