import { browserStorage } from './browser-storage';
import { createStore, useStore } from './store';

/**
 * Who is signed in: the bearer token and the id of its user, which addresses the profile
 * (GET api/user/{id}). The profile itself lives in the query cache (lib/current-user.ts),
 * so there is one copy of it and it goes with the cache when the session changes.
 */
export interface Session {
  token: string | null;
  userId: number | null;
}

const STORAGE_KEY = 'baandee.session';
const EMPTY: Session = { token: null, userId: null };

function read(): Session {
  const raw = browserStorage.get(STORAGE_KEY);
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as { token?: unknown; userId?: unknown; profile?: { id?: unknown } | null };
    if (typeof parsed.token !== 'string') return EMPTY;
    // a session stored before the profile moved to the query cache still names its user
    const userId = typeof parsed.userId === 'number' ? parsed.userId : typeof parsed.profile?.id === 'number' ? parsed.profile.id : null;
    return { token: parsed.token, userId };
  } catch {
    return EMPTY;
  }
}

export const sessionStore = createStore<Session>(read());

sessionStore.subscribe(() => {
  const session = sessionStore.get();
  browserStorage.set(STORAGE_KEY, session.token ? JSON.stringify(session) : null);
});

// Logging in or out in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    const next = read();
    const current = sessionStore.get();
    if (next.token !== current.token || next.userId !== current.userId) sessionStore.set(next);
  });
}

/** A successful login (or an account switch answering a new identity). */
export function setSession(token: string, userId: number | null): void {
  sessionStore.set({ token, userId });
}

export function clearSession(): void {
  sessionStore.set(EMPTY);
}

export const getToken = (): string | null => sessionStore.get().token;

/**
 * Calls `listener` whenever the signed-in identity changes: login, logout, a 401, another
 * tab, an account switch. The app clears the whole query cache there, so whatever the
 * previous user saw is gone before the next one sees anything.
 */
export function onSessionChange(listener: (next: Session, previous: Session) => void): () => void {
  let previous = sessionStore.get();
  return sessionStore.subscribe(() => {
    const next = sessionStore.get();
    if (next.token === previous.token && next.userId === previous.userId) return;
    const before = previous;
    previous = next;
    listener(next, before);
  });
}

export function useSession(): Session {
  return useStore(sessionStore);
}
