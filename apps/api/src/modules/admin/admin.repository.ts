import { sql, type Kysely } from 'kysely';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

export function createAdminRepository(db: Kysely<DB>) {
  return {
    /** Counts as int (int4): a count(*) is int8, which the driver reads as a string. */
    userCounts: () =>
      db
        .selectFrom('users')
        .select([
          sql<number>`count(*)::int`.as('total'),
          sql<number>`(count(*) filter (where status = 'active'))::int`.as('active'),
          sql<number>`(count(*) filter (where status = 'banned'))::int`.as('banned'),
          sql<number>`(count(*) filter (where role = 'admin'))::int`.as('admins'),
        ])
        .executeTakeFirstOrThrow(),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    adminRepository: Repository<ReturnType<typeof createAdminRepository>>;
  }
}

export const adminRepositoryPlugin = repositoryPlugin('admin', 'adminRepository', createAdminRepository);
