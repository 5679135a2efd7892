import { createStore } from '../../lib/store';

/**
 * Bumped by the Post button: a new listing starts from an empty form, even on the form's
 * own page. Its own module, so the shell's button does not pull the form into the first page.
 */
export const postFormResets = createStore(0);

export function resetPostForm(): void {
  postFormResets.set((count) => count + 1);
}
