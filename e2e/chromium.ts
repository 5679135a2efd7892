import { existsSync } from 'node:fs';
import path from 'node:path';

/** The system's full Chromium: what Lighthouse measures, as a visitor's browser. */
const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's headless build of the same Chromium (`chromium-headless-shell`, the same Blink
 * and V8 version as `chromium`): no browser UI behind the page, about half the CPU per
 * journey on two cores (docs/decisions/029). The browser suite uses it when installed.
 */
const SYSTEM_HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** How to start one Chromium binary: the executable, its flags and its environment. */
export interface ChromiumLaunch {
  executablePath: string;
  args: string[];
  env: Record<string, string>;
}

/** This process's environment without its unset names, plus `extra`. */
const environment = (extra: Record<string, string> = {}) =>
  ({ ...Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined)), ...extra });

/** The flags the system Chromium needs on these machines (see MACHINE-NOTES). */
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

/**
 * Started by root, Chromium puts its browser, GPU and compositor threads at nice -8: on two
 * cores they then take the CPU from the server and the test workers beside them (a whole
 * run was a minute slower with them: decision 029). Run by root, the browser goes
 * through a script that leaves it without the right to raise priorities, as a desktop
 * user's Chromium is; the script starts `CHROMIUM_BINARY`.
 */
function launch(binary: string): ChromiumLaunch {
  const runsAsRoot = process.getuid?.() === 0;
  if (!runsAsRoot || !existsSync('/usr/bin/setpriv')) return { executablePath: binary, args: CHROMIUM_ARGS, env: environment() };
  return {
    executablePath: path.join(import.meta.dirname, 'chromium-without-priority.sh'),
    args: CHROMIUM_ARGS,
    env: environment({ CHROMIUM_BINARY: binary }),
  };
}

/** The full browser (Lighthouse, the first-route bundle measure). */
export const CHROMIUM = launch(SYSTEM_CHROMIUM);

/** The browser the Playwright suite drives: the headless build when installed, else the full browser. */
export const TEST_CHROMIUM = launch(existsSync(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : SYSTEM_CHROMIUM);
