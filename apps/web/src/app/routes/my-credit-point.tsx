import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero';
import { CreditPage } from '../../features/credit/components/credit-page';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation(['credit', 'shell']);
  usePageTitle(t('title'));
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} crumbs={[{ label: t('shell:bottomNav.home'), to: '/' }, { label: t('title') }]} />
      <Container size="md" py={{ base: 24, md: 40 }}>
        <CreditPage />
      </Container>
    </>
  );
}
