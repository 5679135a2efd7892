import { lazy, Suspense } from 'react';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero';
import { PageLoading } from '../../components/page-loading';
import { usePageTitle } from '../../lib/use-page-title';

// the credit screens load as one piece after the route: the app's first chunk names only this route's file
const CreditPage = lazy(() => import('../../features/credit/components/credit-page').then((m) => ({ default: m.CreditPage })));

export function Component() {
  const { t } = useTranslation(['credit', 'shell']);
  usePageTitle(t('title'));
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} crumbs={[{ label: t('shell:bottomNav.home'), to: '/' }, { label: t('title') }]} />
      <Container size="md" py={{ base: 24, md: 40 }}>
        <Suspense fallback={<PageLoading />}>
          <CreditPage />
        </Suspense>
      </Container>
    </>
  );
}
