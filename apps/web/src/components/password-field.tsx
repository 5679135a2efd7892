import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A password input whose show/hide toggle is named in the reader's language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('common');
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('actions.showPassword') }} {...props} />;
}
