import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../schema.js';
import type { MasterTables } from '../tables/master.js';
import { loadMasterData, type MasterData } from './master-data-sources.js';

type MasterTable = keyof MasterTables;

interface Step {
  table: MasterTable;
  expected: number;
  /**
   * Admin-curated tables are seeded only while empty, so a hot search an admin deleted
   * does not come back on the next start.
   */
  onlyWhenEmpty?: boolean;
  insert(trx: Kysely<DB>): Promise<unknown>;
}

/** Inserts rows that are not there yet; any unique key (id, code, name) already present is skipped. */
function insertMissing<T extends MasterTable>(trx: Kysely<DB>, table: T, rows: Insertable<DB[T]>[]) {
  if (rows.length === 0) return Promise.resolve();
  return trx
    .insertInto(table)
    .values(rows as never)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function insertStations(trx: Kysely<DB>, data: MasterData) {
  const lines = await trx.selectFrom('train_lines').select(['id', 'code']).execute();
  const lineIds = new Map(lines.map((l) => [l.code, l.id]));
  const rows = data.train_stations.map(({ line_code, ...station }) => {
    const train_line_id = lineIds.get(line_code);
    if (train_line_id === undefined) throw new Error(`seed: train line ${line_code} is missing`);
    return { ...station, train_line_id };
  });
  return insertMissing(trx, 'train_stations', rows);
}

/** In dependency order: a table's parents come before it. */
function steps(data: MasterData): Step[] {
  const simple = <T extends MasterTable>(table: T, rows: Insertable<DB[T]>[], onlyWhenEmpty = false): Step => ({
    table,
    expected: rows.length,
    onlyWhenEmpty,
    insert: (trx) => insertMissing(trx, table, rows),
  });
  return [
    simple('provinces', data.provinces),
    simple('districts', data.districts),
    simple('sub_districts', data.sub_districts),
    simple('estate_types', data.estate_types),
    simple('location_types', data.location_types),
    simple('furniture', data.furniture),
    simple('facilities', data.facilities),
    simple('hot_searches', data.hot_searches, true),
    simple('train_types', data.train_types),
    simple('train_lines', data.train_lines),
    { table: 'train_stations', expected: data.train_stations.length, insert: (trx) => insertStations(trx, data) },
    simple('project_estates', data.project_estates),
  ];
}

async function countRows(db: Kysely<DB>, tables: MasterTable[]): Promise<Record<string, number>> {
  const columns = tables.map((t) => sql`(select count(*)::int from ${sql.table(t)}) as ${sql.id(t)}`);
  const { rows } = await sql<Record<string, number>>`select ${sql.join(columns)}`.execute(db);
  return rows[0] ?? {};
}

/**
 * Seeds provinces to projects. Runs on every server start, so the common case (all there)
 * costs one query counting every table; only a table with fewer rows than the files gets
 * an insert, and that insert skips what exists. Changed rows in the files are not updated.
 */
export async function seedMasterData(db: Kysely<DB>): Promise<void> {
  const data = loadMasterData();
  const all = steps(data);
  const counts = await countRows(db, all.map((s) => s.table));
  const due = all.filter((s) => {
    const count = counts[s.table] ?? 0;
    return s.onlyWhenEmpty ? count === 0 : count < s.expected;
  });
  if (due.length === 0) return;

  if (data.skipped_projects.length > 0) {
    console.warn(`seed: ${data.skipped_projects.length} projects skipped, unknown district: ${data.skipped_projects.join('; ')}`);
  }
  await db.transaction().execute(async (trx) => {
    for (const step of due) await step.insert(trx);
  });
}
