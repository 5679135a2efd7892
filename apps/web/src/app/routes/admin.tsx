import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHero } from '../../components/page-hero';
import { AdminScreen } from '../../features/admin/components/admin-screen';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation(['admin', 'shell']);
  const { section } = useParams();
  usePageTitle(t('title'));
  return (
    <>
      <PageHero title={t('title')} lead={t('overview.lead')} crumbs={[{ label: t('shell:bottomNav.home'), to: '/' }, { label: t('title') }]} />
      <Container size="lg" py={{ base: 24, md: 40 }}>
        <AdminScreen section={section} />
      </Container>
    </>
  );
}
