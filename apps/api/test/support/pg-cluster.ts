import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.js';
import { waitUntil } from './http-client.js';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries Debian installed (postgresql-NN), or null. */
function serverBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(root, name, 'bin', 'pg_basebackup')) && existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((x, y) => Number(y) - Number(x));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

const pgServerBinaries = serverBinaries();

/**
 * PostgreSQL refuses to run as root: as root the binaries run as the `postgres` account
 * (Debian's packages make it) in a folder it owns.
 */
const asRoot = process.getuid?.() === 0;

function postgresAccount(): { uid: number; gid: number } | null {
  try {
    return { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) };
  } catch {
    return null;
  }
}
const owner = asRoot ? postgresAccount() : null;

/** Whether this machine can make throwaway clusters (a primary and replica, or one of a test's own): the server binaries, and as root a `postgres` account. */
export const canRunClusters = pgServerBinaries !== null && (!asRoot || owner !== null);

function pgCommand(binary: string, args: string[]) {
  const file = path.join(pgServerBinaries!, binary);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
}

export interface Cluster {
  port: number;
  dir: string;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
}

/**
 * A throwaway primary (initdb) and a streaming replica of it (`pg_basebackup -R`), each on
 * a free loopback port, in one temporary folder; trust authentication on loopback only.
 * Durability is off (fsync): the folder is thrown away.
 */
export async function startPrimaryAndReplica() {
  if (!pgServerBinaries) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'baandee-replica-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const started: Cluster[] = [];

  const settings = (port: number) =>
    [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${dir}'`,
      'fsync = off',
      'full_page_writes = off',
      'shared_buffers = 32MB',
      'max_connections = 40',
      'max_wal_senders = 4',
      'wal_level = replica',
      'hot_standby = on',
    ].join('\n') + '\n';

  async function start(name: string, port: number): Promise<Cluster> {
    const data = path.join(dir, name);
    appendFileSync(path.join(data, 'postgresql.conf'), settings(port));
    await pgCommand('pg_ctl', ['-D', data, '-l', path.join(dir, `${name}.log`), '-w', '-t', '60', 'start']);
    const cluster: Cluster = {
      port,
      dir: data,
      url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
      stop: async (mode = 'fast') => {
        await pgCommand('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']).catch(() => {});
      },
    };
    started.push(cluster);
    return cluster;
  }

  try {
    const primaryDir = path.join(dir, 'primary');
    await pgCommand('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    const primary = await start('primary', await freePort());
    // a copy of the primary that follows its WAL: standby.signal and primary_conninfo (-R)
    await pgCommand('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', path.join(dir, 'replica'), '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
    const replica = await start('replica', await freePort());
    return {
      primary,
      replica,
      /** Waits until the replica has replayed everything the primary has written so far. */
      async caughtUp(timeoutMs = 15_000): Promise<void> {
        const lsn = await query<{ lsn: string }>(primary.url(), 'select pg_current_wal_lsn()::text as lsn');
        await waitUntil('the replica replaying the primary', async () => {
          const rows = await query<{ behind: boolean }>(replica.url(), 'select pg_last_wal_replay_lsn() < $1::pg_lsn as behind', [lsn[0]!.lsn]);
          return rows[0]?.behind === false;
        }, timeoutMs);
      },
      async close() {
        for (const cluster of started.reverse()) await cluster.stop('immediate');
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const cluster of started.reverse()) await cluster.stop('immediate');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

export interface OwnCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** `pg_ctl restart -m fast`: every session is ended at once, then the server comes back. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** The postmaster's process id (SIGSTOP makes a server that accepts connections and never answers). */
  postmasterPid(): number;
  /** Stops the server and removes its folder. */
  remove(): Promise<void>;
}

/**
 * One throwaway server of a test's own (initdb, a free loopback port, UTF-8), which the test
 * may stop, restart and freeze without touching the shared server.
 */
export async function startCluster(): Promise<OwnCluster> {
  if (!pgServerBinaries) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'baandee-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const ctl = (...args: string[]) => pgCommand('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', ...args]);
  try {
    await pgCommand('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    appendFileSync(path.join(data, 'postgresql.conf'), `port = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\n`);
    await ctl('start');
  } catch (error) {
    await ctl('-m', 'immediate', 'stop').catch(() => {});
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => void (await ctl('-m', 'fast', 'restart')),
    stop: async () => void (await ctl('-m', 'fast', 'stop')),
    start: async () => void (await ctl('start')),
    postmasterPid: () => Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    async remove() {
      await ctl('-m', 'immediate', 'stop').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One statement on a connection of its own. */
export async function query<R extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}
