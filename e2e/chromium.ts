import { existsSync } from 'node:fs';
import path from 'node:path';

const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Started by root, Chromium puts its browser, GPU and compositor threads at nice -8: on two
 * cores they then take the CPU from the server and the test workers beside them (a whole
 * run took 25 min instead of 15, the PGlite API suite four times its time alone). Run by
 * root, the browser goes through a script that leaves it without the right to raise
 * priorities, as a desktop user's Chromium is.
 */
function chromiumPath(): string {
  const runsAsRoot = process.getuid?.() === 0;
  if (!runsAsRoot || !existsSync('/usr/bin/setpriv')) return SYSTEM_CHROMIUM;
  process.env.CHROMIUM_BINARY = SYSTEM_CHROMIUM;
  return path.join(import.meta.dirname, 'chromium-without-priority.sh');
}

/** The system Chromium and the flags it needs on these machines (see MACHINE-NOTES). */
export const CHROMIUM_PATH = chromiumPath();
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
