import { useEffect, useRef } from 'react';

/**
 * For an item of a review queue (moderation, payments), on its root element: when a
 * decision takes the item out of the list while it held the focus, the focus moves on to
 * the next item (or the one before), so a keyboard user works down the queue instead of
 * starting again from the top of the page. Items are focusable (tabIndex -1) for this.
 */
export function useQueueFocus<T extends HTMLElement>() {
  const item = useRef<T>(null);
  const neighbour = useRef<HTMLElement | null>(null);
  // after every render: the item beside this one, while this one is still in the list
  useEffect(() => {
    const element = item.current;
    if (!element) return;
    const sameKind = (other: Element | null) => (other instanceof HTMLElement && other.dataset.testid === element.dataset.testid ? other : null);
    neighbour.current = sameKind(element.nextElementSibling) ?? sameKind(element.previousElementSibling);
  });
  useEffect(
    () => () => {
      // the item is gone from the page: hand the focus on if it went with it
      const active = document.activeElement;
      const lost = active === null || active === document.body || !active.isConnected;
      if (lost && neighbour.current?.isConnected) neighbour.current.focus();
    },
    [],
  );
  return item;
}
