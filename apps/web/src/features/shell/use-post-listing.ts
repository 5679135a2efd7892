import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../lib/api-client';
import { getToken } from '../../lib/session';
import { openLoginDialog } from '../../lib/login-dialog-store';
import { resetPostForm } from '../post-listing';

/**
 * The Post button (spec section 4, posting flow): logged out it opens the login dialog;
 * logged in it asks for the user's listings and continues the unfinished draft
 * (not_finish_id) or starts a cleared new form.
 */
export function usePostListing(): () => void {
  const navigate = useNavigate();
  const start = useCallback(async () => {
    if (!getToken()) {
      openLoginDialog('login');
      return;
    }
    let unfinished: number | null;
    try {
      unfinished = (await call('myEstate', { query: { page: 1 } })).not_finish_id;
    } catch {
      return; // the alert already says what went wrong
    }
    if (unfinished !== null) {
      await navigate(`/${unfinished}/announce`);
      return;
    }
    resetPostForm();
    await navigate('/announce');
  }, [navigate]);
  return useCallback(() => void start(), [start]);
}
