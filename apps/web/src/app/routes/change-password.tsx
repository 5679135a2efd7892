import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation(['account', 'shell']);
  usePageTitle(t('changePassword.title'));
  return (
    <>
      <PageHero
        title={t('changePassword.title')}
        lead={t('changePassword.lead')}
        crumbs={[{ label: t('shell:bottomNav.home'), to: '/' }, { label: t('shell:userMenu.profile'), to: '/my-profile' }, { label: t('changePassword.title') }]}
      />
      <Container size="xs" py={{ base: 24, md: 40 }}>
        <ChangePasswordForm />
      </Container>
    </>
  );
}
