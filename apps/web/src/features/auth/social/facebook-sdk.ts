import { loadScript } from './load-script';

const GRAPH_VERSION = 'v19.0';

interface FacebookLoginResponse {
  status: string;
  authResponse?: { accessToken: string; userID: string } | null;
}

/** The part of the Facebook JS SDK this app uses. */
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options?: { scope: string }): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

let initialised: string | null = null;

export async function loadFacebookSdk(scriptUrl: string, appId: string): Promise<FacebookSdk> {
  await loadScript(scriptUrl);
  const sdk = window.FB;
  if (!sdk) throw new Error('Facebook SDK did not start');
  if (initialised !== appId) {
    sdk.init({ appId, version: GRAPH_VERSION, cookie: false, xfbml: false });
    initialised = appId;
  }
  return sdk;
}

/**
 * Opens Facebook's login popup; must run inside the click handler or browsers block it.
 * Resolves with the access token and user id, or null when the person cancelled.
 */
export function facebookLogin(sdk: FacebookSdk): Promise<{ accessToken: string; userID: string } | null> {
  return new Promise((resolve) => {
    sdk.login((response) => resolve(response.authResponse ?? null), { scope: 'public_profile,email' });
  });
}
