import path from 'node:path';
import ts from 'typescript';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  BOOST_PAYMENT_METHODS,
  BOOST_STATUSES,
  CREDIT_SUBJECTS,
  CREDIT_TRANSACTION_TYPES,
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  SLIP_SOURCES,
  AD_PAGES,
  AD_POSITIONS,
  ADVERTISE_TYPES,
  ARTICLE_STATUSES,
  DIRECTIONS,
  LISTING_EVENT_KINDS,
  LISTING_IMAGE_ROLES,
  LISTING_SELL_TYPES,
  SEARCH_SOURCES,
  SONGKRAN_DESIGNS,
  SONGKRAN_LANGUAGES,
  SONGKRAN_SHARE_CHANNELS,
  LISTING_STATUSES,
  MODERATION_ACTIONS,
  PRICE_KINDS,
  TOKEN_PURPOSES,
  USER_ROLES,
  USER_STATUSES,
  USER_TYPES,
} from '@baandee/domain';
import type { Database } from '../src/db/database.js';
import { checkName } from '../src/db/migration-helpers.js';
import { openTestDatabase } from './helpers.js';

/**
 * The Kysely table types (src/db/tables/*.ts) against the migrated database: a column
 * added, dropped, renamed, made nullable or given another type in a migration without the
 * same change in the types fails here, listing every difference.
 */

type Kind = 'number' | 'string' | 'boolean' | 'date' | 'json' | 'array' | 'bytes';
interface Column {
  kind: Kind;
  nullable: boolean;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Each table's columns as `DB` in src/db/schema.ts declares them: the select type of each. */
function declaredTables(): Map<string, Map<string, Column | string>> {
  const configFile = ts.readConfigFile(path.join(ROOT, 'tsconfig.base.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, ROOT);
  const schemaFile = path.join(ROOT, 'apps/api/src/db/schema.ts');
  const program = ts.createProgram([schemaFile], { ...options, types: ['node'] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaFile)!;
  let db: ts.Type | undefined;
  ts.forEachChild(source, (node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'DB') db = checker.getTypeAtLocation(node);
  });
  if (!db) throw new Error('interface DB not found in schema.ts');

  const kindOf = (type: ts.Type): Kind | string => {
    if (type.flags & (ts.TypeFlags.NumberLike)) return 'number';
    if (type.flags & ts.TypeFlags.StringLike) return 'string';
    if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean';
    const name = type.getSymbol()?.getName();
    if (name === 'Date') return 'date';
    if (name === 'Uint8Array' || name === 'Buffer') return 'bytes';
    if (checker.isArrayType(type)) return 'array';
    if (type.flags & ts.TypeFlags.Object) return 'json';
    return checker.typeToString(type);
  };

  const tables = new Map<string, Map<string, Column | string>>();
  for (const table of db.getProperties()) {
    const columns = new Map<string, Column | string>();
    const tableType = checker.getTypeOfSymbol(table);
    for (const column of tableType.getProperties()) {
      let type = checker.getTypeOfSymbol(column);
      // ColumnType<Select, Insert, Update> and Generated<T> carry the select type in __select__
      const select = type.getProperty('__select__');
      if (select) type = checker.getTypeOfSymbol(select);
      const parts = type.isUnion() ? type.types : [type];
      const nullable = parts.some((t) => t.flags & ts.TypeFlags.Null);
      const kinds = new Set(parts.filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined))).map(kindOf));
      // a date column read as text (birth_date) may be typed Date | string
      if (kinds.has('date') && kinds.has('string')) kinds.delete('string');
      columns.set(column.getName(), kinds.size === 1 ? { kind: [...kinds][0] as Kind, nullable } : `mixed types ${[...kinds].join(' | ')}`);
    }
    tables.set(table.getName(), columns);
  }
  return tables;
}

/** How the driver hands each PostgreSQL type to JS (no global type parsers: int8 and numeric are text). */
const PG_KINDS: Record<string, Kind> = {
  integer: 'number',
  smallint: 'number',
  'double precision': 'number',
  real: 'number',
  bigint: 'string',
  numeric: 'string',
  text: 'string',
  citext: 'string',
  'character varying': 'string',
  boolean: 'boolean',
  'timestamp with time zone': 'date',
  date: 'date',
  jsonb: 'json',
  bytea: 'bytes',
  ARRAY: 'array',
};

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function databaseTables() {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string; udt_name: string; is_nullable: 'YES' | 'NO' }>`
    select c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name not like 'kysely_%'`.execute(database.db);
  const tables = new Map<string, Map<string, Column | string>>();
  for (const row of rows) {
    const type = row.data_type === 'USER-DEFINED' ? row.udt_name : row.data_type;
    const kind = PG_KINDS[type];
    const columns = tables.get(row.table_name) ?? new Map<string, Column | string>();
    columns.set(row.column_name, kind ? { kind, nullable: row.is_nullable === 'YES' } : `unmapped type ${type}`);
    tables.set(row.table_name, columns);
  }
  return tables;
}

const describeColumn = (column: Column | string | undefined) =>
  column === undefined ? 'missing' : typeof column === 'string' ? column : `${column.kind}${column.nullable ? ' | null' : ''}`;

