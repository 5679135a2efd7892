import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero';
import { MyProfile } from '../../features/account/components/my-profile';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation(['account', 'shell']);
  usePageTitle(t('profile.title'));
  return (
    <>
      <PageHero title={t('profile.title')} lead={t('profile.lead')} crumbs={[{ label: t('shell:bottomNav.home'), to: '/' }, { label: t('profile.title') }]} />
      <Container size="lg" py={{ base: 24, md: 40 }}>
        <MyProfile />
      </Container>
    </>
  );
}
