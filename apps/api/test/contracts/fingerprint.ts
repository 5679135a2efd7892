import { sql, type Kysely } from 'kysely';

/** Columns that change on reads (a session's last use) and are not data a refusal could write. */
const VOLATILE_COLUMNS = ['last_seen_at', 'last_used_at'];

/**
 * A digest of every row of every table, so a test can tell that a refused request
 * changed nothing; `skip` leaves out tables no endpoint can write.
 */
export async function tableFingerprinter(db: Kysely<any>, skip: (table: string) => boolean = () => false) { // eslint-disable-line @typescript-eslint/no-explicit-any
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  const tables = rows.map((row) => row.table_name).filter((table) => !skip(table));
  const volatile = VOLATILE_COLUMNS.map((column) => `- '${column}'`).join(' ');
  const parts = tables.map(
    (table) => `select '${table}' as t, count(*)::int as n, coalesce(md5(string_agg((to_jsonb(x) ${volatile})::text, '|' order by (to_jsonb(x) ${volatile})::text)), '') as h from "${table}" x`,
  );
  const query = parts.join(' union all ');
  return async (): Promise<string> => {
    const result = await sql<{ t: string; n: number; h: string }>`${sql.raw(query)}`.execute(db);
    // a union's rows come in any order (PostgreSQL may append its parts in parallel)
    return result.rows
      .map((row) => `${row.t}:${row.n}:${row.h}`)
      .sort()
      .join('\n');
  };
}

/** Official reference data (administrative areas, rail, projects): large, and no endpoint writes it. */
export const REFERENCE_TABLES = new Set(['provinces', 'districts', 'sub_districts', 'train_stations', 'project_estates']);

/**
 * The next transaction id the database will hand out: it moves whenever anything is
 * written (also by a transaction that rolled back), and reading it writes nothing. An
 * unchanged mark proves no write; a moved one is checked against the full fingerprint.
 */
export async function writeMark(db: Kysely<any>): Promise<string> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const { rows } = await sql<{ x: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as x`.execute(db);
  return rows[0]!.x;
}
