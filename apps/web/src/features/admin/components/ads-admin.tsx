import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdList } from './ad-list';
import { EventBannerList } from './event-banner-list';

/** /admin/ads: the ads of the six pages and Home's event banners (DESIGN 4.13, 4.15). */
export function AdsAdmin() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'banners' ? 'banners' : 'ads';
  return (
    <Tabs value={tab} onChange={(next) => next && setParams(next === 'ads' ? {} : { tab: next })} keepMounted={false} data-testid="ads-admin">
      <Tabs.List aria-label={t('ads.tabsLabel')}>
        <Tabs.Tab value="ads" data-testid="ads-tab-ads">
          {t('ads.tabs.ads')}
        </Tabs.Tab>
        <Tabs.Tab value="banners" data-testid="ads-tab-banners">
          {t('ads.tabs.banners')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="ads" pt="md">
        <AdList />
      </Tabs.Panel>
      <Tabs.Panel value="banners" pt="md">
        <EventBannerList />
      </Tabs.Panel>
    </Tabs>
  );
}
