/** A second, for the backing stores the first collection found to be freed before the second. */
const SECOND_COLLECTION_MS = 1_000;

/**
 * Collects the garbage now where the process allows it (`node --expose-gc`, as `npm start`
 * runs the server): after a read of a million rows, the read's gigabyte of spent buffers goes
 * back to the system at once instead of at whatever later collection V8 chooses, so the
 * resident memory is the index's (docs/decisions/052). Without the flag, nothing happens.
 */
export function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return;
  gc();
  setTimeout(gc, SECOND_COLLECTION_MS).unref();
}
