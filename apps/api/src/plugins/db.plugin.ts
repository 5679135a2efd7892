import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    /**
     * The read replica (DATABASE_READ_URL) or, without one, `db` itself: for public reads
     * that may lag the primary (docs/decisions/025). Never for a write.
     */
    replicaDb: Kysely<DB>;
  }
}

/** Decorates the instance with the Kysely handles; the caller owns opening and closing them. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    const { db, replica } = opts.database;
    app.decorate('db', db);
    app.decorate('replicaDb', replica?.db ?? db);
    if (replica) {
      const down = (err: unknown) => app.log.warn({ err }, 'read replica unreachable: its reads go to the primary until it answers');
      const up = () => app.log.info('read replica answers again: its reads go back to it');
      replica.events.on('down', down);
      replica.events.on('up', up);
      app.addHook('onClose', async () => {
        replica.events.off('down', down);
        replica.events.off('up', up);
      });
    }
  },
  { name: 'db' },
);
