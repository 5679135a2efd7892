import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { PgBoss, fromKysely, type JobResult, type JobWithMetadata } from 'pg-boss';
import { Counter, Gauge } from 'prom-client';
import { JOB_QUEUE_SCHEMA } from '../db/migrations/0008-jobs-and-notifications.js';
import type { DB } from '../db/schema.js';

/**
 * The durable job queue (docs/decisions/017): jobs are rows in PostgreSQL (pg-boss, in
 * the `pgboss` schema our migrations install), so work sent survives a restart and a
 * failing job is retried with backoff until its queue's retry limit. The same code runs
 * on the embedded PGlite and on a PostgreSQL server, through the pool under `app.db`.
 */

/**
 * Each queue's name and the data its jobs carry. A module that owns a queue adds itself:
 * `declare module '../../plugins/jobs.plugin.js' { interface JobTypes { 'my-queue': MyData } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobTypes {}
export type JobName = keyof JobTypes & string;

/** How a queue retries a job whose handler threw; times in seconds. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelay: number;
  /** Doubles the delay on each retry (with jitter), up to retryDelayMax. */
  retryBackoff: boolean;
  retryDelayMax?: number;
  /** A job running longer than this counts as failed and is retried (a hung SMTP connection). */
  expireInSeconds?: number;
  /** How long a finished job's row (and the data it carries) is kept; pg-boss keeps it 7 days unless told. */
  deleteAfterSeconds?: number;
}

/** Which attempt a handler is running: retryCount 0 is the first, retryLimit the last. */
export interface JobAttempt {
  id: string;
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<N extends JobName> = (data: JobTypes[N], attempt: JobAttempt) => Promise<void>;

export interface SendOptions {
  /** Enqueue inside this transaction: the job exists only if the transaction commits. */
  trx?: Kysely<DB>;
  /** Not before this time. */
  startAfter?: Date;
}

export interface Jobs {
  /** Enqueues a job; answers its id. Outside a transaction, this process's worker wakes at once. */
  send<N extends JobName>(name: N, data: JobTypes[N], options?: SendOptions): Promise<string>;
  /**
   * Registers the queue's handler and retry policy; the queue is created (or its policy
   * updated) when the app is ready. A handler that throws has its job retried.
   */
  work<N extends JobName>(name: N, handler: JobHandler<N>, policy: RetryPolicy): void;
  /**
   * Runs every queued job of the registered queues in this process, delayed retries and
   * later start times included, until none is queued or running; answers how many ran.
   * For tests and scripts: a server leaves the work to its polling workers.
   */
  drain(options?: { timeoutMs?: number }): Promise<number>;
  /** Throws unless the queue is started and its tables answer (the readiness check). */
  ping(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Jobs a worker takes per fetch; while fetches come back full it fetches again at once. */
const BATCH_SIZE = 10;
/** How long closing the app waits for running handlers before it lets them go. */
const STOP_TIMEOUT_MS = 10_000;
/**
 * How long a job that failed its last retry stays in the queue for an admin to see and send
 * again (docs/decisions/047): a queue's `deleteAfterSeconds` (an hour for mails, whose rows
 * carry personal data) would otherwise remove it an hour after it gave up.
 */
export const FAILED_JOB_KEEP_SECONDS = 30 * 24 * 3600;
/** The job states /metrics counts per queue: waiting (created, retry), running, and failed for good. */
const GAUGED_STATES = ['created', 'retry', 'active', 'failed'] as const;

interface Registered {
  handler: (data: unknown, attempt: JobAttempt) => Promise<void>;
  policy: RetryPolicy;
}

export const jobsPlugin = fp(
  async (app: FastifyInstance, opts: { pool: pg.Pool }) => {
    const pollSeconds = app.config.JOBS_POLL_INTERVAL_SECONDS;
    const runsWorkers = pollSeconds > 0;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => opts.pool.query(text, values) },
      schema: JOB_QUEUE_SCHEMA,
      // a process without workers leaves the upkeep (expiring stuck jobs, deleting old ones) to those with them
      supervise: runsWorkers,
      schedule: false,
      registerInstance: false,
    });
    boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    boss.on('warning', (warning) => app.log.warn({ warning }, 'job queue warning'));

    const queues = new Map<string, Registered>();
    const workerIds = new Map<string, string>();
    let started = false;

    const failures = new Counter({
      name: 'job_failures_total',
      help: 'Job runs in this process whose handler threw, by queue; final="true" when it was the last retry',
      labelNames: ['queue', 'final'],
      registers: [app.metrics],
    });
    new Gauge({
      name: 'job_queue_jobs',
      help: 'Jobs in the queue by state: created and retry are waiting, active running, failed gave up (kept until pg-boss deletes them)',
      labelNames: ['queue', 'state'],
      registers: [app.metrics],
      async collect() {
        this.reset();
        for (const queue of queues.keys()) for (const state of GAUGED_STATES) this.set({ queue, state }, 0);
        try {
          const { rows } = await opts.pool.query<{ name: string; state: string; n: number }>(
            `select name, state::text as state, count(*)::int as n from ${JOB_QUEUE_SCHEMA}.job where state = any($1::text[]::${JOB_QUEUE_SCHEMA}.job_state[]) group by name, state`,
            [GAUGED_STATES],
          );
          for (const row of rows) this.set({ queue: row.name, state: row.state }, row.n);
        } catch (error) {
          // the database is down: the scrape still answers, without counts (the readiness check says why)
          this.reset();
          app.log.warn({ err: error }, 'job queue depth not read for /metrics');
        }
      },
    });

