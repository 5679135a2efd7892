import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../components/alert-store';
import { useResendCooldown, useResendVerification } from '../api/resend-verification';

/** "Send a new link", then a countdown until the next one is allowed. */
export function ResendVerificationButton(props: Pick<ButtonProps, 'size' | 'variant' | 'color'>) {
  const { t } = useTranslation('account');
  const resend = useResendVerification();
  const wait = useResendCooldown();
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: ({ sent }) =>
        showAlert(sent ? { type: 'success', title: t('verify.resentTitle'), text: t('verify.resentText') } : { type: 'info', title: t('verify.alreadyVerified') }),
    });
  return (
    <Button {...props} onClick={send} loading={resend.isPending} disabled={wait > 0} data-testid="verify-resend-button">
      {wait > 0 ? t('verify.resendIn', { seconds: String(wait) }) : t('verify.resend')}
    </Button>
  );
}
