import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './free-port.js';

/** Whether Debian's redis-server is installed (`.ci/run` installs it). */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A redis-server of the test's own on a free loopback port, in memory only (no snapshot,
 * no append-only file): nothing another run counted is there, and a restart starts empty.
 * `probe` is a client that rides out the server's stops.
 */
export async function startRedisServer() {
  const port = await freePort();
  const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => 200 });
  probe.on('error', () => {});
  await probe.connect().catch(() => undefined);
  let server: ChildProcess | null = null;

  const start = async () => {
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await until(async () => (await probe.ping().catch(() => null)) === 'PONG', 'redis-server to answer');
  };
  const kill = async () => {
    if (!server) return;
    const running = server;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
    server = null;
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    probe,
    start,
    kill,
    async stop() {
      await kill();
      probe.disconnect();
    },
  };
}
