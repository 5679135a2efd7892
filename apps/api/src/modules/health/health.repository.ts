import { sql, type Kysely } from 'kysely';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

export function createHealthRepository(db: Kysely<DB>) {
  return {
    /** A round trip to the database; throws when it is down. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    healthRepository: Repository<ReturnType<typeof createHealthRepository>>;
  }
}

export const healthRepositoryPlugin = repositoryPlugin('health', 'healthRepository', createHealthRepository);
