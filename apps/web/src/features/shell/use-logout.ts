import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearSession } from '../../lib/session';

/**
 * Logout (spec section 4): clears the session, then goes Home unless already there.
 * The accounts work adds the API logout call and the Google sign-out before this.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    clearSession();
    if (pathname !== '/') void navigate('/');
  }, [navigate, pathname]);
}
