import { describe, expect, it } from 'vitest';
import {
  announcement,
  hasPending,
  heard,
  initialChanges,
  loadEnded,
  loadStarted,
  lost,
  noted,
  pendingTransactions,
  read,
  readFailed,
  reading,
  type IndexChanges,
} from '../../src/modules/search/search-index-changes.js';

/**
 * What the search index still has to read (search-index-changes.ts), transition by
 * transition: a change pending until its transaction ends, read once it has (committed or
 * rolled back), another process's change announced, a reading that fails, a load with
 * changes during it, and the notifications lost.
 */

const ORIGIN = 'a1b2c3';
const loaded = (): IndexChanges => loadEnded(loadStarted(initialChanges()), true).changes;
/** A whole reading that succeeds, given the transactions that have ended. */
function readAll(changes: IndexChanges, ended: string[]) {
  const endedSet = new Set(ended);
  const taken = reading(changes, endedSet);
  return { read: taken.read, changes: read(taken.changes, endedSet, taken.read) };
}

describe('the search index changes', () => {
  it('answers once a load ends, not before, and not after a load that failed first', () => {
    expect(initialChanges().loaded).toBe(false);
    expect(loadStarted(initialChanges()).loaded).toBe(false);
    expect(loaded().loaded).toBe(true);
    expect(loadEnded(loadStarted(initialChanges()), false).changes.loaded).toBe(false);
    // a failed reload keeps the index that answered
    expect(loadEnded(loadStarted(loaded()), false).changes.loaded).toBe(true);
  });

  it('keeps a change pending while its transaction runs: nothing is read and the note stays', () => {
    const changes = noted(loaded(), [7, 8], 'x1');
    expect(hasPending(changes)).toBe(true);
    expect(pendingTransactions(changes)).toEqual(['x1']);
    const after = readAll(changes, []);
    expect(after.read).toEqual([]);
    expect(after.changes.written).toEqual([{ ids: [7, 8], xid: 'x1' }]);
  });

  it('reads a committed change once its transaction has ended, then forgets it', () => {
    const changes = noted(noted(loaded(), [7, 8], 'x1'), [9], 'x2');
    expect(pendingTransactions(changes)).toEqual(['x1', 'x2']);
    const after = readAll(changes, ['x1']);
    expect(after.read).toEqual([7, 8]);
    expect(after.changes.written).toEqual([{ ids: [9], xid: 'x2' }]);
    const last = readAll(after.changes, ['x2']);
    expect(last.read).toEqual([9]);
    expect(hasPending(last.changes)).toBe(false);
  });

  it('reads a rolled-back change the same way: the rows read back are the ones the database kept', () => {
    // the transaction's end is all the index asks: what the rows are now is read from the database
    const after = readAll(noted(loaded(), [5], 'rolled-back'), ['rolled-back']);
    expect(after.read).toEqual([5]);
    expect(hasPending(after.changes)).toBe(false);
  });

  it('reads everything anew after a change of every row, once its transaction has ended', () => {
    const changes = noted(noted(loaded(), [3], 'x1'), 'all', 'x2');
    expect(readAll(changes, ['x1']).read).toEqual([3]);
    expect(readAll(changes, ['x1', 'x2']).read).toBe('all');
    expect(announcement(ORIGIN, 'all', 500)).toBe(`${ORIGIN}:*`);
    expect(announcement(ORIGIN, [1, 2], 500)).toBe(`${ORIGIN}:1,2`);
    expect(announcement(ORIGIN, [1, 2, 3], 2)).toBe(`${ORIGIN}:*`);
  });

  it("notes another process's changes, ignores its own and malformed ids, and reloads on everything", () => {
    let changes = heard(loaded(), 'other:4,5,x', ORIGIN).changes;
    expect([...changes.announced]).toEqual([4, 5]);
    expect(heard(changes, `${ORIGIN}:6`, ORIGIN).changes).toBe(changes);
    expect(heard(changes, 'other:*', ORIGIN)).toEqual({ changes, reload: true });
    changes = heard(changes, 'other:5,6', ORIGIN).changes;
    const after = readAll(changes, []);
    expect(after.read).toEqual([4, 5, 6]);
    expect(after.changes.announced.size).toBe(0);
  });

  it('keeps what a failed reading took, for the next one', () => {
    const changes = noted(heard(loaded(), 'other:4', ORIGIN).changes, [9], 'x1');
    const taken = reading(changes, new Set(['x1']));
    expect(taken.read).toEqual([4, 9]);
    // meanwhile another change is heard
    const during = heard(taken.changes, 'other:5', ORIGIN).changes;
    const failed = readFailed(during, taken.heard);
    expect([...failed.announced].sort()).toEqual([4, 5]);
    expect(failed.written).toEqual([{ ids: [9], xid: 'x1' }]);
    expect(readAll(failed, ['x1']).read).toEqual([4, 5, 9]);
  });

  it('collects the listings changed while a load runs, to read again on top of it', () => {
    let changes = loadStarted(loaded());
    changes = noted(changes, [1, 2], 'x1');
    changes = readAll(heard(changes, 'other:3', ORIGIN).changes, []).changes;
    // announced listings read during the load count too
    changes = read(changes, new Set(), [3]);
    const ended = loadEnded(changes, true);
    expect(ended.again.sort()).toEqual([1, 2, 3]);
    expect(ended.changes.duringLoad).toBeNull();
    // outside a load nothing is collected
    expect(noted(loaded(), [1], 'x2').duringLoad).toBeNull();
  });

  it('stops answering when the notifications are lost, until it is read anew', () => {
    const deaf = lost(heard(loaded(), 'other:4', ORIGIN).changes);
    expect(deaf.loaded).toBe(false);
    // the reload reads every row, the announced ones too
    expect(deaf.announced.size).toBe(0);
    const back = loadEnded(loadStarted(deaf), true).changes;
    expect(back.loaded).toBe(true);
  });
});