describe('the Kysely table types', () => {
  it('match the migrated database: every table and column, its nullability and type', async () => {
    const declared = declaredTables();
    const actual = await databaseTables();
    const differences: string[] = [];
    for (const table of new Set([...declared.keys(), ...actual.keys()])) {
      const types = declared.get(table);
      const columns = actual.get(table);
      if (!types) differences.push(`${table}: in the database, not in db/tables`);
      if (!columns) differences.push(`${table}: in db/tables, not in the database`);
      if (!types || !columns) continue;
      for (const column of new Set([...types.keys(), ...columns.keys()])) {
        const typed = describeColumn(types.get(column));
        const stored = describeColumn(columns.get(column));
        if (typed !== stored) differences.push(`${table}.${column}: typed ${typed}, database ${stored}`);
      }
    }
    expect(differences).toEqual([]);
  }, 60_000);
});

describe('CHECK constraints', () => {
  /** The values a `<column> in (...)` constraint allows, read back from the catalogue. */
  async function allowed(table: string, column: string): Promise<string[]> {
    const { rows } = await sql<{ definition: string }>`
      select pg_get_constraintdef(oid) as definition from pg_constraint where conname = ${checkName(table, column)}`.execute(database.db);
    const definition = rows[0]?.definition ?? '';
    return [...definition.matchAll(/'([^']*)'|\b(\d+)\b/g)].map((m) => m[1] ?? m[2]!);
  }

  it.each([
    ['users', 'account_type', ACCOUNT_TYPES],
    ['users', 'role', USER_ROLES],
    ['users', 'status', USER_STATUSES],
    ['users', 'user_type', USER_TYPES],
    ['user_tokens', 'purpose', TOKEN_PURPOSES],
    ['listings', 'status', LISTING_STATUSES],
    ['listings', 'sell_type', LISTING_SELL_TYPES],
    ['listings', 'direction', DIRECTIONS],
    ['listing_images', 'role', LISTING_IMAGE_ROLES],
    ['listing_moderations', 'action', MODERATION_ACTIONS],
    ['listing_price_changes', 'kind', PRICE_KINDS],
    ['listing_events', 'kind', LISTING_EVENT_KINDS],
    ['listing_search', 'sell_type', LISTING_SELL_TYPES],
    ['search_logs', 'source', SEARCH_SOURCES],
    ['credit_transactions', 'type', CREDIT_TRANSACTION_TYPES],
    ['credit_transactions', 'subject_kind', CREDIT_SUBJECTS],
    ['payments', 'kind', PAYMENT_KINDS],
    ['payments', 'status', PAYMENT_STATUSES],
    ['payment_slips', 'source', SLIP_SOURCES],
    ['boosts', 'status', BOOST_STATUSES],
    ['boosts', 'paid_with', BOOST_PAYMENT_METHODS],
    ['ads', 'advertise_type', ADVERTISE_TYPES],
    ['ads', 'page_name', AD_PAGES],
    ['ads', 'page_position', AD_POSITIONS],
    ['articles', 'status', ARTICLE_STATUSES],
    ['songkran_cards', 'design', SONGKRAN_DESIGNS],
    ['songkran_cards', 'language', SONGKRAN_LANGUAGES],
    ['songkran_shares', 'channel', SONGKRAN_SHARE_CHANNELS],
  ] as const)('%s.%s allows exactly the packages/domain list', async (table, column, values) => {
    expect((await allowed(table, column)).sort()).toEqual(values.map(String).sort());
  });

  it('refuses a value outside the list', async () => {
    await expect(sql`insert into users (email, account_type, status) values ('x@example.com', 1, 'frozen')`.execute(database.db)).rejects.toMatchObject({
      code: '23514',
    });
  });
});

describe('updated_at', () => {
  it('has the set_updated_at trigger on every table that has the column', async () => {
    const { rows } = await sql<{ table_name: string; has_trigger: boolean }>`
      select c.table_name,
        exists (select 1 from pg_trigger tg where tg.tgrelid = (quote_ident(c.table_name))::regclass
          and tg.tgfoid = 'set_updated_at'::regproc) as has_trigger
      from information_schema.columns c
      where c.table_schema = 'public' and c.column_name = 'updated_at'`.execute(database.db);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !r.has_trigger).map((r) => r.table_name)).toEqual([]);
  });

  it('is moved forward by the database on every update', async () => {
    const { rows } = await sql<{ before: Date; after: Date }>`
      with inserted as (
        insert into users (email, account_type, updated_at) values ('clock@example.com', 1, now() - interval '1 day') returning updated_at
      ) select updated_at as before, updated_at as after from inserted`.execute(database.db);
    const before = rows[0]!.before;
    await sql`update users set firstname = 'Clock' where email = 'clock@example.com'`.execute(database.db);
    const after = await database.db.selectFrom('users').select('updated_at').where('email', '=', 'clock@example.com').executeTakeFirstOrThrow();
    expect(after.updated_at.getTime()).toBeGreaterThan(before.getTime() + 60_000);
  });
});
