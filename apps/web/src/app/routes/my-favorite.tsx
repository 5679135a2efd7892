import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero';
import { Favorites } from '../../features/favorites/components/favorites';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation(['listing', 'shell']);
  usePageTitle(t('favourites.title'));
  return (
    <>
      <PageHero title={t('favourites.title')} lead={t('favourites.lead')} crumbs={[{ label: t('shell:bottomNav.home'), to: '/' }, { label: t('favourites.title') }]} />
      <Container size="lg" py={{ base: 24, md: 40 }}>
        <Favorites />
      </Container>
    </>
  );
}
