import { useEffect } from 'react';

/** What public/boot.js leaves on the window: its hold of forms submitted before the app rendered. */
interface BootHold {
  /** Ends the hold and hands over the form held, if one was submitted meanwhile. */
  release(): HTMLFormElement | null;
}

/**
 * Once the app has rendered, ends boot.js's hold of submits and submits again the form a
 * visitor sent before the app ran (a reload would have put their fields in the address).
 * A part still waiting for its code holds it once more until it hydrates (HydrateApart).
 */
export function useReleaseBootHold(): void {
  useEffect(() => {
    const form = (window as { baandeeBoot?: BootHold }).baandeeBoot?.release() ?? null;
    if (form?.isConnected) form.requestSubmit();
  }, []);
}
