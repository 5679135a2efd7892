import type { UserInfo } from '@baandee/contracts';
import { browserStorage } from './browser-storage';
import { createStore, useStore } from './store';

/** The signed-in user: the bearer token and the profile that login answered (spec section 4). */
export interface Session {
  token: string | null;
  profile: UserInfo | null;
}

const STORAGE_KEY = 'baandee.session';
const EMPTY: Session = { token: null, profile: null };

function read(): Session {
  const raw = browserStorage.get(STORAGE_KEY);
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as Partial<Session>;
    return typeof parsed.token === 'string' ? { token: parsed.token, profile: parsed.profile ?? null } : EMPTY;
  } catch {
    return EMPTY;
  }
}

export const sessionStore = createStore<Session>(read());

sessionStore.subscribe(() => {
  const { token } = sessionStore.get();
  browserStorage.set(STORAGE_KEY, token ? JSON.stringify(sessionStore.get()) : null);
});

// Logging in or out in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) sessionStore.set(read());
  });
}

/** A successful login: store the token and the profile. */
export function setSession(token: string, profile: UserInfo | null): void {
  sessionStore.set({ token, profile });
}

/** A refreshed profile (after an update, a credit change, a LINE connection). */
export function setProfile(profile: UserInfo): void {
  sessionStore.set((session) => (session.token ? { ...session, profile } : session));
}

export function clearSession(): void {
  sessionStore.set(EMPTY);
}

export const getToken = (): string | null => sessionStore.get().token;

export function useSession(): Session {
  return useStore(sessionStore);
}
