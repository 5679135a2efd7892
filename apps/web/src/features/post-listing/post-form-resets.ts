import { createStore } from '../../lib/store';

/**
 * Bumped by the Post button: a new listing starts from an empty form, even on the form's
 * own page. Its own module, so the shell's button does not pull the form into the first page.
 */
export const postFormResets = createStore(0);

/**
 * The draft the open new-listing form has just created: its address is the draft's now,
 * and the same form carries on (with the errors it shows) instead of loading it afresh.
 */
export const createdDraft = createStore<number | null>(null);

export function resetPostForm(): void {
  createdDraft.set(null);
  postFormResets.set((count) => count + 1);
}
