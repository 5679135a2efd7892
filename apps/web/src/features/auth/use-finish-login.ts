import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { finishLoginDialog } from '../../lib/login-dialog-store';

/** A successful sign-in closes the dialog and opens the page that asked for it, if any. */
export function useFinishLogin(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const returnTo = finishLoginDialog();
    if (returnTo) void navigate(returnTo, { replace: true });
  }, [navigate]);
}
