import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero';
import { MyListings } from '../../features/my-listings/components/my-listings';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation(['listing', 'shell']);
  usePageTitle(t('mine.title'));
  return (
    <>
      <PageHero title={t('mine.title')} lead={t('mine.lead')} crumbs={[{ label: t('shell:bottomNav.home'), to: '/' }, { label: t('mine.title') }]} />
      <Container size="lg" py={{ base: 24, md: 40 }}>
        <MyListings />
      </Container>
    </>
  );
}
