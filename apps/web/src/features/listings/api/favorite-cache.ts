import type { QueryClient } from '@tanstack/react-query';

/** What the cache held before a toggle: every query it changed, with its data then. */
export type FavoriteSnapshot = ReadonlyArray<readonly [queryKey: readonly unknown[], data: unknown]>;

/** How deep a cached answer is searched for the listing (a page of cards sits two levels down). */
const MAX_DEPTH = 4;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * `data` with every copy of listing `id` (a card or the listing page: an object with that
 * `id` and a boolean `favorite`) set to `favorite`; the same object when nothing changed,
 * so untouched queries keep their identity and re-render nothing.
 */
export function withFavorite(data: unknown, id: number, favorite: boolean, depth = 0): unknown {
  if (!isRecord(data) || depth > MAX_DEPTH) return data;
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const patched = withFavorite(item, id, favorite, depth + 1);
      if (patched !== item) changed = true;
      return patched;
    });
    return changed ? next : data;
  }
  if (data.id === id && typeof data.favorite === 'boolean') return data.favorite === favorite ? data : { ...data, favorite };
  let next: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(data)) {
    const patched = withFavorite(value, id, favorite, depth + 1);
    if (patched !== value) (next ??= { ...data })[key] = patched;
  }
  return next ?? data;
}

/**
 * Shows listing `id` as `favorite` in every cached answer at once (search results, the
 * listing page, favourites, recommended, profiles): one truth for all hearts on screen.
 * Answers what it replaced, for `restoreFavorite` when the server refuses.
 */
export function setFavorite(queryClient: QueryClient, id: number, favorite: boolean): FavoriteSnapshot {
  const replaced: [readonly unknown[], unknown][] = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data;
    const next = withFavorite(data, id, favorite);
    if (next === data) continue;
    replaced.push([query.queryKey, data]);
    queryClient.setQueryData(query.queryKey, next);
  }
  return replaced;
}

export function restoreFavorite(queryClient: QueryClient, snapshot: FavoriteSnapshot) {
  for (const [queryKey, data] of snapshot) queryClient.setQueryData(queryKey, data);
}
