/** Where the window stands at `now`: before it, in it, or after it. */
export function eventPhase(window: { starts_at: string; ends_at: string }, now: Date): 'before' | 'running' | 'after' {
  if (now < new Date(window.starts_at)) return 'before';
  return now < new Date(window.ends_at) ? 'running' : 'after';
}

/**
 * The share dialogs of LINE and Facebook for a card's page: each reads the page's Open
 * Graph tags, so the post shows the card itself.
 */
export function shareLinks(pageUrl: string, text: string): { line: string; facebook: string } {
  return {
    line: `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(pageUrl)}&text=${encodeURIComponent(text)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
  };
}

/** The file name a saved card gets (the card is a PNG). */
export const cardFileName = (ref: string) => `baandee-songkran-${ref}.png`;
