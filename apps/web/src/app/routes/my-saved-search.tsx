import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero';
import { SavedSearchList } from '../../features/saved-searches';
import { usePageTitle } from '../../lib/use-page-title';

/** /my-saved-search: the user's saved searches with alerts. */
export function Component() {
  const { t } = useTranslation(['search', 'shell']);
  usePageTitle(t('saved.title'));
  return (
    <>
      <PageHero title={t('saved.title')} lead={t('saved.lead')} crumbs={[{ label: t('shell:bottomNav.home'), to: '/' }, { label: t('saved.title') }]} />
      <Container size="md" py={{ base: 24, md: 40 }}>
        <SavedSearchList />
      </Container>
    </>
  );
}
