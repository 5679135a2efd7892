import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, resetPasswordBody, type ResetPasswordBody } from '@baandee/contracts';
import { OutcomePanel } from '../../../components/outcome-panel';
import { PasswordField } from '../../../components/password-field';
import { PasswordMeter } from '../../../components/password-meter';
import { clearSession } from '../../../lib/session';
import { useResetPassword } from '../api/reset-password';
import { fieldProps, showSubmitError } from '../../../lib/form-field';
import { openLoginDialog } from '../login-dialog-store';

const FIELDS = ['password', 'confirmPassword'];

function RequestNewLink() {
  const { t } = useTranslation('account');
  return (
    <Button variant="subtle" onClick={() => openLoginDialog('forgot-password')} data-testid="reset-request-new">
      {t('reset.requestNew')}
    </Button>
  );
}

/** /reset-password?token=…: a new password with its confirmation; success opens the login dialog. */
export function ResetPasswordForm() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
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

  if (done) {
    return (
      <OutcomePanel outcome="success" title={t('reset.successTitle')} text={t('reset.successText')} data-testid="reset-success">
        <Button onClick={() => openLoginDialog('login')}>{t('login.submit')}</Button>
      </OutcomePanel>
    );
  }

  const submit = form.onSubmit((values) =>
    reset.mutate(resetPasswordBody.parse(values), {
      onSuccess: () => {
        // the server ended every session of the account, this browser's too
        clearSession();
        setDone(true);
        openLoginDialog('login');
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
