import { sql, type Kysely } from 'kysely';

/**
 * Master data tables. Areas, catalogues and train types take their ids from the seed
 * (official codes or stable catalogue ids that listings store); train lines, stations,
 * hot searches and projects get serial ids and a natural unique key the seed skips on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const named = (table: string, idType: 'integer' | 'serial' = 'integer') =>
    db.schema
      .createTable(table)
      .addColumn('id', idType, (c) => c.primaryKey())
      .addColumn('name_th', 'text', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull());

  await named('provinces').execute();
  await named('districts')
    .addColumn('province_id', 'integer', (c) => c.notNull().references('provinces.id'))
    .execute();
  await named('sub_districts')
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('postal_code', 'text', (c) => c.notNull().check(sql`postal_code ~ '^[0-9]{5}$'`))
    .execute();
  await db.schema.createIndex('districts_province_id_idx').on('districts').column('province_id').execute();
  await db.schema.createIndex('sub_districts_district_id_idx').on('sub_districts').column('district_id').execute();

  await named('estate_types')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('icon', 'text', (c) => c.notNull())
    .execute();
  for (const table of ['location_types', 'furniture', 'facilities']) {
    await named(table).addColumn('slug', 'text', (c) => c.notNull().unique()).execute();
  }

  await db.schema
    .createTable('hot_searches')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('search_key', 'text', (c) => c.notNull().unique())
    .addColumn('search_name_th', 'text', (c) => c.notNull())
    .addColumn('search_name_en', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await named('train_types').addColumn('code', 'text', (c) => c.notNull().unique()).execute();
  await named('train_lines', 'serial')
    .addColumn('train_type_id', 'integer', (c) => c.notNull().references('train_types.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('hex', 'text', (c) => c.notNull())
    .addColumn('is_open', 'boolean', (c) => c.notNull())
    .execute();
  // Siam is one station on two BTS lines with the same code, so a code is unique per line.
  await named('train_stations', 'serial')
    .addColumn('train_line_id', 'integer', (c) => c.notNull().references('train_lines.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('is_open', 'boolean', (c) => c.notNull())
    .addUniqueConstraint('train_stations_line_code_key', ['train_line_id', 'code'])
    .execute();

  await db.schema
    .createTable('project_estates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name_th', 'text')
    .addColumn('name_en', 'text', (c) => c.notNull().unique())
    .addColumn('developer', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('province_id', 'integer', (c) => c.notNull().references('provinces.id'))
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('road', 'text')
    .addColumn('completion_year', 'integer')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .execute();
  await db.schema.createIndex('project_estates_district_id_idx').on('project_estates').column('district_id').execute();
  // The project picker searches by substring in Thai or English (ILIKE '%q%').
  for (const column of ['name_th', 'name_en']) {
    await sql`create index ${sql.id(`project_estates_${column}_trgm_idx`)} on project_estates
      using gin (${sql.id(column)} gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'project_estates',
    'train_stations',
    'train_lines',
    'train_types',
    'hot_searches',
    'facilities',
    'furniture',
    'location_types',
    'estate_types',
    'sub_districts',
    'districts',
    'provinces',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
