import { useCallback, useState } from 'react';
import { defaultFilter, withDependents, type SearchFilter } from './search-filter';
import { saveFilter } from './search-store';
import { useRunSearch } from './use-run-search';

export interface SearchForm {
  draft: SearchFilter;
  patch(change: Partial<SearchFilter>): void;
  /** Runs the search with the draft, or with `filter` when given (a quick-menu chip, a suggestion). */
  submit(filter?: SearchFilter): Promise<void>;
  /** Spec section 4: every filter back to the defaults of section 5. */
  clear(): void;
}

/**
 * The search bar's state: a draft the controls edit, starting from `value` (the saved
 * filter, or the filter the search route's URL holds) and starting over whenever that
 * changes.
 */
export function useSearchForm(value: SearchFilter): SearchForm {
  const [base, setBase] = useState(value);
  const [draft, setDraft] = useState(value);
  if (base !== value) {
    setBase(value);
    setDraft(value);
  }
  const run = useRunSearch();
  const patch = useCallback((change: Partial<SearchFilter>) => setDraft((current) => ({ ...current, ...withDependents(current, change) })), []);
  const submit = useCallback((filter?: SearchFilter) => run(filter ?? draft), [run, draft]);
  const clear = useCallback(() => {
    const cleared = defaultFilter();
    setDraft(cleared);
    saveFilter(cleared);
  }, []);
  return { draft, patch, submit, clear };
}
