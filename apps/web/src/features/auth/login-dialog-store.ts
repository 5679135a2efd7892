import { createStore, useStore } from '../../lib/store';

/** The three views of the login dialog (spec section 4). */
export const LOGIN_DIALOG_VIEWS = ['login', 'forgot-password', 'register'] as const;
export type LoginDialogView = (typeof LOGIN_DIALOG_VIEWS)[number];

export interface LoginDialogState {
  opened: boolean;
  view: LoginDialogView;
}

const CLOSED: LoginDialogState = { opened: false, view: 'login' };
const loginDialogStore = createStore<LoginDialogState>(CLOSED);

export function openLoginDialog(view: LoginDialogView = 'login'): void {
  loginDialogStore.set({ opened: true, view });
}

/** Switches the open dialog to another view (e.g. after a successful register: 'login'). */
export function setLoginDialogView(view: LoginDialogView): void {
  loginDialogStore.set((state) => ({ ...state, view }));
}

/** Closing resets the view; the view components reset their forms on unmount. */
export function closeLoginDialog(): void {
  loginDialogStore.set(CLOSED);
}

export function useLoginDialog(): LoginDialogState {
  return useStore(loginDialogStore);
}
