import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Shared steps of migrations.
 *
 * CHECK constraints built from the closed lists of packages/domain, so the database
 * refuses exactly what the contracts refuse. A list that changes gets a new migration
 * calling `replaceCheck` again; test/schema.test.ts fails until it does.
 */
function oneOf(column: string, values: readonly (string | number)[]): RawBuilder<unknown> {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

/** The constraint's name: `<table>_<column>_check`, as PostgreSQL names a column CHECK. */
export const checkName = (table: string, column: string) => `${table}_${column}_check`;

export async function replaceCheck(db: Kysely<unknown>, table: string, column: string, values: readonly (string | number)[]) {
  const name = checkName(table, column);
  await sql`alter table ${sql.table(table)} drop constraint if exists ${sql.id(name)}`.execute(db);
  await sql`alter table ${sql.table(table)} add constraint ${sql.id(name)} check (${oneOf(column, values)})`.execute(db);
}

/** Every table with an `updated_at` column gets this trigger in the migration that creates it. */
export async function attachSetUpdatedAt(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`create trigger ${sql.id(`${table}_set_updated_at`)} before update on ${sql.table(table)}
    for each row execute function set_updated_at()`.execute(db);
}
