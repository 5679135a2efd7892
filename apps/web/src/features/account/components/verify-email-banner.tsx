import { Alert, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@baandee/contracts';
import { ACCOUNT_TYPE } from '@baandee/domain';
import { ResendVerificationButton } from './resend-verification-button';

/** An e-mail account whose address is not verified yet: why it matters and a new link. */
export function VerifyEmailBanner({ profile }: { profile: UserInfo }) {
  const { t } = useTranslation('account');
  if (profile.account_type !== ACCOUNT_TYPE.email || profile.email_verified) return null;

  return (
    <Alert color="yellow" radius="lg" icon={<IconMailExclamation size={22} aria-hidden />} title={t('verify.bannerTitle')} data-testid="verify-banner">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('verify.bannerText', { email: profile.email ?? '' })}</Text>
        <ResendVerificationButton size="xs" variant="white" color="yellow.9" />
      </Stack>
    </Alert>
  );
}
