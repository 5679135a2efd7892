import { useSearchParams } from 'react-router';

/** A list page's ?page= (1 when absent or not a page number) and a setter that keeps the other parameters. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
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
  const [, setParams] = useSearchParams();
  return (key, value) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value === null) updated.delete(key);
      else updated.set(key, value);
      updated.delete('page');
      return updated;
    });
}
