import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  /** http://127.0.0.1:<port>, the port the process reported it listens on. */
  url: string;
  port: number;
  pid: number;
  /** Everything the process wrote so far, for a failure's message. */
  output(): string;
  /** SIGTERM, then the exit code (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<number | null>;
}

/**
 * Runs the real server entry (`apps/api/src/server.ts` through tsx, as `npm run dev` and
 * the lifecycle test do) with `env` on top of this process's environment, on a port the
 * system picks (PORT=0). The port is read from the process's own `ready` log line (JSON at
 * LOG_LEVEL info), so the test only ever talks to the server it started.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    let pending = '';
    child.stdout.on('data', (data: Buffer) => {
      output += data;
      pending += data;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        if (entry.msg === 'ready' && typeof entry.port === 'number') {
          clearTimeout(timer);
          resolve(entry.port);
        }
      }
    });
    child.stderr.on('data', (data: Buffer) => (output += data));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    output: () => output,
    stop: (graceMs = 10_000) =>
      new Promise((resolve) => {
        if (exited !== undefined) return resolve(exited);
        const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
        child.once('exit', (code) => {
          clearTimeout(kill);
          resolve(code);
        });
        child.kill('SIGTERM');
      }),
  };
}
