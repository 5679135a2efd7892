import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { VERIFY_RESEND_COOLDOWN_SECONDS } from '@baandee/domain';
import { showAlert } from '../../../components/alert-store';
import { ApiError, call } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-messages';
import { createStore, useStore } from '../../../lib/store';

/** POST api/user/resend-verification: a new link to the signed-in user's address; sent false when already verified. */
export function resendVerification() {
  return call('resendVerification', undefined, { alert: false });
}

/** When the next mail may be asked for (ms since epoch); shared by the banner and the verify page. */
const nextAllowedAt = createStore(0);

function startCooldown(): void {
  nextAllowedAt.set(Date.now() + VERIFY_RESEND_COOLDOWN_SECONDS * 1000);
}

/** Whole seconds left of the cooldown, ticking down once a second; 0 when a resend is allowed. */
export function useResendCooldown(): number {
  const until = useStore(nextAllowedAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * A resend starts the same cooldown the server holds to (VERIFY_RESEND_COOLDOWN_SECONDS),
 * so the button counts down instead of sending mail after mail. A 429 (the mail sent at
 * registration is recent) starts it too, without an alert.
 */
export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: ({ sent }) => {
      if (sent) startCooldown();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 429) startCooldown();
      else if (error instanceof ApiError && error.status !== 401) showAlert({ type: 'error', ...describeApiError(error) });
    },
  });
}
