import { lazy, Suspense } from 'react';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero';
import { PageLoading } from '../../components/page-loading';
import { usePageTitle } from '../../lib/use-page-title';

// the dashboard loads after the route; its charts come later still, in a chunk of their own
const DashboardPage = lazy(() => import('../../features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })));

export function Component() {
  const { t } = useTranslation(['dashboard', 'shell']);
  usePageTitle(t('title'));
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} crumbs={[{ label: t('shell:bottomNav.home'), to: '/' }, { label: t('title') }]} />
      <Container size="lg" py={{ base: 24, md: 40 }}>
        <Suspense fallback={<PageLoading />}>
          <DashboardPage />
        </Suspense>
      </Container>
    </>
  );
}
