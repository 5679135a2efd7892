import type { FastifyInstance } from 'fastify';
import type { AdminSummary } from '@baandee/contracts';

/** What the admin overview shows; the moderation queues join it as they are built. */
export async function getAdminSummary(app: FastifyInstance): Promise<AdminSummary> {
  return { users: await app.adminRepository.userCounts() };
}
