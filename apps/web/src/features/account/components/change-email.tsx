import { useState, type FormEvent } from 'react';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeEmailBody, type ChangeEmailBody, type UserInfo } from '@baandee/contracts';
import { ACCOUNT_TYPE } from '@baandee/domain';
import { showAlert } from '../../../components/alert-store';
import { PasswordField } from '../../../components/password-field';
import { fieldProps, showSubmitError } from '../../../lib/form-field';
import { useChangeEmail } from '../api/change-email';

const EMPTY: ChangeEmailBody = { new_email: '', password: '' };
const FIELDS = Object.keys(EMPTY);

/** New address and current password; the link goes to the new address (docs/decisions/010). */
function ChangeEmailForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('account');
  const change = useChangeEmail();
  const form = useForm<ChangeEmailBody>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(changeEmailBody, { sync: true }),
    validateInputOnBlur: true,
  });
  const send = form.onSubmit((values) => {
    const body = changeEmailBody.parse(values);
    change.mutate(body, {
      onSuccess: () => {
        onSent();
        showAlert({ type: 'success', title: t('changeEmail.sentTitle'), text: t('changeEmail.sentText', { email: body.new_email }) });
      },
      onError: (error) => showSubmitError(form, error, FIELDS),
    });
  });
  // the dialog is rendered in a portal, but React still bubbles its submit to the profile form
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    send(event);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="change-email-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('changeEmail.lead')}
        </Text>
        <TextInput type="email" label={t('changeEmail.newEmail')} autoComplete="email" withAsterisk data-autofocus {...fieldProps(form, 'new_email')} />
        <PasswordField label={t('changeEmail.password')} autoComplete="current-password" withAsterisk {...fieldProps(form, 'password')} />
        <Button type="submit" loading={change.isPending} leftSection={<IconMailForward size={18} aria-hidden />}>
          {t('changeEmail.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The profile's e-mail, read-only: an e-mail account changes it through the dialog (the
 * current password and a link to the new address); a social account keeps its provider's.
 */
export function EmailField({ profile, description }: { profile: UserInfo; description: string }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const canChange = profile.account_type === ACCOUNT_TYPE.email;
  return (
    <Stack gap={4}>
      <TextInput type="email" label={t('fields.email')} value={profile.email ?? ''} readOnly description={description} data-testid="profile-email" />
      {canChange && (
        <Button variant="subtle" size="compact-sm" style={{ alignSelf: 'flex-start' }} onClick={() => setOpen(true)}>
          {t('changeEmail.action')}
        </Button>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={t('changeEmail.title')} centered>
        <ChangeEmailForm onSent={() => setOpen(false)} />
      </Modal>
    </Stack>
  );
}
