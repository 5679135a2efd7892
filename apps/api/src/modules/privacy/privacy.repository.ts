import type { Kysely } from 'kysely';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';
import { createAccountDataQueries } from './account-data.queries.js';
import { createAccountErasureQueries } from './account-erasure.queries.js';
import { createRetentionQueries } from './retention.queries.js';

/** The PDPA module's queries: an account's data for its export, its erasure, and the retention job's deletes. */
export function createPrivacyRepository(db: Kysely<DB>) {
  return { ...createAccountDataQueries(db), ...createAccountErasureQueries(db), ...createRetentionQueries(db) };
}

export type PrivacyQueries = ReturnType<typeof createPrivacyRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    privacyRepository: Repository<PrivacyQueries>;
  }
}

export const privacyRepositoryPlugin = repositoryPlugin('privacy', 'privacyRepository', createPrivacyRepository);
