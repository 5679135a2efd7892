import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DB } from './schema.js';

/**
 * A module's queries on the shared handle, `in(trx)` for the same queries inside a
 * transaction a service opened, and `replica` for them on the read replica (the primary
 * when DATABASE_READ_URL is unset): only pure reads that may lag the primary go there, such
 * as an anonymous visitor's search (docs/decisions/025); its sessions refuse writes.
 * Repositories are the only place SQL is written outside db/ (migrations, seeds); other
 * modules reach them through the instance, never by import.
 */
export type Repository<Queries> = Queries & { in(trx: Kysely<DB>): Queries; replica: Queries };

export function repository<Queries>(create: (db: Kysely<DB>) => Queries, db: Kysely<DB>, replicaDb: Kysely<DB> = db): Repository<Queries> {
  const queries = create(db);
  return Object.assign(queries as object, { in: create, replica: replicaDb === db ? queries : create(replicaDb) }) as Repository<Queries>;
}

/**
 * The queries a read for this viewer runs on: an anonymous visitor's on the replica, a
 * signed-in user's on the primary, so what they just wrote (a favourite, an edit) is in
 * what they read next.
 */
export function readsFor<Queries>(repo: Repository<Queries>, viewerId: number | null): Queries {
  return viewerId === null ? repo.replica : repo;
}

/**
 * The plugin that decorates the instance with a module's repository: named
 * `<name>-repository`, depending on 'db'. The module declares the decorator's type
 * (`declare module 'fastify'`), so every user of `app.<decorator>` is typed.
 */
export function repositoryPlugin<K extends keyof FastifyInstance, Queries>(name: string, decorator: K, create: (db: Kysely<DB>) => Queries) {
  return fp(
    async (app: FastifyInstance) => {
      app.decorate(decorator as string, repository(create, app.db, app.replicaDb) as object);
    },
    { name: `${name}-repository`, dependencies: ['db'] },
  );
}
