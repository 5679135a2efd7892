import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getToken } from '../../lib/session';
import { openLoginDialog } from '../../lib/login-dialog-store';

/**
 * Loader of every login-required route (spec section 2, navigation guard): without a
 * token the visitor goes Home and the login dialog opens. Coming from Home, the redirect
 * keeps them there. Logging in from that dialog then opens the page they asked for.
 */
export function requireLogin({ request }: LoaderFunctionArgs): null {
  if (getToken()) return null;
  const url = new URL(request.url);
  openLoginDialog('login', { returnTo: `${url.pathname}${url.search}${url.hash}` });
  throw redirect('/');
}
