import type { PGlite } from '@electric-sql/pglite';
import { openPglite, pgliteKysely, type PgliteDatabase } from '../../src/db/database.js';

/**
 * PGlite test databases that outlive their test file (docs/decisions/030). Loading the
 * template's dump into a new PGlite costs 2-3 s of CPU per file on these machines; putting
 * an instance back to the template's state costs a fraction of that. Each instance keeps a
 * copy of the template's rows in a schema of its own, taken when it was loaded, and a
 * file that is done hands the instance back instead of closing it.
 *
 * What a reset puts back: every table's rows (triggers and foreign keys held off while they
 * are copied back), every sequence's position, the schemas and tables of the template (any
 * made since are dropped), and the session (DISCARD ALL: settings, advisory locks,
 * temporary tables, listeners). A file that changes the template's own tables or types
 * should open its database with `openPglite` itself.
 */

const SNAPSHOT = 'test_template_rows';

interface TableCopy {
  /** schema-qualified, quoted name */
  table: string;
  /** the copy in the snapshot schema */
  copy: string;
  /** quoted columns that take values (generated columns are computed again) */
  columns: string;
  hasIdentityAlways: boolean;
  rows: number;
}

interface Template {
  schemas: string[];
  tables: string[];
  copies: TableCopy[];
  sequences: { name: string; value: string | null; called: boolean }[];
}

interface Reusable {
  pglite: PGlite;
  template: Template;
}

const spares: Reusable[] = [];

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The schemas a test database owns: everything but PostgreSQL's own and the snapshot. */
const OWN_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', '${SNAPSHOT}') and n.nspname not like 'pg_temp_%' and n.nspname not like 'pg_toast_temp_%'`;

async function rows<T>(pglite: PGlite, query: string): Promise<T[]> {
  return (await pglite.query<T>(query)).rows;
}

/** Copies the template's rows into the snapshot schema and records what the template holds. */
async function takeSnapshot(pglite: PGlite): Promise<Template> {
  const schemas = (await rows<{ name: string }>(pglite, `select n.nspname as name from pg_namespace n where ${OWN_SCHEMAS}`)).map((row) => row.name);
  const tables = await rows<{ qualified: string; columns: string | null; identity_always: boolean }>(
    pglite,
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as qualified,
       string_agg(quote_ident(a.attname), ', ' order by a.attnum) filter (where a.attgenerated = '') as columns,
       coalesce(bool_or(a.attidentity = 'a'), false) as identity_always
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where c.relkind in ('r', 'p') and not c.relispartition and ${OWN_SCHEMAS}
     group by n.nspname, c.relname order by n.nspname, c.relname`,
  );
  await pglite.exec(`create schema ${SNAPSHOT}`);
  const copies: TableCopy[] = [];
  for (const [index, table] of tables.entries()) {
    const qualified = table.qualified;
    const copy = `${SNAPSHOT}.t${index}`;
    const [counted] = await rows<{ count: number }>(pglite, `select count(*)::int as count from ${qualified}`);
    const count = counted?.count ?? 0;
    if (count > 0) await pglite.exec(`create table ${copy} as select ${table.columns} from ${qualified}`);
    copies.push({ table: qualified, copy, columns: table.columns ?? '', hasIdentityAlways: table.identity_always, rows: count });
  }
  const sequences = await rows<{ name: string; value: string | null; called: boolean }>(
    pglite,
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as value, last_value is not null as called
     from pg_sequences where schemaname <> '${SNAPSHOT}'`,
  );
  return { schemas, tables: copies.map((copy) => copy.table), copies, sequences };
}

/** Puts the instance back to the template's state. */
async function reset({ pglite, template }: Reusable): Promise<void> {
  await pglite.exec('discard all');
  const schemas = await rows<{ name: string }>(pglite, `select n.nspname as name from pg_namespace n where ${OWN_SCHEMAS}`);
  const extraSchemas = schemas.map((row) => row.name).filter((name) => !template.schemas.includes(name));
  const tables = await rows<{ schema: string; name: string }>(
    pglite,
    `select n.nspname as schema, quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and not c.relispartition and ${OWN_SCHEMAS}`,
  );
  const extraTables = tables.filter((row) => !template.tables.includes(row.name) && !extraSchemas.includes(row.schema)).map((row) => row.name);
  const statements = [
    'set session_replication_role = replica',
    ...extraSchemas.map((name) => `drop schema ${quote(name)} cascade`),
    ...extraTables.map((name) => `drop table ${name} cascade`),
    `truncate ${template.tables.join(', ')}`,
    ...template.copies
      .filter((copy) => copy.rows > 0)
      .map((copy) => `insert into ${copy.table} (${copy.columns}) ${copy.hasIdentityAlways ? 'overriding system value ' : ''}select ${copy.columns} from ${copy.copy}`),
    ...template.sequences.map((sequence) =>
      sequence.called ? `select setval('${sequence.name.replaceAll("'", "''")}', ${sequence.value}, true)` : `alter sequence ${sequence.name} restart`,
    ),
    'reset session_replication_role',
  ];
  await pglite.exec(`begin; ${statements.join(';\n')}; commit;`);
}

/** The Kysely handle and pool a test file uses on a reused instance; closing hands it back. */
function handOut(reusable: Reusable): PgliteDatabase {
  const { pool, db } = pgliteKysely(reusable.pglite);
  let closed = false;
  return {
    db,
    kind: 'pglite',
    pool,
    pglite: reusable.pglite,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      try {
        await reset(reusable);
        spares.push(reusable);
      } catch {
        // a database the file left in a state a reset cannot undo is not handed out again
        await reusable.pglite.close();
      }
    },
  };
}

/**
 * A database in the template's state: a spare instance a finished file handed back, or a
 * new one loaded from the template's dump.
 */
export async function openReusablePglite(dump: () => Blob): Promise<PgliteDatabase> {
  const spare = spares.pop();
  if (spare) return handOut(spare);
  const loaded = await openPglite({ loadDataDir: dump() });
  // the Kysely handle of openPglite is not used: each file gets its own pool on the instance
  await loaded.db.destroy();
  const template = await takeSnapshot(loaded.pglite);
  return handOut({ pglite: loaded.pglite, template });
}
