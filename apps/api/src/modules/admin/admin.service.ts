import type { FastifyInstance } from 'fastify';
import type { AdminSummary } from '@baandee/contracts';

/** What the admin overview shows: the work queues waiting for a decision, then the users. */
export async function getAdminSummary(app: Pick<FastifyInstance, 'adminRepository'>): Promise<AdminSummary> {
  const [queues, users] = await Promise.all([app.adminRepository.queueCounts(), app.adminRepository.userCounts()]);
  return { queues, users };
}
