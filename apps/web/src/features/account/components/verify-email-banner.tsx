import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@baandee/contracts';
import { ACCOUNT_TYPE } from '@baandee/domain';
import { showAlert } from '../../../components/alert-store';
import { useResendVerification } from '../api/resend-verification';

/** An e-mail account whose address is not verified yet: why it matters and a new link. */
export function VerifyEmailBanner({ profile }: { profile: UserInfo }) {
  const { t } = useTranslation('account');
  const resend = useResendVerification();
  if (profile.account_type !== ACCOUNT_TYPE.email || profile.email_verified) return null;

  const send = () =>
    resend.mutate(undefined, {
      onSuccess: ({ sent }) =>
        showAlert(sent ? { type: 'success', title: t('verify.resentTitle'), text: t('verify.resentText') } : { type: 'info', title: t('verify.alreadyVerified') }),
    });

  return (
    <Alert color="yellow" radius="lg" icon={<IconMailExclamation size={22} aria-hidden />} title={t('verify.bannerTitle')} data-testid="verify-banner">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('verify.bannerText', { email: profile.email ?? '' })}</Text>
        <Button size="xs" variant="white" color="yellow.9" onClick={send} loading={resend.isPending}>
          {t('verify.resend')}
        </Button>
      </Stack>
    </Alert>
  );
}
