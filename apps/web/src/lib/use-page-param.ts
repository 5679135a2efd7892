import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams, type SetURLSearchParams } from 'react-router';

/**
 * `useSearchParams` whose setter, given a function, hands it the address's parameters as
 * they are now. React Router's own hands over those of the render the setter came from: a
 * second press (a page) right after a first (a tab), before the page has rendered the first,
 * would build on the parameters from before it and undo it. The router's state (its
 * navigation under way, else its location) is the latest; without a data router, the render's.
 */
export function useAddressParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  // as stable as React Router's own setter (a new one when the parameters change)
  const set = useCallback<SetURLSearchParams>(
    (next, options) => {
      const state = dataRouter?.router.state;
      const latest = () => new URLSearchParams(state ? (state.navigation.location ?? state.location).search : params);
      setParams(typeof next === 'function' ? () => next(latest()) : next, options);
    },
    [dataRouter, params, setParams],
  );
  return [params, set];
}

/** A list page's ?page= (1 when absent or not a page number) and a setter that keeps the other parameters. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useAddressParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  return [page, setPage];
}

/** Sets one filter of a list page in the address (null: removes it), back to the first page; the other parameters stay. */
export function useSetFilterParam(): (key: string, value: string | null) => void {
  const [, setParams] = useAddressParams();
  return (key, value) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value === null) updated.delete(key);
      else updated.set(key, value);
      updated.delete('page');
      return updated;
    });
}
