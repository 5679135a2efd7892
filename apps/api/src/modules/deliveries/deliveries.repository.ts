import { sql, type Kysely } from 'kysely';
import { JOB_QUEUE_SCHEMA } from '../../db/migrations/0008-jobs-and-notifications.js';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

const job = sql.table(`${JOB_QUEUE_SCHEMA}.job`);
const queue = sql.table(`${JOB_QUEUE_SCHEMA}.queue`);

export interface FailedJobRow {
  id: string;
  name: string;
  summary: string | null;
  recipient: string | null;
  error: string | null;
  attempts: number;
  created_on: Date;
  completed_on: Date | null;
}

/**
 * Failed deliveries (docs/decisions/047): jobs of the queue (pg-boss, decision 017) whose
 * handler threw on every allowed retry. Read and re-queued here with plain SQL on pg-boss's
 * table, so a retry is written in the same transaction as its row of the audit trail.
 */
export function createDeliveriesRepository(db: Kysely<DB>) {
  return {
    /** What a job was for, without its body: a mail's subject and address, a notification's event, channel and user. */
    async failedPage(page: number, perPage: number): Promise<{ total: number; rows: FailedJobRow[] }> {
      const count = await sql<{ total: number }>`select count(*)::int as total from ${job} where state = 'failed'`.execute(db);
      const rows = await sql<FailedJobRow>`
        select id::text as id, name,
          coalesce(data->>'subject', data->>'event') as summary,
          coalesce(data->>'to', (data->>'channel') || ' #' || (data->>'userId'), data->>'email') as recipient,
          coalesce(output->>'message', output #>> '{}') as error,
          retry_count + 1 as attempts,
          created_on, completed_on
        from ${job}
        where state = 'failed'
        order by completed_on desc nulls last, id
        limit ${perPage} offset ${(page - 1) * perPage}`.execute(db);
      return { total: count.rows[0]?.total ?? 0, rows: rows.rows };
    },

    failedCount: async (): Promise<number> =>
      (await sql<{ total: number }>`select count(*)::int as total from ${job} where state = 'failed'`.execute(db)).rows[0]?.total ?? 0,

    /** The job's state, locked against a second retry of it; undefined when there is no such job. */
    lock: async (id: string) =>
      (await sql<{ id: string; name: string; state: string; retry_count: number; retry_limit: number }>`
        select id::text as id, name, state::text as state, retry_count, retry_limit from ${job} where id = ${id}::uuid for update`.execute(db)).rows[0],

    /** Every failed job, locked, oldest first. */
    lockFailed: async () =>
      (await sql<{ id: string; name: string; state: string; retry_count: number; retry_limit: number }>`
        select id::text as id, name, state::text as state, retry_count, retry_limit from ${job} where state = 'failed' order by created_on for update`.execute(db)).rows,

    /**
     * Queues a failed job again with one more attempt allowed, as pg-boss's own `retry`
     * does (state retry, the limit raised by one, due now).
     */
    async retry(ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await sql`
        update ${job} as j set state = 'retry', retry_limit = j.retry_limit + 1, completed_on = null, start_after = greatest(j.start_after, now()),
          -- delivered at last, its row goes as its queue's others do (a failed one is kept longer: plugins/jobs.plugin.ts)
          deletion_seconds = coalesce((select q.deletion_seconds from ${queue} q where q.name = j.name), j.deletion_seconds)
        where j.id = any(${ids}::uuid[]) and j.state = 'failed'`.execute(db);
      return Number(result.numAffectedRows ?? 0n);
    },
  };
}

export type DeliveriesRepository = Repository<ReturnType<typeof createDeliveriesRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    deliveriesRepository: DeliveriesRepository;
  }
}

export const deliveriesRepositoryPlugin = repositoryPlugin('deliveries', 'deliveriesRepository', createDeliveriesRepository);
