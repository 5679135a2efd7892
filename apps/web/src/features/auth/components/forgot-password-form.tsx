import { useState } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { emailBody, type EmailBody } from '@baandee/contracts';
import { showAlert } from '../../../components/alert-store';
import { translateMessage } from '../../../lib/api-messages';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** Password reset request (spec section 5): an invalid e-mail is an error alert. */
export function ForgotPasswordForm() {
  const { t } = useTranslation(['account']);
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailBody>({ mode: 'controlled', initialValues: { email: '' } });

  const submit = form.onSubmit((values) => {
    const parsed = emailBody.safeParse(values);
    if (!parsed.success) {
      showAlert({ type: 'error', text: translateMessage('please correct your email') });
      return;
    }
    request.mutate(parsed.data, { onSuccess: () => setSentTo(parsed.data.email) });
  });

  if (sentTo) {
    return (
      <Alert color="brand" icon={<IconMailForward size={20} aria-hidden />} title={t('forgot.sentTitle')} data-testid="reset-sent">
        {t('forgot.sentText', { email: sentTo })}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate data-testid="forgot-password-form">
      <Stack gap="md">
        <TextInput
          type="email"
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          autoComplete="email"
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" fullWidth loading={request.isPending}>
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
