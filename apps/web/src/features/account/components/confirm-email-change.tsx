import { Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OutcomePanel } from '../../../components/outcome-panel';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/api-messages';
import { openLoginDialog } from '../../../lib/login-dialog-store';
import { confirmEmailChange } from '../api/change-email';
import { useMailedLink } from '../use-mailed-link';

/**
 * /confirm-email-change?token=…: moves the account to the address the link was mailed to,
 * once (a cached query, so a re-render never spends the single-use token twice).
 */
export function ConfirmEmailChange() {
  const { t } = useTranslation('account');
  const { linkToken, session, query } = useMailedLink('confirm-email-change', confirmEmailChange);

  if (linkToken && query.isPending) {
    return (
      <Stack align="center" gap="sm" py="xl" role="status">
        <Loader />
        <Text>{t('changeEmail.checking')}</Text>
      </Stack>
    );
  }

  if (query.isSuccess) {
    return (
      <OutcomePanel
        outcome="success"
        title={t('changeEmail.successTitle')}
        text={t('changeEmail.successText', { email: query.data.email })}
        data-testid="email-change-success"
      >
        {session ? (
          <Button component={Link} to="/my-profile">
            {t('changeEmail.goProfile')}
          </Button>
        ) : (
          <Button onClick={() => openLoginDialog('login')}>{t('verify.login')}</Button>
        )}
      </OutcomePanel>
    );
  }

  const message = !linkToken ? t('changeEmail.noToken') : translateMessage(query.error instanceof ApiError ? query.error.key : 'something went wrong');
  return <OutcomePanel outcome="failure" title={t('changeEmail.failedTitle')} text={message} data-testid="email-change-failed" />;
}
