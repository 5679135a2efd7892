import { useState } from 'react';
import { Stack } from '@mantine/core';
import { setLoginDialogView, useLoginDialog, type LoginDialogView } from '../../../lib/login-dialog-store';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { SocialSignIn } from './social-sign-in';

/**
 * The forms of the login dialog's three views. Each form lives only while its view shows,
 * so switching views or closing the dialog starts them empty (spec section 4).
 */
export function AuthViews({ view }: { view: LoginDialogView }) {
  // A successful register returns to the login view with a "check your e-mail" notice.
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const { email } = useLoginDialog();

  if (view === 'forgot-password') return <ForgotPasswordForm />;
  if (view === 'register') {
    return (
      <Stack gap="md">
        <RegisterForm
          onRegistered={(email) => {
            setRegisteredEmail(email);
            setLoginDialogView('login');
          }}
        />
        <SocialSignIn />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <LoginForm key={registeredEmail ?? email ?? ''} registeredEmail={registeredEmail} initialEmail={email} />
      <SocialSignIn />
    </Stack>
  );
}
