/**
 * What a benchmark's server and this machine's PostgreSQL use while a load runs, read from
 * Linux's /proc (null or empty where there is none): the server's resident memory, its CPU
 * time per answered request, and PostgreSQL's processes' share of a core (docs/decisions/078, 080).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** A process's resident memory now and at its peak, in MB, or null where there is none. */
function serverMemory(pid: number | undefined): { rssMb: number; peakMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/**
 * How long after readiness the memory is read again: the server collects its garbage when the
 * index is read and once more a second later, when the first collection's spent buffers are
 * freed (apps/api/src/lib/collect-garbage.ts); before that the read's buffers still count.
 */
const SETTLED_MS = 2_000;

export interface SettledMemory {
  /** Resident memory once the read's buffers were freed, MB. */
  rssMb: number;
  /** Resident memory when the server said it was ready, MB. */
  readinessMb: number;
  peakMb: number;
}

/** A server's memory now (it has just become ready) and again once its load's garbage was collected, or null where there is no /proc. */
export async function settledMemory(pid: number | undefined): Promise<SettledMemory | null> {
  const atReadiness = serverMemory(pid);
  await new Promise((resolve) => setTimeout(resolve, SETTLED_MS));
  const settled = serverMemory(pid);
  return atReadiness && settled ? { ...settled, readinessMb: atReadiness.rssMb } : null;
}

/** A process's CPU time so far (user + system) in ms from its `/proc/<pid>/stat` line (clock ticks of 10 ms). */
function cpuMsOf(stat: string): number {
  // the fields after the command's closing parenthesis: utime and stime are the 12th and 13th
  const fields = stat.split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A process's CPU time so far, in ms, or null where there is none. */
function serverCpuMs(pid: number | undefined): number | null {
  try {
    return cpuMsOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** The CPU time so far of each PostgreSQL process on this machine (its server and backends), in ms by pid. */
function postgresCpuMs(): Map<number, number> {
  const times = new Map<number, number>();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return times;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.includes(' (postgres) ')) times.set(Number(pid), cpuMsOf(stat));
    } catch {
      // the process ended meanwhile
    }
  }
  return times;
}

/** The server's CPU time per answered request during a load, how busy it kept one core, and how busy PostgreSQL's processes were (in cores; null without them). */
export interface CpuUse {
  msPerRequest: number;
  busyShare: number;
  databaseShare: number | null;
}

/**
 * Runs a load and answers what the server (`pid`) used meanwhile. `postgres`: the server's
 * database is a PostgreSQL server on this machine (PGlite's runs in the server's own process).
 */
export async function withCpu<T extends { ok: number; durationS: number }>(pid: number | undefined, postgres: boolean, run: () => Promise<T>): Promise<[T, CpuUse | null]> {
  const before = serverCpuMs(pid);
  const databaseBefore = postgresCpuMs();
  const result = await run();
  const after = serverCpuMs(pid);
  // a backend that ended during the load is left out; one that started counts from its start
  const databaseAfter = postgresCpuMs();
  const databaseMs = [...databaseAfter].reduce((sum, [each, ms]) => sum + ms - (databaseBefore.get(each) ?? 0), 0);
  if (before === null || after === null) return [result, null];
  return [
    result,
    {
      msPerRequest: (after - before) / result.ok,
      busyShare: (after - before) / 1000 / result.durationS,
      databaseShare: postgres && databaseAfter.size > 0 ? databaseMs / 1000 / result.durationS : null,
    },
  ];
}
