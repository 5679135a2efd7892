import { Suspense, use, useId, useLayoutEffect, type ReactNode } from 'react';
import { serverRenderedPartsLoaded } from '../lib/server-rendered-part';

/** Parts released to hydrate (by their useId), and how to release those still waiting. */
const released = new Set<string>();
const waiting = new Map<string, { wait: Promise<void>; release(): void }>();
/** Parts that have hydrated, and what the visitor pressed in a part before it could (see holdUntilHydrated). */
const hydrated = new Set<string>();
const pressed = new Map<string, () => void>();

/**
 * A click or a form's submit inside a part that has not hydrated while the code of a part
 * (`serverRenderedPart`) is still on its way: React cannot hydrate the part for it and would
 * let it go by, and a form would submit itself the browser's way (a reload, the fields in
 * the address). It is held, and pressed again once the part has hydrated.
 */
function holdUntilHydrated(event: Event): void {
  if (serverRenderedPartsLoaded() || !(event.target instanceof Element)) return;
  const host = event.target.closest('[data-hydrate-part]');
  const id = host?.getAttribute('data-hydrate-part');
  if (!id || hydrated.has(id)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const target = event.target;
  if (event.type === 'click' && target instanceof HTMLElement) pressed.set(id, () => target.click());
  else if (event.type === 'submit' && target instanceof HTMLFormElement) pressed.set(id, () => target.requestSubmit());
}

/**
 * Lets every part that waits hydrate now. Call it before anything not started by the
 * visitor updates the tree around them (a navigation from code, a language change): an
 * update reaching a part still waiting would make React wait for it, or drop its markup and
 * render it afresh. (Not with `router.subscribe` before the router provider has mounted:
 * the router hands its first state to its first subscriber only.)
 */
export function releaseWaitingParts(): void {
  for (const { release } of [...waiting.values()]) release();
}

// The visitor's first tap, touch or key hydrates them all: whatever it starts may update
// them. So does a field filled without a key (a paste from the menu, the browser's
// autofill), and going back or forward: the router's navigation renders the page around them.
if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'input']) window.addEventListener(type, releaseWaitingParts, { capture: true, passive: true });
  window.addEventListener('popstate', releaseWaitingParts);
  for (const type of ['click', 'submit']) window.addEventListener(type, holdUntilHydrated, { capture: true });
}

/** Whether a form field holds something other than what the server sent: typed, chosen or ticked. */
function changedByVisitor(field: Element): boolean {
  if (field instanceof HTMLSelectElement) return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked;
  return (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue;
}

/**
 * Whether the visitor started on this part of the server's markup before the app ran (the
 * focus is in it, or a field holds what they typed). Such a part hydrates with the page:
 * left waiting, an update of the page around it before it comes into view would make React
 * render it afresh, and what they typed would go with the markup.
 */
function startedByVisitor(host: Element): boolean {
  return host.contains(document.activeElement) || Array.from(host.querySelectorAll('input, textarea, select')).some(changedByVisitor);
}

/** Waits until the server markup of this part comes within 300 px of the viewport, or it is released. */
function waitUntilNeeded(id: string, host: Element) {
  let release = () => {};
  const wait = new Promise<void>((resolve) => {
    const near = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) release();
    }, { rootMargin: '300px 0px' });
    // React dropped the markup to render the part afresh: render it
    const dropped = new MutationObserver(() => {
      if (!host.isConnected) release();
    });
    release = () => {
      released.add(id);
      waiting.delete(id);
      near.disconnect();
      dropped.disconnect();
      resolve();
    };
    // the host is `display: contents`: it has no box of its own to observe
    for (const child of Array.from(host.children)) near.observe(child);
    if (host.parentNode) dropped.observe(host.parentNode, { childList: true });
  });
  return { wait, release: () => release() };
}

/**
 * Suspends while React hydrates server markup of this part that is not needed yet, so the
 * markup stays as the server sent it; renders the children otherwise (on the server, in a
 * client render, and once released).
 */
function WhenNeeded({ children }: { children: ReactNode }) {
  const id = useId();
  if (typeof document !== 'undefined' && !released.has(id)) {
    const host = document.querySelector(`[data-hydrate-part="${CSS.escape(id)}"]`);
    if (host && !waiting.has(id) && startedByVisitor(host)) {
      released.add(id);
    } else if (host) {
      let entry = waiting.get(id);
      if (!entry) {
        entry = waitUntilNeeded(id, host);
        waiting.set(id, entry);
      }
      use(entry.wait);
    } else {
      // rendered by the client, not hydrated: nothing to wait for
      released.add(id);
    }
  }
  return (
    <div data-hydrate-part={id} className="hydrate-part">
      <Hydrated id={id} />
      {children}
    </div>
  );
}

/** Marks its part hydrated (its siblings hydrate in the same commit) and presses again what the visitor pressed before. */
function Hydrated({ id }: { id: string }) {
  useLayoutEffect(() => {
    hydrated.add(id);
    const press = pressed.get(id);
    pressed.delete(id);
    // after React has attached the part's handlers
    if (press) setTimeout(press, 0);
  }, [id]);
  return null;
}

/**
 * A part of a server-rendered page that hydrates on its own, after the page around it
 * (decision 004): React leaves the markup of a Suspense boundary as the server sent it,
 * commits the rest, then hydrates each boundary in a pass of its own at low priority (or
 * at once, when the visitor interacts inside it). The main thread then never holds one
 * task for the whole page. Nothing inside suspends, so the fallback is never shown.
 * Components that use `useHydrated` stay outside: a part may hydrate after the first commit.
 *
 * `when="needed"`: a part below the first screen hydrates only when it comes near the
 * viewport or at the visitor's first tap or key anywhere (before that tap's click, which
 * React answers once the part has hydrated); until then it is the server's markup, links
 * and all. A visit that never scrolls or taps does not hydrate it at all. A part the
 * visitor has typed into before the app ran hydrates with the page.
 */
export function HydrateApart({ children, when }: { children: ReactNode; when?: 'needed' }) {
  return <Suspense fallback={null}>{when === 'needed' ? <WhenNeeded>{children}</WhenNeeded> : children}</Suspense>;
}
