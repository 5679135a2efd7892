import { call } from '../../../lib/api-client';

/** Impressions seen in the same moment go in one request. */
let pending = new Set<number>();
let timer: ReturnType<typeof setTimeout> | null = null;

function flush() {
  const ids = [...pending];
  pending = new Set();
  timer = null;
  if (ids.length > 0) void call('advertiseImpressions', { body: { ids } }, { alert: false }).catch(() => undefined);
}

/** An ad was at least half on screen: reported once per page view (the slot calls this once). */
export function reportImpression(id: number): void {
  pending.add(id);
  timer ??= setTimeout(flush, 250);
}

/** The ad's link was followed; counting never stands in the visitor's way. */
export function reportClick(id: number): void {
  void call('advertiseClick', { params: { id } }, { alert: false }).catch(() => undefined);
}
