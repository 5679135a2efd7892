import { Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginDialogView } from '../login-dialog-store';

/**
 * The form of each view. This is the frame's placeholder; the accounts work replaces it
 * with the login, forgot-password and register forms (each resets on unmount, so closing
 * the dialog or switching views starts them empty).
 */
export function LoginDialogBody({ view }: { view: LoginDialogView }) {
  const { t } = useTranslation('shell');
  return (
    <Center
      mih={160}
      p="md"
      bg="var(--mantine-color-gray-0)"
      style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px dashed var(--mantine-color-gray-4)' }}
      data-testid={`login-dialog-body-${view}`}
    >
      <Text c="dimmed" size="sm" ta="center">
        {t('loginDialog.formComing')}
      </Text>
    </Center>
  );
}
