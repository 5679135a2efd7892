/**
 * What the search index of a process still has to read (docs/decisions/032, 044), as plain
 * state and the transitions between its states; search-index.plugin.ts does the reading.
 *
 * - A change this process writes is noted with its transaction (pending); once that
 *   transaction has ended, committed or rolled back, its listings' rows are read again
 *   (a rolled-back change reads back the rows as they were), and the note is dropped.
 * - Another process's change arrives as a notification naming the listings (or `*`:
 *   everything, read anew), read at the next search.
 * - While a load runs, the listings changed meanwhile are collected and read again on top
 *   of what it loaded.
 * - When the notifications are lost the index no longer answers (it may miss changes)
 *   until it is read anew.
 */

/** Every listing: the whole index is read anew. */
export type Changed = readonly number[] | 'all';

export interface IndexChanges {
  /** Whether the index answers: loaded, and hearing other processes' changes. */
  readonly loaded: boolean;
  /** This process's changes not yet read, with their transactions. */
  readonly written: readonly { readonly ids: Changed; readonly xid: string }[];
  /** Other processes' changed listings, not yet read. */
  readonly announced: ReadonlySet<number>;
  /** While a load runs: the listings changed since it started; null when none runs. */
  readonly duringLoad: ReadonlySet<number> | null;
}

export const initialChanges = (): IndexChanges => ({ loaded: false, written: [], announced: new Set(), duringLoad: null });

const withLoad = (changes: IndexChanges, ids: Changed): IndexChanges['duringLoad'] =>
  changes.duringLoad && ids !== 'all' ? new Set([...changes.duringLoad, ...ids]) : changes.duringLoad;

/** This process changed these listings inside transaction `xid` (pending until it ends). */
export function noted(changes: IndexChanges, ids: Changed, xid: string): IndexChanges {
  return { ...changes, written: [...changes.written, { ids, xid }], duringLoad: withLoad(changes, ids) };
}

/** The payload a change is announced with to the other processes: `origin:ids` or `origin:*`. */
export function announcement(origin: string, ids: Changed, maxIds: number): string {
  return `${origin}:${ids === 'all' || ids.length > maxIds ? '*' : ids.join(',')}`;
}

/**
 * A notification heard: another process's listings are noted (this process's own are
 * ignored: it noted them when it wrote them); `reload` when it changed everything.
 */
export function heard(changes: IndexChanges, payload: string, origin: string): { changes: IndexChanges; reload: boolean } {
  const [from, list] = payload.split(':', 2);
  if (from === origin) return { changes, reload: false };
  if (list === '*') return { changes, reload: true };
  const ids = (list ?? '').split(',').filter((id) => /^[0-9]+$/.test(id)).map(Number);
  return { changes: ids.length === 0 ? changes : { ...changes, announced: new Set([...changes.announced, ...ids]) }, reload: false };
}

/** Whether anything waits to be read. */
export const hasPending = (changes: IndexChanges) => changes.written.length > 0 || changes.announced.size > 0;

/** The transactions whose end the next reading asks about. */
export const pendingTransactions = (changes: IndexChanges): string[] => [...new Set(changes.written.map((note) => note.xid))];

/**
 * A reading starts: the announced listings are taken out (`heard`, read now), and of this
 * process's changes those whose transaction has `ended`. Answers what to read.
 */
export function reading(changes: IndexChanges, ended: ReadonlySet<string>): { changes: IndexChanges; heard: ReadonlySet<number>; read: Changed } {
  const done = changes.written.filter((note) => ended.has(note.xid));
  const read: Changed = done.some((note) => note.ids === 'all')
    ? 'all'
    : [...new Set([...changes.announced, ...done.flatMap((note) => (note.ids === 'all' ? [] : note.ids))])];
  return { changes: { ...changes, announced: new Set() }, heard: changes.announced, read };
}

/** The reading succeeded: the ended transactions' notes are dropped; a load running reads these listings again too. */
export function read(changes: IndexChanges, ended: ReadonlySet<string>, ids: Changed): IndexChanges {
  return { ...changes, written: changes.written.filter((note) => !ended.has(note.xid)), duringLoad: withLoad(changes, ids) };
}

/** The reading failed: what it took out waits for the next one (the notes were kept). */
export function readFailed(changes: IndexChanges, heardIds: ReadonlySet<number>): IndexChanges {
  return { ...changes, announced: new Set([...heardIds, ...changes.announced]) };
}

/** A load starts: the listings changed from now on are collected. */
export function loadStarted(changes: IndexChanges): IndexChanges {
  return { ...changes, duringLoad: new Set() };
}

/**
 * A load ended: `again` are the listings changed while it ran, to read on top of it;
 * the index answers once `loaded` (a failed load leaves it as it was).
 */
export function loadEnded(changes: IndexChanges, loaded: boolean): { changes: IndexChanges; again: number[] } {
  return { changes: { ...changes, duringLoad: null, loaded: loaded || changes.loaded }, again: [...(changes.duringLoad ?? [])] };
}

/** The notifications were lost: the index no longer answers (it may miss changes) until it is read anew, which reads what was announced. */
export function lost(changes: IndexChanges): IndexChanges {
  return { ...changes, loaded: false, announced: new Set() };
}
