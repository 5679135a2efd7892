import { createStore, useStore } from '../lib/store';

/** The global alert modal of spec section 2: an icon by type, a title and optional text. */
export type AlertType = 'warning' | 'error' | 'success' | 'info';

export interface AlertOptions {
  type: AlertType;
  /** Defaults to the type's own title ("Something went wrong", "Done" …). */
  title?: string;
  text?: string;
  /** Shown as a bulleted list, e.g. the first message of each field. */
  items?: string[];
}

const alertStore = createStore<AlertOptions | null>(null);

export function showAlert(options: AlertOptions): void {
  alertStore.set(options);
}

export function closeAlert(): void {
  alertStore.set(null);
}

export function useAlert(): AlertOptions | null {
  return useStore(alertStore);
}
