import type { GoogleRegisterBody } from '@baandee/contracts';
import { jwtPayload } from './jwt-payload';
import { loadScript } from './load-script';

/** The part of Google Identity Services (accounts.google.com/gsi/client) this app uses. */
interface GoogleAccountsId {
  initialize(config: { client_id: string; callback: (response: { credential?: string }) => void; auto_select?: boolean; ux_mode?: 'popup' }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
  disableAutoSelect(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

const SIGN_OUT_TIMEOUT_MS = 3000;

export async function loadGoogleIdentity(scriptUrl: string): Promise<GoogleAccountsId> {
  await loadScript(scriptUrl);
  const id = window.google?.accounts?.id;
  if (!id) throw new Error('Google Identity Services did not start');
  return id;
}

const claim = (payload: Record<string, unknown>, name: string) => {
  const value = payload[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/** The spec's Google sign-up payload from the ID token Google handed to the page. */
export function googleRegisterBody(credential: string): GoogleRegisterBody | null {
  const payload = jwtPayload(credential);
  const sub = payload && claim(payload, 'sub');
  if (!payload || !sub) return null;
  return {
    google_id: sub,
    token: credential,
    firstname: claim(payload, 'given_name'),
    lastname: claim(payload, 'family_name'),
    email: claim(payload, 'email'),
  };
}

/**
 * Logout of a Google account (spec section 4): Google must not sign the person straight
 * back in. Best effort and bounded: logging out never waits long on Google.
 */
export async function googleSignOut(scriptUrl: string): Promise<void> {
  const timeout = new Promise<never>((_, reject) => window.setTimeout(() => reject(new Error('timeout')), SIGN_OUT_TIMEOUT_MS));
  try {
    const id = window.google?.accounts?.id ?? (await Promise.race([loadGoogleIdentity(scriptUrl), timeout]));
    id.disableAutoSelect();
  } catch {
    // Google unreachable: our own session is over regardless
  }
}
