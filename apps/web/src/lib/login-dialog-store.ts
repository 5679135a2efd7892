import { createStore, useStore } from './store';

/** The three views of the login dialog (spec section 4). */
export const LOGIN_DIALOG_VIEWS = ['login', 'forgot-password', 'register'] as const;
export type LoginDialogView = (typeof LOGIN_DIALOG_VIEWS)[number];

export interface LoginDialogState {
  opened: boolean;
  view: LoginDialogView;
  /** Where a successful login leads (the login-required page asked for), or null to stay. */
  returnTo: string | null;
  /** The e-mail the login form starts with (e.g. the address whose password was just reset). */
  email: string | null;
}

export interface OpenLoginOptions {
  returnTo?: string | null;
  email?: string | null;
}

const CLOSED: LoginDialogState = { opened: false, view: 'login', returnTo: null, email: null };
const loginDialogStore = createStore<LoginDialogState>(CLOSED);

/**
 * The control that opened the dialog gets the focus back when it closes. Captured here,
 * at the click, since the dialog's code may still be loading when it first opens.
 */
let opener: HTMLElement | null = null;

export function openLoginDialog(view: LoginDialogView = 'login', options: OpenLoginOptions = {}): void {
  if (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
    opener = document.activeElement;
  }
  loginDialogStore.set({ opened: true, view, returnTo: options.returnTo ?? null, email: options.email ?? null });
}

/** Switches the open dialog to another view (e.g. after a successful register: 'login'). */
export function setLoginDialogView(view: LoginDialogView): void {
  loginDialogStore.set((state) => ({ ...state, view }));
}

/** Closing resets the view; the view components reset their forms on unmount. */
export function closeLoginDialog(): void {
  loginDialogStore.set(CLOSED);
}

/** Closes after a successful sign-in and answers where to go next (null: stay). */
export function finishLoginDialog(): string | null {
  const { returnTo } = loginDialogStore.get();
  closeLoginDialog();
  return returnTo;
}

/** After the close animation: the focus goes back where it was, if that control still exists. */
export function restoreOpenerFocus(): void {
  const target = opener;
  opener = null;
  if (target?.isConnected && !loginDialogStore.get().opened) target.focus({ preventScroll: true });
}

export function useLoginDialog(): LoginDialogState {
  return useStore(loginDialogStore);
}
