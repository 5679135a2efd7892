import { useState } from 'react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, resetPasswordBody, type ResetPasswordBody } from '@baandee/contracts';
import { OutcomePanel } from '../../../components/outcome-panel';
import { PasswordField } from '../../../components/password-field';
import { PasswordMeter } from '../../../components/password-meter';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/api-messages';
import { clearSession, useSession } from '../../../lib/session';
import { resetTokenQuery } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { fieldProps, showSubmitError } from '../../../lib/form-field';
import { openLoginDialog } from '../../../lib/login-dialog-store';

const FIELDS = ['password', 'confirmPassword'];

function RequestNewLink() {
  const { t } = useTranslation('account');
  return (
    <Button variant="subtle" onClick={() => openLoginDialog('forgot-password')} data-testid="reset-request-new">
      {t('reset.requestNew')}
    </Button>
  );
}

/**
 * After the reset: log in with the new password (the dialog knows the address), then on to
 * the profile. When the reset took the account back from whoever had registered the
 * address before it was verified, the page first says what was reset, and the login waits
 * for the button.
 */
function ResetDone({ email, accountReset }: { email: string; accountReset: boolean }) {
  const { t } = useTranslation('account');
  const { token } = useSession();
  const login = () => openLoginDialog('login', { email, returnTo: '/my-profile' });
  return (
    <OutcomePanel outcome="success" title={t('reset.successTitle')} text={t('reset.successText')} data-testid="reset-success">
      {accountReset && (
        <Alert color="orange" ta="start" icon={<IconShieldCheck aria-hidden />} title={t('takenBack.title')} data-testid="account-taken-back">
          {t('takenBack.text')}
        </Alert>
      )}
      {token ? (
        <Button component={Link} to="/my-profile">
          {t('reset.goProfile')}
        </Button>
      ) : (
        <Button onClick={login}>{t('login.submit')}</Button>
      )}
    </OutcomePanel>
  );
}

/**
 * /reset-password?token=…: the link is checked on load (a used or stale one says so before
 * anything is typed); then a new password with its confirmation; success opens the login
 * dialog with the account's address, and logging in leads to the profile.
 */
export function ResetPasswordForm() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const [doneFor, setDoneFor] = useState<{ email: string; accountReset: boolean } | null>(null);
  const check = useQuery({ ...resetTokenQuery(token), enabled: token !== '' && doneFor === null });
  const form = useForm<ResetPasswordBody>({
    mode: 'controlled',
    initialValues: { token, password: '', confirmPassword: '' },
    validate: schemaResolver(resetPasswordBody, { sync: true }),
    validateInputOnBlur: true,
  });

  if (!token) {
    return (
      <Stack align="center" ta="center" gap="sm" data-testid="reset-no-token">
        <Text c="dimmed">{t('reset.noToken')}</Text>
        <RequestNewLink />
      </Stack>
    );
  }

  if (doneFor !== null) return <ResetDone email={doneFor.email} accountReset={doneFor.accountReset} />;

  if (check.isPending) {
    return (
      <Stack align="center" gap="sm" py="md" role="status">
        <Loader />
        <Text>{t('reset.checking')}</Text>
      </Stack>
    );
  }

  if (check.isError) {
    const expired = check.error instanceof ApiError && check.error.key === 'reset link expired';
    return (
      <OutcomePanel outcome="failure" title={t('reset.expiredTitle')}
        text={expired ? t('reset.expiredText') : translateMessage(check.error instanceof ApiError ? check.error.key : 'something went wrong')}
        data-testid="reset-expired"
      >
        <RequestNewLink />
      </OutcomePanel>
    );
  }

  const submit = form.onSubmit((values) =>
    reset.mutate(resetPasswordBody.parse(values), {
      onSuccess: ({ email, account_reset }) => {
        // the server ended every session of the account, this browser's too
        clearSession();
        setDoneFor({ email, accountReset: account_reset === true });
        // what was reset is read first; the login then opens from the page's button
        if (!account_reset) openLoginDialog('login', { email, returnTo: '/my-profile' });
      },
      onError: (error) => showSubmitError(form, error, FIELDS),
    }),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="reset-password-form">
      <Stack gap="md">
        <PasswordField
          label={t('reset.password')}
          description={t('fields.passwordHint', { min: String(PASSWORD_MIN_LENGTH) })}
          autoComplete="new-password"
          withAsterisk
          data-autofocus
          {...fieldProps(form, 'password')}
        />
        <PasswordMeter password={form.values.password} />
        <PasswordField label={t('fields.confirmPassword')} autoComplete="new-password" withAsterisk {...fieldProps(form, 'confirmPassword')} />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          {t('reset.submit')}
        </Button>
        <RequestNewLink />
      </Stack>
    </form>
  );
}
