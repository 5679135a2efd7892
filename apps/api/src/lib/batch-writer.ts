/**
 * Writes collected off a request's path (search logs, ad counts): every `intervalMs` the
 * pending batch is taken and written, one write at a time and in order; `flush()` writes
 * what is pending now (when enough waits, in tests), `stop()` ends the timer and writes the
 * rest (the close hook, before the database closes). A failed write is reported to
 * `onError`, never thrown at a visitor.
 */
export function batchWriter<Batch>(options: {
  /** The pending batch, now taken from the pending state; null when there is nothing to write. */
  take: () => Batch | null;
  write: (batch: Batch) => Promise<void>;
  onError: (error: unknown, batch: Batch) => void;
  intervalMs: number;
}) {
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    const batch = options.take();
    if (batch === null) return writing;
    writing = writing.then(() => options.write(batch).catch((error: unknown) => options.onError(error, batch)));
    return writing;
  }

  const timer = setInterval(() => void flush(), options.intervalMs);
  timer.unref();

  return {
    flush,
    async stop(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
