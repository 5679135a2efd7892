import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DB } from './schema.js';

/**
 * A module's queries on the shared handle, and `in(trx)` for the same queries inside a
 * transaction a service opened. Repositories are the only place SQL is written outside
 * db/ (migrations, seeds); other modules reach them through the instance, never by import.
 */
export type Repository<Queries> = Queries & { in(trx: Kysely<DB>): Queries };

export function repository<Queries>(create: (db: Kysely<DB>) => Queries, db: Kysely<DB>): Repository<Queries> {
  return Object.assign(create(db) as object, { in: create }) as Repository<Queries>;
}

/**
 * The plugin that decorates the instance with a module's repository: named
 * `<name>-repository`, depending on 'db'. The module declares the decorator's type
 * (`declare module 'fastify'`), so every user of `app.<decorator>` is typed.
 */
export function repositoryPlugin<K extends keyof FastifyInstance, Queries>(name: string, decorator: K, create: (db: Kysely<DB>) => Queries) {
  return fp(
    async (app: FastifyInstance) => {
      app.decorate(decorator as string, repository(create, app.db) as object);
    },
    { name: `${name}-repository`, dependencies: ['db'] },
  );
}
