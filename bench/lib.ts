import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockDataDir } from '../apps/api/src/db/data-dir-lock.js';
import { freePort } from '../apps/api/test/support/free-port.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  readyMs: number;
  stop(): Promise<void>;
}

/**
 * Starts the real server (`npm start`'s second half) of the built checkout at `cwd` (this
 * one unless another is given, e.g. a reference build for an A/B run) and waits until
 * /api/health answers. The first start on a new data folder also draws the demo listings'
 * pictures (SEED_DEMO).
 */
export async function startServer(env: Record<string, string>, timeoutMs = 180_000, cwd = ROOT): Promise<RunningServer> {
  const port = env.PORT ?? String(await freePort());
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--expose-gc', 'apps/api/dist/server.mjs'], {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: port },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - started;
  if (readyMs >= timeoutMs) {
    child.kill('SIGKILL');
    throw new Error('server did not become ready');
  }
  return {
    url,
    process: child,
    readyMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * Holds `name` (a benchmark database) for this process until it exits, or throws when another
 * live process holds it. Two runs on one database at once fill its tables over each other
 * (a search table left with a tenth of its rows) and share the cores, so neither's figures
 * are true. The lock is the embedded database's own (a file naming the holder's process id;
 * one left by a process that is gone is taken over).
 */
export function holdBenchLock(name: string): void {
  const release = lockDataDir(path.join(os.tmpdir(), `baandee-bench-${name.replace(/[^\w.-]/g, '_')}`));
  process.once('exit', release);
}
