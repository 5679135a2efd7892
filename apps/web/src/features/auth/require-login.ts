import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getToken } from '../../lib/session';
import { openLoginDialog } from './login-dialog-store';

/**
 * Loader of every login-required route (spec section 2, navigation guard): without a
 * token the visitor goes Home and the login dialog opens. Coming from Home, the redirect
 * keeps them there.
 */
export function requireLogin(_args: LoaderFunctionArgs): null {
  if (getToken()) return null;
  openLoginDialog('login');
  throw redirect('/');
}
