import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getToken } from '../../lib/session';
import { openLoginDialog } from '../auth/login-dialog-store';

/**
 * The Post button (spec section 4, posting flow): logged out it opens the login dialog;
 * logged in it starts the new-listing form. The post flow adds the unfinished-draft check.
 */
export function usePostListing(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (getToken()) void navigate('/announce');
    else openLoginDialog('login');
  }, [navigate]);
}
