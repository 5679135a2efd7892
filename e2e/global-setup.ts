import { startFakeGoogle } from './tests/support/fake-google.js';
import { startFakeLine } from './tests/support/fake-line.js';

/** Starts the local Google and LINE stand-ins the server is configured with; the returned function stops them. */
export default async function globalSetup() {
  const [stopGoogle, stopLine] = await Promise.all([startFakeGoogle(), startFakeLine()]);
  return async () => {
    await Promise.all([stopGoogle(), stopLine()]);
  };
}
