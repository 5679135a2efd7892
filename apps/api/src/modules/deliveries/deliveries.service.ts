import type { FastifyInstance } from 'fastify';
import type { adminJobsResult, retryAllJobsResult, retryJobResult, z } from '@baandee/contracts';
import { FAILED_JOBS_PER_PAGE } from '@baandee/domain';
import { notFound } from '../../lib/errors.js';
import { recordAudit, type AdminActor } from '../audit/audit.service.js';

/**
 * Failed deliveries (docs/decisions/047): mails, notifications (e-mail, LINE) and clean-ups
 * whose every retry failed stay in the queue as `failed` (decision 017) until an admin
 * runs them again. A retry gives the job one more attempt through its queue's own worker,
 * and is a row of the audit trail, written in the same transaction.
 */

type Page = z.infer<typeof adminJobsResult>;

export async function listFailedJobs(app: Pick<FastifyInstance, 'deliveriesRepository'>, page: number): Promise<Page> {
  const { total, rows } = await app.deliveriesRepository.failedPage(page, FAILED_JOBS_PER_PAGE);
  return {
    data: rows.map((row) => ({
      id: row.id,
      queue: row.name,
      summary: row.summary,
      recipient: row.recipient,
      error: row.error,
      attempts: Number(row.attempts),
      created_at: new Date(row.created_on).toISOString(),
      failed_at: row.completed_on === null ? null : new Date(row.completed_on).toISOString(),
    })),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / FAILED_JOBS_PER_PAGE)),
    per_page: FAILED_JOBS_PER_PAGE,
    total,
  };
}

type Locked = { id: string; name: string; state: string; retry_count: number; retry_limit: number };
const asAudited = (job: Locked) => ({ queue: job.name, state: job.state, retry_limit: job.retry_limit });

export async function retryJob(app: Pick<FastifyInstance, 'auditRepository' | 'db' | 'deliveriesRepository'>, admin: AdminActor, id: string): Promise<z.infer<typeof retryJobResult>> {
  return app.db.transaction().execute(async (trx) => {
    const repo = app.deliveriesRepository.in(trx);
    const job = await repo.lock(id);
    if (!job) throw notFound();
    // already queued again (a second click, another admin): nothing to do, nothing to record
    if (job.state !== 'failed') return { id, state: job.state };
    await repo.retry([id]);
    await recordAudit(app, trx, admin, { action: 'job.retry', subjectId: id, before: asAudited(job), after: { ...asAudited(job), state: 'retry', retry_limit: job.retry_limit + 1 } });
    return { id, state: 'retry' };
  });
}

/** Every failed job once more, each a row of the trail (one request id for them all). */
export async function retryAllJobs(app: Pick<FastifyInstance, 'auditRepository' | 'db' | 'deliveriesRepository'>, admin: AdminActor): Promise<z.infer<typeof retryAllJobsResult>> {
  return app.db.transaction().execute(async (trx) => {
    const repo = app.deliveriesRepository.in(trx);
    const jobs = await repo.lockFailed();
    const retried = await repo.retry(jobs.map((job) => job.id));
    for (const job of jobs) {
      await recordAudit(app, trx, admin, { action: 'job.retry', subjectId: job.id, before: asAudited(job), after: { ...asAudited(job), state: 'retry', retry_limit: job.retry_limit + 1 } });
    }
    return { retried };
  });
}
