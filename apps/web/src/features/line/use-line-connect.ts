import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LINE_RECHECK_MS } from '@baandee/domain';
import { profileQuery } from '../../lib/current-user';
import { useSession } from '../../lib/session';
import { getLineLoginUrl } from './api/get-line-login-url';
import { lineStatusQuery } from './api/get-line-status';
import { clearLoginWindowMark, markLoginWindow } from './login-window';

/** The LINE Login window: narrow, like LINE's own pages on a phone. */
const POPUP_FEATURES = 'popup,width=480,height=720';

/**
 * Connecting LINE (spec section 4): LINE Login opens in a new window, and this page
 * reloads the profile every LINE_RECHECK_MS until line_friend_status is set, then calls
 * `onFriend`. Waiting for the login ends too when the window was closed with the account
 * connected but not a friend yet; the add-friend link then waits for the friendship alone
 * (the account is connected all along). The user may cancel either.
 */
export function useLineConnect(onFriend?: () => void) {
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(false);
  const [starting, setStarting] = useState(false);
  const popup = useRef<Window | null>(null);
  /** Waiting after the add-friend link: only the friendship ends it (the account is connected already). */
  const forFriendship = useRef(false);
  const onFriendRef = useRef(onFriend);
  onFriendRef.current = onFriend;

  useEffect(() => {
    if (!waiting || userId === null) return;
    let busy = false;
    const timer = window.setInterval(() => {
      if (busy) return;
      busy = true;
      Promise.all([
        queryClient.fetchQuery({ ...profileQuery(userId), staleTime: 0 }),
        queryClient.fetchQuery({ ...lineStatusQuery(userId), staleTime: 0 }),
      ])
        .then(([profile, status]) => {
          if (profile.line_friend_status) {
            setWaiting(false);
            onFriendRef.current?.();
          } else if (!forFriendship.current && status.connected && (popup.current === null || popup.current.closed)) {
            // (a window back from LINE's origin reads as closed here: its opener link is severed)
            setWaiting(false);
          }
        })
        .catch(() => {}) // a failed check is tried again at the next tick
        .finally(() => (busy = false));
    }, LINE_RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [waiting, userId, queryClient]);

  /** Opens the window at once (a blocker allows it only inside the click), then sends it to LINE. */
  const connect = useCallback(async () => {
    const opened = window.open('', 'baandee-line-login', POPUP_FEATURES);
    popup.current = opened;
    forFriendship.current = false;
    setStarting(true);
    try {
      const { url } = await getLineLoginUrl();
      if (opened && !opened.closed) {
        markLoginWindow();
        opened.location.href = url;
      } else {
        clearLoginWindowMark();
        window.location.assign(url); // no new window allowed: this page goes to LINE and /line-callback brings the user back
      }
      setWaiting(true);
    } catch {
      opened?.close(); // the failure is shown by the alert modal
    } finally {
      setStarting(false);
    }
  }, []);

  /** After the add-friend link: the follow reaches the server through LINE's webhook. */
  const awaitFriendship = useCallback(() => {
    popup.current = null;
    forFriendship.current = true;
    setWaiting(true);
  }, []);

  const cancel = useCallback(() => {
    popup.current?.close();
    setWaiting(false);
  }, []);

  return { connect, awaitFriendship, cancel, waiting, starting };
}
