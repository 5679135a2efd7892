import { LINE_STATE_TTL_MINUTES } from '@baandee/domain';
import { browserStorage } from '../../lib/browser-storage';

/**
 * Whether LINE Login runs in a window this site opened. The callback page cannot ask
 * `window.opener`: coming back from LINE's origin to a page with a
 * Cross-Origin-Opener-Policy puts it in a new browsing context group, which severs the
 * opener. So the settings page leaves a mark, and the callback page reads it.
 */
const KEY = 'baandee.line-login-window';

export function markLoginWindow(): void {
  browserStorage.set(KEY, String(Date.now()));
}

export function clearLoginWindowMark(): void {
  browserStorage.set(KEY, null);
}

/** A mark younger than a login state: this page is most likely in the window the settings page opened. */
export function inLoginWindow(): boolean {
  const since = Number(browserStorage.get(KEY) ?? 0);
  return Date.now() - since < LINE_STATE_TTL_MINUTES * 60_000;
}
