import { Alert, Button, Paper, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, changePasswordBody, type ChangePasswordBody } from '@baandee/contracts';
import { ACCOUNT_TYPE } from '@baandee/domain';
import { PasswordField } from '../../../components/password-field';
import { PasswordMeter } from '../../../components/password-meter';
import { showAlert } from '../../../components/alert-store';
import { useCurrentUser } from '../../../lib/current-user';
import { fieldProps, showSubmitError } from '../../../lib/form-field';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordBody = { old_password: '', new_password: '', confirm_password: '' };
const FIELDS = Object.keys(EMPTY);
const PROVIDER_NAMES: Record<number, string> = { [ACCOUNT_TYPE.facebook]: 'Facebook', [ACCOUNT_TYPE.google]: 'Google' };

/** Old, new and confirm (spec section 7); e-mail accounts only (spec section 6). */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const profile = useCurrentUser();
  const change = useChangePassword();
  const form = useForm<ChangePasswordBody>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(changePasswordBody, { sync: true }),
    validateInputOnBlur: true,
  });

  if (profile && profile.account_type !== ACCOUNT_TYPE.email) {
    const provider = PROVIDER_NAMES[profile.account_type] ?? '';
    return (
      <Alert color="blue" radius="lg" title={t('changePassword.socialTitle')} data-testid="change-password-social">
        {t('changePassword.socialText', { provider })}
      </Alert>
    );
  }

  const submit = form.onSubmit((values) =>
    change.mutate(changePasswordBody.parse(values), {
      onSuccess: () => {
        form.reset();
        showAlert({ type: 'success', title: t('changePassword.success'), text: t('changePassword.lead') });
      },
      onError: (error) => showSubmitError(form, error, FIELDS),
    }),
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate data-testid="change-password-form">
        <Stack gap="md">
          <PasswordField label={t('changePassword.old')} autoComplete="current-password" withAsterisk {...fieldProps(form, 'old_password')} />
          <PasswordField
            label={t('changePassword.new')}
            description={t('fields.passwordHint', { min: String(PASSWORD_MIN_LENGTH) })}
            autoComplete="new-password"
            withAsterisk
            {...fieldProps(form, 'new_password')}
          />
          <PasswordMeter password={form.values.new_password} userInputs={[profile?.email, profile?.firstname, profile?.lastname]} />
          <PasswordField label={t('changePassword.confirm')} autoComplete="new-password" withAsterisk {...fieldProps(form, 'confirm_password')} />
          <Button type="submit" size="md" loading={change.isPending} leftSection={<IconKey size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
            {t('changePassword.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
