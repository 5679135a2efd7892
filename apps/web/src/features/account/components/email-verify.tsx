import { Button, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_TYPE } from '@baandee/domain';
import { OutcomePanel } from '../../../components/outcome-panel';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/api-messages';
import { useCurrentUser } from '../../../lib/current-user';
import { useSession } from '../../../lib/session';
import { openLoginDialog } from '../../../lib/login-dialog-store';
import { verifyEmail } from '../api/verify-email';
import { useMailedLink } from '../use-mailed-link';
import { ResendVerificationButton } from './resend-verification-button';

/** A new link for the signed-in e-mail account; a visitor logs in first. */
function ResendVerification() {
  const { t } = useTranslation('account');
  const { token } = useSession();
  const profile = useCurrentUser();
  // social accounts never get this mail (spec section 6)
  if (profile && profile.account_type !== ACCOUNT_TYPE.email) return null;
  return (
    <Stack gap="xs" align="center" data-testid="verify-resend">
      <Title order={2} size="h5">
        {t('verify.resendTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {token ? t('verify.resendText') : t('verify.resendLoginText')}
      </Text>
      {token ? (
        <ResendVerificationButton variant="light" />
      ) : (
        <Button variant="light" onClick={() => openLoginDialog('login')}>
          {t('verify.login')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * /email-verify?token=…: confirms the address once (the token is single-use, so the call
 * is a cached query: a re-render or a strict-mode remount never spends it twice).
 */
export function EmailVerify() {
  const { t } = useTranslation('account');
  const { linkToken, session, query } = useMailedLink('verify-email', verifyEmail);

  if (linkToken && query.isPending) {
    return (
      <Stack align="center" gap="sm" py="xl" role="status">
        <Loader />
        <Text>{t('verify.checking')}</Text>
      </Stack>
    );
  }

  if (query.isSuccess) {
    const again = query.data.already_verified;
    return (
      <OutcomePanel
        outcome="success"
        title={again ? t('verify.alreadyVerified') : t('verify.successTitle')}
        text={again ? t('verify.alreadyVerifiedText') : t('verify.successText')}
        data-testid="verify-success"
      >
        {session ? (
          <Button component={Link} to="/my-profile">
            {t('verify.goProfile')}
          </Button>
        ) : (
          <Button onClick={() => openLoginDialog('login')} data-testid="verify-login">
            {t('verify.login')}
          </Button>
        )}
      </OutcomePanel>
    );
  }

  const message = !linkToken ? t('verify.noToken') : translateMessage(query.error instanceof ApiError ? query.error.key : 'something went wrong');
  return (
    <OutcomePanel outcome="failure" title={t('verify.failedTitle')} text={message} data-testid="verify-failed">
      <Divider w="100%" />
      <ResendVerification />
    </OutcomePanel>
  );
}
