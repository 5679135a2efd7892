import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
  }
}

/** Decorates the instance with the Kysely handle; the caller owns opening and closing it. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    app.decorate('db', opts.database.db);
  },
  { name: 'db' },
);