    /**
     * Runs a batch one job after another, in the order they were sent (a user hears of an
     * approval before the expiry); each job's outcome is settled on its own, so one that
     * throws is retried alone.
     */
    async function run(name: string, jobs: JobWithMetadata<unknown>[]): Promise<JobResult[]> {
      const { handler } = queues.get(name)!;
      const results: JobResult[] = [];
      // a fetch hands its batch over in no particular order
      const ordered = [...jobs].sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
      for (const job of ordered) {
        try {
          await handler(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit });
          results.push({ id: job.id, status: 'completed' });
        } catch (error) {
          const last = job.retryCount >= job.retryLimit;
          const fields = { err: error, queue: name, job: job.id, retryCount: job.retryCount };
          failures.inc({ queue: name, final: String(last) });
          if (last) {
            app.log.error(fields, 'job failed after its last retry');
            await keepFailed(job.id);
          } else app.log.warn(fields, 'job failed, retrying later');
          results.push({ id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } });
        }
      }
      return results;
    }

    /** The failed job stays FAILED_JOB_KEEP_SECONDS after it gives up (pg-boss keeps the value when it marks it failed). */
    async function keepFailed(id: string): Promise<void> {
      try {
        await opts.pool.query(`update ${JOB_QUEUE_SCHEMA}.job set deletion_seconds = $2 where id = $1`, [id, FAILED_JOB_KEEP_SECONDS]);
      } catch (error) {
        // the job still fails as it should; it is only kept for the queue's own time
        app.log.warn({ err: error, job: id }, 'failed job not kept for the admin');
      }
    }

    async function unfinished(): Promise<number> {
      const { rows } = await opts.pool.query<{ n: number }>(
        `select count(*)::int as n from ${JOB_QUEUE_SCHEMA}.job where name = any($1) and state in ('created', 'retry', 'active')`,
        [[...queues.keys()]],
      );
      return rows[0]?.n ?? 0;
    }

    const jobs: Jobs = {
      async send(name, data, options = {}) {
        if (!started) throw new Error(`job queue not started: cannot send "${name}" before the app is ready`);
        const id = await boss.send(name, data as object, {
          startAfter: options.startAfter,
          db: options.trx ? fromKysely(options.trx) : undefined,
        });
        if (!id) throw new Error(`job queue refused a "${name}" job`);
        // a job in a transaction is seen only after the commit: the next poll picks it up
        const worker = workerIds.get(name);
        if (!options.trx && worker) boss.notifyWorker(worker);
        return id;
      },

      work(name, handler, policy) {
        if (started) throw new Error(`register the "${name}" worker before the app is ready`);
        if (queues.has(name)) throw new Error(`the "${name}" queue has a worker already`);
        queues.set(name, { handler: handler as Registered['handler'], policy });
      },

      async drain({ timeoutMs = 15_000 } = {}) {
        const deadline = Date.now() + timeoutMs;
        let ran = 0;
        for (;;) {
          let fetched = 0;
          for (const name of queues.keys()) {
            const batch = await boss.fetch<unknown>(name, { batchSize: BATCH_SIZE, ignoreStartAfter: true, includeMetadata: true });
            if (batch.length === 0) continue;
            fetched += batch.length;
            for (const result of await run(name, batch)) {
              if (result.status === 'completed') await boss.complete(name, result.id);
              else await boss.fail(name, result.id, result.output as object);
            }
          }
          ran += fetched;
          if (fetched > 0) continue;
          // nothing left to take here: done unless another worker is still running a job
          if ((await unfinished()) === 0) return ran;
          if (Date.now() > deadline) throw new Error(`job queue not idle after ${timeoutMs} ms`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },

      async ping() {
        if (!started) throw new Error('job queue not started');
        await opts.pool.query(`select version from ${JOB_QUEUE_SCHEMA}.version`);
      },
    };
    app.decorate('jobs', jobs);

    app.addHook('onReady', async () => {
      await boss.start();
      started = true;
      for (const [name, { policy }] of queues) {
        await boss.createQueue(name, policy);
        await boss.updateQueue(name, policy);
      }
      if (!runsWorkers) return;
      for (const name of queues.keys()) {
        const id = await boss.work(
          name,
          { pollingIntervalSeconds: pollSeconds, batchSize: BATCH_SIZE, burstWhenBatchFull: true, perJobResults: true, includeMetadata: true } as const,
          (batch: JobWithMetadata<unknown>[]) => run(name, batch),
        );
        workerIds.set(name, id);
      }
    });

    // Stops polling and waits for running handlers; a job cut off is retried by the next
    // process once its expiry passes. The pool belongs to the database and stays open.
    app.addHook('onClose', async () => {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: false });
    });
  },
  { name: 'jobs', dependencies: ['db', 'metrics'] },
);
