import { startFakeGoogle } from './tests/support/fake-google.js';

/** Starts the local Google stand-in the server is configured with; the returned function stops it. */
export default async function globalSetup() {
  return startFakeGoogle();
}
