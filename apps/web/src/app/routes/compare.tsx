import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero';
import { ComparePage } from '../../features/compare';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation(['listing', 'shell']);
  usePageTitle(t('compare.title'));
  return (
    <>
      <PageHero title={t('compare.title')} crumbs={[{ label: t('shell:bottomNav.home'), to: '/' }, { label: t('compare.title') }]} />
      <Container size="lg" py={{ base: 16, md: 32 }}>
        <ComparePage />
      </Container>
    </>
  );
}
