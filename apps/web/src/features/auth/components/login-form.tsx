import { useState } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { loginBody, type LoginBody } from '@baandee/contracts';
import { PasswordField } from '../../../components/password-field';
import { showAlert } from '../../../components/alert-store';
import { ApiError } from '../../../lib/api-client';
import { describeApiError, isErrorKey, translateMessage } from '../../../lib/api-messages';
import { useLogin } from '../api/login';
import { useFinishLogin } from '../use-finish-login';

/**
 * An answer the visitor can act on (a wrong e-mail or password, an address to verify, a
 * banned account): the catalogue's words in the form, not a generic failure.
 */
function refusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return null;
  return isErrorKey(error.key) && error.key !== 'something went wrong' ? translateMessage(error.key) : null;
}

/**
 * E-mail login (spec sections 4 and 5): an invalid e-mail or an empty password is a
 * warning alert; a refused login says why in the form; success stores the session and
 * closes the dialog.
 */
export function LoginForm({ registeredEmail, initialEmail }: { registeredEmail?: string | null; initialEmail?: string | null }) {
  const { t } = useTranslation('account');
  const login = useLogin();
  const finish = useFinishLogin();
  const form = useForm<LoginBody>({ mode: 'controlled', initialValues: { email: registeredEmail ?? initialEmail ?? '', password: '' } });
  const [refused, setRefused] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    const parsed = loginBody.safeParse(values);
    if (!parsed.success) {
      showAlert({ type: 'warning', text: translateMessage('please correct login form') });
      return;
    }
    setRefused(null);
    login.mutate(parsed.data, {
      onSuccess: finish,
      onError: (error) => {
        const reason = refusal(error);
        if (reason) setRefused(reason);
        else if (error instanceof ApiError) showAlert({ type: 'error', ...describeApiError(error) });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      <Stack gap="md">
        {registeredEmail && (
          <Alert color="brand" icon={<IconMailCheck size={20} aria-hidden />} data-testid="registered-notice">
            {t('login.registered', { email: registeredEmail })}
          </Alert>
        )}
        {refused && (
          <Alert color="yellow" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert" data-testid="login-refused">
            {refused}
          </Alert>
        )}
        <TextInput
          type="email"
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          autoComplete="username"
          data-autofocus
          {...form.getInputProps('email')}
        />
        <PasswordField label={t('fields.password')} autoComplete="current-password" {...form.getInputProps('password')} />
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
