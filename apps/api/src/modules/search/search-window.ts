/** A search's page of results as both the database and the index answer it (docs/decisions/015). */

/** The ids of one result page, the total (exact up to the cap) and whether there are more. */
export interface SearchIds {
  ids: number[];
  total: number;
  capped: boolean;
}

export interface SearchWindow {
  page: number;
  perPage: number;
  /** Matches counted exactly up to here; pages stop here (SEARCH_TOTAL_CAP). */
  cap: number;
}

/**
 * Which slice of the boosted matches and which rows of the others a page takes: the
 * boosted ones come first, the others continue after them. Pages end at the cap.
 */
export function pageSlices(window: SearchWindow, boostedCount: number) {
  const start = Math.min((window.page - 1) * window.perPage, window.cap);
  const end = Math.min(start + window.perPage, window.cap);
  const fromBoosted = { start: Math.min(start, boostedCount), end: Math.min(end, boostedCount) };
  const taken = fromBoosted.end - fromBoosted.start;
  return { fromBoosted, othersOffset: Math.max(0, start - boostedCount), othersLimit: end - start - taken };
}

/** The total a result shows: exact up to the cap, else the cap with `capped` set. */
export function cappedTotal(matches: number, cap: number): { total: number; capped: boolean } {
  return matches > cap ? { total: cap, capped: true } : { total: matches, capped: false };
}
