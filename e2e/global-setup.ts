/**
 * The Google stand-in is started by the config's first evaluation in this process (the
 * web server needs its URL before any global setup runs); the returned teardown stops it.
 */
export default async function globalSetup() {
  const stop = (globalThis as { stopFakeGoogle?: () => Promise<void> }).stopFakeGoogle;
  return async () => {
    await stop?.();
  };
}
