import { DAY_MS } from '@baandee/domain';
import { AppError } from '../../lib/errors.js';
import type { QueueFilter } from './admin.repository.js';

/** A Bangkok calendar day's first instant (`addDays` later). */
const bangkokDay = (day: string, addDays = 0) => new Date(Date.parse(`${day}T00:00:00+07:00`) + addDays * DAY_MS);

/** A queue's query as the repository reads it: `to` is the day after the last one asked for. */
export function queueFilter(query: { q?: string | undefined; from?: string | undefined; to?: string | undefined }): QueueFilter {
  return {
    ...(query.q && { q: query.q }),
    ...(query.from && { from: bangkokDay(query.from) }),
    ...(query.to && { to: bangkokDay(query.to, 1) }),
  };
}

export interface BulkOutcome<Id> {
  results: { id: Id; ok: boolean; status?: string; message?: string }[];
  done: number;
  failed: number;
}

/**
 * Decides each id in turn with `decide`, the single call's own function (its transaction,
 * its audit entry, its notification): an item that cannot be decided (already decided,
 * gone) is reported with its catalogue message and changes nothing, the others stand.
 * Anything unexpected stops the run and fails the request, as the single call would.
 */
export async function decideEach<Id>(ids: readonly Id[], decide: (id: Id) => Promise<string>): Promise<BulkOutcome<Id>> {
  const results: BulkOutcome<Id>['results'] = [];
  for (const id of [...new Set(ids)]) {
    try {
      results.push({ id, ok: true, status: await decide(id) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, message: error.key });
    }
  }
  const done = results.filter((result) => result.ok).length;
  return { results, done, failed: results.length - done };
}
