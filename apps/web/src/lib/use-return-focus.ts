import { useEffect, useRef } from 'react';

/** Long enough for the closing dialog's focus trap to let go (Mantine waits as long). */
const RETURN_DELAY_MS = 10;

/**
 * Focus goes back to what had it when a dialog opened, once the dialog closes, so a
 * keyboard user carries on where they were. Mantine's Modal and Drawer do this only when
 * `opened` turns false on a dialog that was mounted closed; a dialog that mounts already
 * open (loaded on first use, or rendered only while open) left focus on the page's body.
 * Nothing moves when focus went somewhere else meanwhile.
 */
export function useReturnFocus(opened: boolean): void {
  const opener = useRef<Element | null>(null);
  const open = useRef(opened);
  const live = useRef(false);
  open.current = opened;
  if (!opened) opener.current = null;
  else if (opener.current === null && typeof document !== 'undefined') opener.current = document.activeElement;

  useEffect(() => {
    if (!opened) return;
    const target = opener.current;
    live.current = true;
    return () => {
      live.current = false;
      const atClose = document.activeElement;
      window.setTimeout(() => {
        // still open: only React re-running the effect (development), not a close
        if (live.current && open.current) return;
        // the page went away meanwhile (a test's document torn down after the last close)
        if (typeof document === 'undefined') return;
        const active = document.activeElement;
        if (target instanceof HTMLElement && target.isConnected && (active === null || active === document.body || active === atClose)) target.focus({ preventScroll: true });
      }, RETURN_DELAY_MS);
    };
  }, [opened]);
}
