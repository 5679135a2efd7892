import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.js';
import { seed } from '../src/db/seed/index.js';
import { loadMasterData } from '../src/db/seed/master-data-sources.js';
import { seedMasterData } from '../src/db/seed/master-data.js';
import { createTestApp, type TestContext } from './helpers.js';
import { MASTER_DATA_TABLES } from '../src/db/migrations/0004-enums-roles-status.js';

/** The master-data seeder runs on every start: it must be idempotent and cheap when done. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function countAll(db: Kysely<DB>) {
  const counts: Record<string, number> = {};
  for (const table of MASTER_DATA_TABLES) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe('master-data seed', () => {
  it('is idempotent: seeding twice leaves every count unchanged', async () => {
    const db = ctx.database.db;
    const before = await countAll(db);
    const stations = loadMasterData().train_stations.length;
    expect(before).toMatchObject({ provinces: 6, districts: 79, sub_districts: 477, estate_types: 8, train_stations: stations });
    expect(before.project_estates).toBeGreaterThan(250);
    await seed(db, { demo: false });
    await seed(db, { demo: false });
    expect(await countAll(db)).toEqual(before);
  });

  it('costs a single counting query when everything is there', async () => {
    let queries = 0;
    const counting = ctx.database.db.withPlugin({
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    await seedMasterData(counting);
    expect(queries).toBe(1);
  });

  it('puts back a missing row without touching the others', async () => {
    const db = ctx.database.db;
    const before = await countAll(db);
    await db.deleteFrom('sub_districts').where('id', '=', 100101).execute();
    await seedMasterData(db);
    expect(await countAll(db)).toEqual(before);
    const row = await db.selectFrom('sub_districts').selectAll().where('id', '=', 100101).executeTakeFirstOrThrow();
    expect(row.postal_code).toBe('10200');
  });

  it('does not bring back a hot search an admin removed', async () => {
    const db = ctx.database.db;
    await db.deleteFrom('hot_searches').where('search_key', '=', 'ari').execute();
    await seedMasterData(db);
    expect(await db.selectFrom('hot_searches').select('id').where('search_key', '=', 'ari').executeTakeFirst()).toBeUndefined();
  });
});
