import { spawn, type ChildProcess } from 'node:child_process';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Holds `name` (a benchmark database) for this process until it exits, or throws when another
 * live process holds it. Two runs on one database at once fill its tables over each other
 * (a search table left with a tenth of its rows) and share the cores, so neither's figures
 * are true. A lock left by a process that died is taken over.
 */
export function holdBenchLock(name: string): void {
  const file = path.join(os.tmpdir(), `baandee-bench-${name.replace(/[^\w.-]/g, '_')}.lock`);
  // the pid is written to a file of this process's own, then linked into place: a holder is
  // never seen without its pid
  const mine = `${file}.${process.pid}`;
  writeFileSync(mine, String(process.pid));
  for (;;) {
    try {
      linkSync(mine, file);
      rmSync(mine);
      process.once('exit', () => rmSync(file, { force: true }));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: number;
    try {
      holder = Number(readFileSync(file, 'utf8'));
    } catch {
      continue; // let go of between the two calls
    }
    if (holder === process.pid) return rmSync(mine);
    if (alive(holder)) {
      rmSync(mine);
      throw new Error(`another benchmark (pid ${holder}) is running on ${name}: two at once corrupt its data and its figures (lock ${file})`);
    }
    rmSync(file, { force: true });
  }
}
