import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../src/db/database.js';
import { migrateToLatest, withStartupLock } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { seed } from '../src/db/seed/index.js';
import { DB_KIND } from './helpers.js';
import { createEmptyDatabase } from './support/postgres-database.js';

/**
 * Two API processes (or a rollout's `npm run db:migrate` and a starting server) on one new
 * PostgreSQL database: each migrates and seeds under the start-up lock. Without it two
 * seeders both insert what is missing and a unique index stops one start
 * (article_categories_slug_key, seen 1 run in 4 before the lock).
 */
describe.runIf(DB_KIND === 'postgres')('migrating and seeding from two processes at once', () => {
  const handles: Database[] = [];
  let drop = async () => {};
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await drop();
  });

  it('takes turns: both succeed, each migration is applied once, the seed data is there once', async () => {
    const database = await createEmptyDatabase('startup');
    drop = database.drop;
    // two pools: two sessions, as two processes have
    const [first, second] = [await openPostgres(database.url), await openPostgres(database.url)];
    handles.push(first!, second!);
    const admin = { email: 'admin@startup.example.com', password: 'startup-admin-password', hashCost: { memoryKib: 1024, timeCost: 1 } };
    const spans: { start: number; end: number }[] = [];
    const start = (handle: Database) =>
      withStartupLock(handle, async () => {
        const span = { start: performance.now(), end: 0 };
        spans.push(span);
        const applied = await migrateToLatest(handle.db);
        await seed(handle.db, { demo: false, admin });
        span.end = performance.now();
        return applied;
      });

    const [a, b] = await Promise.all([start(first!), start(second!)]);
    // one of them applied every migration, the other found nothing left to do
    expect([a.length, b.length].sort((x, y) => x - y)).toEqual([0, Object.keys(migrations).length]);
    // the two ran one after the other, never interleaved
    const [one, two] = [...spans].sort((x, y) => x.start - y.start);
    expect(two!.start).toBeGreaterThanOrEqual(one!.end);

    const db = first!.db;
    const count = async (table: 'kysely_migration' | 'provinces' | 'trends' | 'users') =>
      (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]!.n;
    expect(await count('kysely_migration')).toBe(Object.keys(migrations).length);
    expect(await count('provinces')).toBe(6); // the six provinces the product serves
    expect(await count('trends')).toBeGreaterThan(0);
    expect(await count('users')).toBe(1); // the admin, once
  });
});
