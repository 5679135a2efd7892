import { spawn, type ChildProcess } from 'node:child_process';
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
