import type { FormEvent } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DeleteAccountBody, UserInfo } from '@baandee/contracts';
import { ACCOUNT_TYPE, DELETE_ACCOUNT_WORD } from '@baandee/domain';
import { showAlert } from '../../../components/alert-store';
import { PasswordField } from '../../../components/password-field';
import { fieldProps, showSubmitError } from '../../../lib/form-field';
import { clearSession } from '../../../lib/session';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { useDeleteAccount } from '../api/delete-account';

const EFFECTS = ['listings', 'personal', 'accounts', 'signOut'] as const;
const FIELDS = ['password', 'confirmation'];

/**
 * What deleting does, and the account's own word for it: the current password of an
 * e-mail account, or the account's e-mail typed out for a Google or Facebook one (DELETE
 * when it has none). Deleted, the browser signs out and goes Home.
 */
export function DeleteAccountDialog({ profile, opened, onClose }: { profile: UserInfo; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  // loaded on first use, so the first opening mounts it already open
  useReturnFocus(opened);
  const withPassword = profile.account_type === ACCOUNT_TYPE.email;
  const expected = profile.email ?? DELETE_ACCOUNT_WORD;
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmation: '' },
    validate: withPassword
      ? { password: (value) => (value ? null : 'required') }
      : { confirmation: (value) => (!value.trim() ? 'required' : value.trim().toLowerCase() === expected.toLowerCase() ? null : 'confirmation not match') },
  });

  const send = form.onSubmit((values) => {
    const body: DeleteAccountBody = withPassword ? { password: values.password } : { confirmation: values.confirmation.trim() };
    remove.mutate(body, {
      onSuccess: () => {
        // the server ended every session of the account, this browser's too
        clearSession();
        void navigate('/');
        showAlert({ type: 'success', title: t('privacy.deletedTitle'), text: t('privacy.deletedText') });
      },
      onError: (error) => showSubmitError(form, error, FIELDS),
    });
  });
  // the dialog is rendered in a portal, but React still bubbles its submit to the page's forms
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    send(event);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('privacy.dialogTitle')} centered>
      <form onSubmit={submit} noValidate data-testid="delete-account-form">
        <Stack gap="md">
          <Alert color="red" variant="light" radius="md" title={t('privacy.dialogLead')}>
            <List size="sm" spacing={4}>
              {EFFECTS.map((effect) => (
                <List.Item key={effect}>{t(`privacy.effects.${effect}`)}</List.Item>
              ))}
            </List>
          </Alert>
          <Text size="sm" c="dimmed">
            {t('privacy.downloadFirst')}
          </Text>
          {withPassword ? (
            <PasswordField label={t('privacy.password')} autoComplete="current-password" withAsterisk data-autofocus {...fieldProps(form, 'password')} />
          ) : (
            <TextInput
              label={profile.email ? t('privacy.confirmEmail', { email: profile.email }) : t('privacy.confirmWord', { word: DELETE_ACCOUNT_WORD })}
              autoComplete="off"
              withAsterisk
              data-autofocus
              {...fieldProps(form, 'confirmation')}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('privacy.cancel')}
            </Button>
            <Button type="submit" color="red" loading={remove.isPending} leftSection={<IconTrash size={18} aria-hidden />}>
              {t('privacy.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
