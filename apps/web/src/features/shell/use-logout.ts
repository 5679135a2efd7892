import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSignOut } from '../auth';

/**
 * Logout (spec section 4): ends the session (on the server, with Google for a Google
 * account, and here), then goes Home unless already there.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  return useCallback(() => {
    signOut();
    if (pathname !== '/') void navigate('/');
  }, [navigate, pathname, signOut]);
}
