import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  readyMs: number;
  stop(): Promise<void>;
}

/**
 * Starts the real server (`npm start`'s second half) on a port the system picks (PORT=0),
 * reads the address from the server's own output, and waits until /api/health answers:
 * a bench never measures a server that is not the one it started.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    // no PUBLIC_URL: the printed address is then the one really listened on
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: '0', HOST: '127.0.0.1', PUBLIC_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not print its address: ${output}`)), timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /is running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}): ${output}`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  child.stdout!.resume();
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not answering yet
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
