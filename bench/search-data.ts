/**
 * Synthetic listings for the search benchmark: N realistic listings in a database of
 * their own, written by the database itself (INSERT ... SELECT over generate_series and
 * arrays of master-data ids), so a million rows take a couple of minutes and need no
 * extra driver. What they look like:
 *
 * - places: the seeded provinces, districts, sub-districts (with their postal codes) and
 *   residential projects; Bangkok has most listings, districts with projects more than
 *   the others, and condos sit in a real condo project of their district (or province);
 * - stations: the open stations nearest to the district (up to three per listing, with
 *   distances), named in titles as ads do ("ใกล้ BTS อ่อนนุช", "near MRT Sukhumvit");
 * - titles and descriptions in Thai (with and without spaces: "ขายทาวน์โฮมบางนา") and in
 *   English, some mixing the scripts, as owners on Bangkok portals write them;
 * - prices skewed like a market: log-normal around a median per estate type (rents
 *   5,000-150,000 baht, sales 1-30 million), less outside Bangkok, larger units dearer;
 * - rooms from the size, furniture and facilities by type, a cover picture row, ~85%
 *   published (the rest closed, hidden, pending or banned), ~2% of them boosted;
 * - a few hundred owners, some agents with many listings.
 *
 * Then the search table is filled by the search module's own set-based refresh, and
 * everything is vacuumed and analysed, as autovacuum would leave a live database.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openPglite, openPostgres, type Database } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import type { DB } from '../apps/api/src/db/schema.js';
import { seed } from '../apps/api/src/db/seed/index.js';
import { holdBenchLock, ROOT } from './lib.js';
import { refreshSearchTable, searchModuleSources } from './search-module.js';

/** Bump when the generated data changes: a database made by another version is made again. */
const GENERATOR_VERSION = 3;
const OWNER_COUNT = 400;
export const PG_DATABASE = 'baandee_bench_search';
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type DbKind = 'postgres' | 'pglite';

export interface PreparedDatabase {
  kind: DbKind;
  n: number;
  /** What the server needs to serve this database. */
  env: Record<string, string>;
  reused: boolean;
  /** Milliseconds per step of this run (empty steps when reused). */
  timings: { step: string; ms: number }[];
  counts: { listings: number; published: number; searchRows: number; boosted: number; stations: number; furniture: number; facilities: number };
  database: Database;
}

const hash = (parts: string[]) => createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 16);

/** The schema the data is written against: a changed migration means a new database. */
function schemaFingerprint(): string {
  const dir = path.join(ROOT, 'apps/api/src/db/migrations');
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts')).sort();
  return hash([`generator ${GENERATOR_VERSION}`, ...files.map((f) => f + readFileSync(path.join(dir, f), 'utf8'))]);
}

/** How the search table was filled: changed search code means a refresh, not new listings (the files named from the checkout's root: another checkout of the same code reuses the table). */
function searchFingerprint(): string {
  return hash(searchModuleSources().map((file) => path.relative(ROOT, file) + readFileSync(file, 'utf8')));
}

export function pgliteDataDir(n: number): string {
  return path.join(os.tmpdir(), `baandee-bench-search-pglite-${n}`);
}

/** Runs on the server's maintenance database (creating and dropping the benchmark's own). */
async function pgAdmin<T>(run: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  const admin = await openPostgres(PG_ADMIN_URL);
  try {
    return await run(admin.db);
  } finally {
    await admin.close();
  }
}

function pgUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function openFresh(kind: DbKind, n: number, name: string): Promise<Database> {
  if (kind === 'postgres') {
    await pgAdmin(async (admin) => {
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
      await sql.raw(`create database ${name} template template0 encoding 'UTF8' locale 'C.UTF-8'`).execute(admin);
    });
    return openPostgres(pgUrl(name));
  }
  const dir = pgliteDataDir(n);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'pglite'), { recursive: true });
  return openPglite({ dataDir: path.join(dir, 'pglite') });
}

async function openExisting(kind: DbKind, n: number, name: string): Promise<Database | null> {
  if (kind === 'postgres') {
    const exists = await pgAdmin(async (admin) => (await sql`select 1 from pg_database where datname = ${name}`.execute(admin)).rows.length === 1);
    return exists ? openPostgres(pgUrl(name)) : null;
  }
  const dir = path.join(pgliteDataDir(n), 'pglite');
  return existsSync(dir) ? openPglite({ dataDir: dir }) : null;
}

interface Meta {
  schema: string;
  search: string;
  n: number;
}

async function readMeta(db: Kysely<DB>): Promise<Meta | null> {
  try {
    const { rows } = await sql<{ value: Meta }>`select value from bench_search_meta where key = 'data'`.execute(db);
    return rows[0]?.value ?? null;
  } catch {
    return null;
  }
}

async function writeMeta(db: Kysely<DB>, meta: Meta): Promise<void> {
  await sql`create table if not exists bench_search_meta (key text primary key, value jsonb not null)`.execute(db);
  await sql`insert into bench_search_meta values ('data', ${JSON.stringify(meta)}::jsonb)
    on conflict (key) do update set value = excluded.value`.execute(db);
}

async function counts(db: Kysely<DB>): Promise<PreparedDatabase['counts']> {
  const { rows } = await sql<PreparedDatabase['counts']>`select
      (select count(*)::int from listings) as listings,
      (select count(*)::int from listings where status = 'publish') as published,
      (select count(*)::int from listing_search) as "searchRows",
      (select count(*)::int from listing_search where boosted_until > now()) as boosted,
      (select count(*)::int from listing_stations) as stations,
      (select count(*)::int from listing_furniture) as furniture,
      (select count(*)::int from listing_facilities) as facilities`.execute(db);
  return rows[0]!;
}

/**
 * A database of `n` generated listings with a filled search table: the one from an earlier
 * run when it holds the same data (`regenerate` makes it again), else a new one.
 */
export async function prepareDatabase(
  kind: DbKind,
  n: number,
  options: {
    regenerate: boolean;
    log: (line: string) => void;
    /** PostgreSQL: the database's name (another benchmark's data of another size stays) */
    pgDatabase?: string;
    /**
     * Reuse a filled search table whatever the search code's fingerprint: for a change of how
     * the table is read (the search index's statements), not of what is written into it.
     */
    keepSearchTable?: boolean;
    /**
     * Reuse listings generated under older migrations: the new ones run on the data, as they
     * would on a live site, instead of generating it again (for a migration that only adds to
     * what is there; the search table is then filled again unless `keepSearchTable`).
     */
    migrate?: boolean;
  },
): Promise<PreparedDatabase> {
  const { log } = options;
  const name = options.pgDatabase ?? PG_DATABASE;
  holdBenchLock(kind === 'postgres' ? `postgres-${name}` : `pglite-${n}`);
  const schema = schemaFingerprint();
  const search = searchFingerprint();
  const env: Record<string, string> = kind === 'postgres' ? { DATABASE_URL: pgUrl(name) } : { DATA_DIR: pgliteDataDir(n) };
  const timings: PreparedDatabase['timings'] = [];
  const timed = async <T>(step: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    const ms = performance.now() - started;
    timings.push({ step, ms });
    log(`    ${step.padEnd(44)} ${(ms / 1000).toFixed(1)} s`);
    return result;
  };

  if (!options.regenerate) {
    const existing = await openExisting(kind, n, name);
    if (existing) {
      const meta = await readMeta(existing.db);
      if (meta && meta.schema !== schema && meta.n === n && options.migrate) {
        await timed('migrations run on the data', () => migrateToLatest(existing.db));
        meta.schema = schema;
        await writeMeta(existing.db, meta);
      }
      const current = meta && meta.schema === schema && meta.n === n ? await counts(existing.db) : null;
      if (meta && current && current.listings === n) {
        if ((meta.search === search || options.keepSearchTable) && current.searchRows === current.published && current.boosted > 0) {
          log(
            `  reused the ${kind} database of ${n.toLocaleString('en-US')} listings (same generator and schema, ${meta.search === search ? 'same search code' : 'its search table kept as asked (--keep-search-table)'}; --regenerate makes it again)`,
          );
          return { kind, n, env, reused: true, timings, counts: current, database: existing };
        }
        log(`  reused the ${kind} listings; the search code changed (or boosts ran out): filling listing_search again`);
        await timed('boosts made current', () => restampBoosts(existing.db));
        await timed('listing_search filled (search module refresh)', () => fillSearchTable(existing.db));
        await timed('vacuum analyze', () => vacuumAnalyze(existing.db));
        await writeMeta(existing.db, { schema, search, n });
        return { kind, n, env, reused: true, timings, counts: await counts(existing.db), database: existing };
      }
      log(`  the ${kind} database there holds other data (${meta ? `n=${meta.n}` : 'no generator record'}): making it again`);
      await existing.close();
    }
  }

  log(`  generating ${n.toLocaleString('en-US')} listings on ${kind}:`);
  const started = performance.now();
  const database = await timed('new database, migrations, master data', async () => {
    const db = await openFresh(kind, n, name);
    await migrateToLatest(db.db);
    await seed(db.db, { demo: false });
    return db;
  });
  await generateListings(database.db, n, timed);
  const generatedMs = performance.now() - started;
  await timed('listing_search filled (search module refresh)', () => fillSearchTable(database.db));
  await timed('vacuum analyze', () => vacuumAnalyze(database.db));
  await writeMeta(database.db, { schema, search, n });
  timings.push({ step: 'listings generated (total)', ms: generatedMs });
  timings.push({ step: 'total', ms: performance.now() - started });
  return { kind, n, env, reused: false, timings, counts: await counts(database.db), database };
}

async function vacuumAnalyze(db: Kysely<DB>): Promise<void> {
  // visibility map and statistics as autovacuum leaves a live table (PGlite has no autovacuum)
  for (const table of ['listings', 'listing_search', 'listing_stations', 'listing_images', 'listing_furniture', 'listing_facilities', 'users']) {
    await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  }
}

/**
 * Secondary indexes of these tables, dropped for a bulk load and built again after it (faster
 * than row by row), except those `keep` names: indexes the load itself reads.
 */
async function withIndexesDeferred<T>(db: Kysely<DB>, tables: string[], run: () => Promise<T>, timed: Timed, keep: (definition: string) => boolean = () => false): Promise<T> {
  const { rows } = await sql<{ name: string; def: string }>`
    select quote_ident(ci.relname) as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i
    join pg_class ci on ci.oid = i.indexrelid
    join pg_class ct on ct.oid = i.indrelid
    where ct.relname = any(${tables}::text[]) and ct.relnamespace = 'public'::regnamespace
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`.execute(db).then(({ rows }) => ({ rows: rows.filter((index) => !keep(index.def)) }));
  for (const index of rows) await sql.raw(`drop index ${index.name}`).execute(db);
  const result = await run();
  await timed(`${rows.length} indexes built (${tables.join(', ')})`, async () => {
    for (const index of rows) await sql.raw(index.def).execute(db);
  });
  return result;
}

type Timed = <T>(step: string, run: () => Promise<T>) => Promise<T>;

async function fillSearchTable(db: Kysely<DB>): Promise<void> {
  const timed: Timed = (_step, run) => run();
  await db.connection().execute(async (conn) => {
    // from empty, as after generating: a refill over the old rows would leave a table of twice the size
    await sql`truncate listing_search`.execute(conn);
    // the fill joins the generated tables: without their statistics (autovacuum may not have
    // analysed them yet on a busy machine) it planned a rescan of a materialised join and ran
    // for over 25 minutes instead of one or two
    await sql`analyze listings, listing_stations, listing_furniture, listing_facilities, listing_images`.execute(conn);
    await sql`set maintenance_work_mem = '512MB'`.execute(conn);
    // the price medians' indexes stay: each batch's quality scores read the medians of the rows
    // written so far (decision 065), a scan of the growing table per group without them (a
    // million rows took hours instead of minutes)
    await withIndexesDeferred(conn, ['listing_search'], () => refreshSearchTable(conn), timed, (definition) => definition.includes('_per_sqm'));
    await sql`reset maintenance_work_mem`.execute(conn);
  });
}

/** Boosts last days: a reused database gets its boosted share back before the run. */
async function restampBoosts(db: Kysely<DB>): Promise<void> {
  await sql`update listings set boosted_until = now() + interval '30 days' * (1 + (id % 7))
    where status = 'publish' and boosted_until is not null`.execute(db);
}

/**
 * Estate types as the market has them: share of listings, family, price medians and
 * spread (log-normal), size range and how often each is for rent, sale or both.
 */
const TYPE_ROWS = `
  ('condo',          45, 'condo',    true,  'condo',    22,   120,   15000, 0.55,  3200000, 0.60, 0.50, 0.30),
  ('apartment',       6, 'condo',    true,  null,       20,    45,    7000, 0.35,        0, 0.00, 1.00, 0.00),
  ('house',          14, 'house',    true,  'house',   120,   420,   35000, 0.50,  6500000, 0.55, 0.25, 0.60),
  ('twin-house',      4, 'house',    true,  'house',   100,   220,   22000, 0.40,  4000000, 0.45, 0.20, 0.65),
  ('townhome',       14, 'townhome', true,  'townhome', 80,   200,   18000, 0.40,  3000000, 0.50, 0.25, 0.60),
  ('land',            9, 'land',     false, null,      200, 16000,   30000, 0.80,  8000000, 0.90, 0.10, 0.85),
  ('factory',         3, 'factory',  false, null,      500,  6000,   80000, 0.60, 20000000, 0.60, 0.50, 0.30),
  ('business-lease',  5, 'shop',     false, null,       20,   250,   40000, 0.70,  1500000, 0.80, 0.25, 0.35)`;

/** Share of listings per province (the rest of the supported provinces share what is left). */
const PROVINCE_ROWS = `(10, 45, 1.0), (12, 14, 0.75), (11, 13, 0.7), (13, 11, 0.7), (73, 8, 0.65), (74, 9, 0.65)`;

/** How likely a furnished unit has each piece (bed, wardrobe, ...), by furniture slug. */
const FURNITURE_ROWS = `('bed', .85), ('wardrobe', .8), ('sofa', .6), ('tv', .5), ('refrigerator', .7), ('washing-machine', .55),
  ('air-conditioner', .85), ('water-heater', .7), ('microwave', .35), ('dining-table', .4), ('desk', .25), ('curtains', .6),
  ('electric-stove', .3), ('cooker-hood', .2), ('dressing-table', .3), ('shoe-cabinet', .25)`;

/** How likely a condo project, and a house estate, has each facility, by facility slug. */
const FACILITY_ROWS = `('swimming-pool', .55, 0), ('fitness', .55, 0), ('security-24h', .65, .6), ('cctv', .6, .5), ('key-card', .55, 0),
  ('parking', .55, .7), ('lift', .6, 0), ('garden', .25, .5), ('co-working-space', .2, 0), ('sauna', .15, 0), ('playground', .05, .3),
  ('shuttle', .2, 0), ('pet-area', .06, .05), ('convenience-store', .2, 0), ('laundry', .25, 0), ('library', .08, 0), ('ev-charger', .12, .1),
  ('wifi', .2, .1)`;

const THAI_HIGHLIGHTS = `array['ห้องมุม','ชั้นสูง','วิวสวย','พร้อมอยู่','ราคาดี','ด่วน','เฟอร์ครบ','รีโนเวทใหม่','ใกล้ห้าง','ทำเลดี','ราคาต่อรองได้','หิ้วกระเป๋าเข้าอยู่ได้เลย']`;
const ENGLISH_HIGHLIGHTS = `array['Corner unit','High floor','Nice view','Ready to move in','Good price','Urgent','Fully furnished','Newly renovated','Near mall','Great location','Negotiable','Move-in ready']`;

/** Writes the owners, listings and what hangs off them into an empty, seeded database. */
async function generateListings(db: Kysely<DB>, n: number, timed: Timed): Promise<void> {
  if (!Number.isInteger(n) || n < 1) throw new Error(`--n must be a positive integer, not ${n}`);
  await db.connection().execute(async (conn) => {
    const run = (query: string) => sql.raw(query).execute(conn);
    // a bulk load: no foreign-key triggers (every id comes from the master tables), big sorts
    await run(`set session_replication_role = replica`);
    await run(`set synchronous_commit = off`);
    await run(`set maintenance_work_mem = '512MB'`);
    await run(`set work_mem = '64MB'`);
    await run(`select setseed(0.20261123)`);

    await timed('master lookups', async () => {
      await run(`create temp table b_type as
        select et.id, v.slug, v.weight, v.family, v.residential, v.project_kind, v.area_lo, v.area_hi,
          v.rent_median, v.rent_sigma, v.sell_median, v.sell_sigma, v.p_rent, v.p_sell, et.name_th, et.name_en
        from (values ${TYPE_ROWS}) v(slug, weight, family, residential, project_kind, area_lo, area_hi, rent_median, rent_sigma,
          sell_median, sell_sigma, p_rent, p_sell)
        join estate_types et on et.slug = v.slug`);
      await run(`create temp table b_province as
        select p.id, p.name_th, p.name_en, v.weight, v.factor,
          (select array_agg(pe.id order by pe.id) from project_estates pe where pe.province_id = p.id and pe.kind in ('condo', 'mixed')) as condos
        from provinces p join (values ${PROVINCE_ROWS}) v(id, weight, factor) on v.id = p.id`);
      // a district's point: where its projects are; else near the province's projects
      await run(`create temp table b_district as
        with proj as (select district_id, avg(lat) lat, avg(lng) lng from project_estates where lat is not null group by district_id),
        prov as (select province_id, avg(lat) lat, avg(lng) lng from project_estates where lat is not null group by province_id)
        select d.id, d.province_id, d.name_th, d.name_en,
          regexp_replace(d.name_th, '^เขต', '') as short_th,
          regexp_replace(d.name_en, '^Khet ', '') as short_en,
          coalesce(proj.lat, prov.lat + ((d.id * 7919) % 161 - 80) / 1000.0) as lat,
          coalesce(proj.lng, prov.lng + ((d.id * 104729) % 161 - 80) / 1000.0) as lng,
          proj.district_id is not null as anchored,
          (select array_agg(s.id order by s.id) from sub_districts s where s.district_id = d.id) as subs,
          (select array_agg(pe.id order by pe.id) from project_estates pe where pe.district_id = d.id and pe.kind in ('condo', 'mixed')) as condos,
          (select array_agg(pe.id order by pe.id) from project_estates pe where pe.district_id = d.id and pe.kind in ('house', 'mixed')) as houses,
          (select array_agg(pe.id order by pe.id) from project_estates pe where pe.district_id = d.id and pe.kind in ('townhome', 'mixed')) as townhomes
        from districts d
        join b_province bp on bp.id = d.province_id
        left join proj on proj.district_id = d.id
        left join prov on prov.province_id = d.province_id`);
      // the open stations within 6 km of the district's point, nearest first (at most four)
      await run(`alter table b_district add column st_ids int[], add column st_types int[], add column st_km float8[],
        add column st_th text[], add column st_en text[]`);
      await run(`update b_district d set st_ids = s.ids, st_types = s.types, st_km = s.km, st_th = s.th, st_en = s.en
        from (
          select d2.id, array_agg(n.id order by n.km) ids, array_agg(n.train_type_id order by n.km) types, array_agg(n.km order by n.km) km,
            array_agg(n.code || ' ' || n.name_th order by n.km) th, array_agg(n.code || ' ' || n.name_en order by n.km) en
          from b_district d2
          cross join lateral (
            select s.id, l.train_type_id, tt.code, s.name_th, s.name_en,
              2 * 6371 * asin(sqrt(power(sin(radians(s.lat - d2.lat) / 2), 2)
                + cos(radians(d2.lat)) * cos(radians(s.lat)) * power(sin(radians(s.lng - d2.lng) / 2), 2))) as km
            from train_stations s join train_lines l on l.id = s.train_line_id join train_types tt on tt.id = l.train_type_id
            where s.is_open
            order by km limit 4
          ) n
          where n.km <= 6
          group by d2.id
        ) s
        where s.id = d.id`);
      // slots to draw from: a district's share is its province's, split 4:1 between districts with projects and without
      await run(`create temp table b_const as
        select
          (select array_agg(id) from (
            select d.id from b_district d join b_province p on p.id = d.province_id
            cross join lateral generate_series(1, greatest(1, round(p.weight * 40.0 * (case when d.anchored then 4 else 1 end)
              / (select sum(case when d2.anchored then 4 else 1 end) from b_district d2 where d2.province_id = d.province_id))::int))
          ) x) as dslots,
          (select array_agg(id) from (select t.id from b_type t cross join lateral generate_series(1, t.weight)) x) as tslots`);
      await run(`create temp table b_furniture as select f.id, v.p from (values ${FURNITURE_ROWS}) v(slug, p) join furniture f on f.slug = v.slug`);
      await run(`create temp table b_facility as select f.id, v.p_condo, v.p_house from (values ${FACILITY_ROWS}) v(slug, p_condo, p_house) join facilities f on f.slug = v.slug`);
    });

    await timed(`${OWNER_COUNT} owners`, () =>
      run(`insert into users (email, email_verified_at, account_type, user_type, firstname, lastname, company_name, phone, show_phone, created_at)
        select format('bench.owner%s@example.com', i), now(), 1,
          case when i % 5 = 0 then 'company' else 'individual' end,
          (array['สมชาย','สมหญิง','วิชัย','นภา','ธนพล','กัญญา','ประเสริฐ','พิมพ์ชนก','อนุชา','ศิริพร','John','Anna'])[1 + i % 12],
          (array['ใจดี','รักบ้าน','มั่นคง','ศรีสุข','บุญมา','ทองดี','สายสุวรรณ','Smith','แก้วใส','วงศ์ไทย','Lee'])[1 + i % 11],
          case when i % 5 = 0 then format('เอเจนซี่ตัวอย่าง %s พร็อพเพอร์ตี้', i) end,
          format('08%s', lpad(i::text, 8, '0')), i % 2 = 0, now() - interval '400 days'
        from generate_series(1, ${OWNER_COUNT}) i`),
    );

    await timed('listing plans (random draws)', async () => {
      await run(`create temp table b_draw as
        select i as id, c.dslots[1 + floor(random() * cardinality(c.dslots))::int] as district0,
          c.tslots[1 + floor(random() * cardinality(c.tslots))::int] as type_id,
          random() u_sell, random() u_area, random() u_z1, random() u_z2, random() u_proj, random() u_sub, random() u_bed,
          random() u_bath, random() u_car, random() u_flags, random() u_status, random() u_age, random() u_boost, random() u_title,
          random() u_owner, random() u_st, random() u_geo1, random() u_geo2, random() u_hl, random() u_floor, random() u_furn
        from generate_series(1, ${n}) i cross join b_const c`);
      // a price outside the market's range lands spread just inside it, not piled on the bound
      await run(`create function pg_temp.bounded(v float8, lo float8, hi float8, u float8) returns float8 language sql immutable as
        $$ select case when v < lo then lo * (1 + 0.5 * u) when v > hi then hi * (0.75 + 0.25 * u) else v end $$`);
      // the project first (a condo lives in one), then the district it is in
      await run(`create temp table b_plan as
        with a as (
          select r.*, t.family, t.residential, t.slug as type_slug,
            case t.project_kind
              when 'condo' then case when r.u_proj < 0.92 then coalesce(
                d0.condos[1 + floor(r.u_proj / 0.92 * coalesce(cardinality(d0.condos), 0))::int],
                p0.condos[1 + floor(r.u_proj / 0.92 * coalesce(cardinality(p0.condos), 0))::int]) end
              when 'house' then case when r.u_proj < 0.5 then d0.houses[1 + floor(r.u_proj / 0.5 * coalesce(cardinality(d0.houses), 0))::int] end
              when 'townhome' then case when r.u_proj < 0.5 then d0.townhomes[1 + floor(r.u_proj / 0.5 * coalesce(cardinality(d0.townhomes), 0))::int] end
            end as project_id,
            -- log-normal price and a skewed size (more small units than big ones)
            sqrt(-2 * ln(1 - r.u_z1)) * cos(2 * pi() * r.u_z2) as z,
            t.area_lo + (t.area_hi - t.area_lo) * power(r.u_area, 1.8) as area0,
            case when r.u_sell < t.p_rent then 'เช่า' when r.u_sell < t.p_rent + t.p_sell then 'ขาย' else 'ขาย/เช่า' end as sell_type,
            t.rent_median, t.rent_sigma, t.sell_median, t.sell_sigma, t.area_lo, t.area_hi
          from b_draw r
          join b_type t on t.id = r.type_id
          join b_district d0 on d0.id = r.district0
          join b_province p0 on p0.id = d0.province_id
          offset 0
        ), b as (
          select a.*, coalesce(pe.district_id, a.district0) as district_id,
            case when a.family = 'land' then round(a.area0 / 4) * 4 else round(a.area0) end as area
          from a left join project_estates pe on pe.id = a.project_id
        ), c as (
          select b.*, d.province_id, p.factor,
            d.subs[1 + floor(b.u_sub * cardinality(d.subs))::int] as sub_district_id,
            (0.6 + 0.8 * (b.area - b.area_lo) / (b.area_hi - b.area_lo)) * p.factor as size_factor,
            case b.family
              when 'condo' then case when b.type_slug = 'apartment' then (b.u_bed < 0.3)::int
                when b.area < 30 then (b.u_bed < 0.45)::int when b.area < 50 then 1 when b.area < 80 then 2
                when b.u_bed < 0.85 then 3 else 4 end
              when 'house' then 3 + floor(b.u_bed * 2.6)::int
              when 'townhome' then 2 + floor(b.u_bed * 2.4)::int
              else 0 end as bed
          from b join b_district d on d.id = b.district_id join b_province p on p.id = d.province_id
        )
        select c.id, 1 + floor(${OWNER_COUNT} * power(c.u_owner, 2.2))::int as user_id, c.type_id, c.type_slug, c.family, c.residential,
          c.project_id, c.district_id, c.province_id, c.sub_district_id, c.sell_type, c.area,
          case when c.sell_type <> 'ขาย' then round(pg_temp.bounded(c.rent_median * exp(c.rent_sigma * c.z) * c.size_factor, 5000, 150000, c.u_geo2) / 500) * 500 end as rent,
          case when c.sell_type <> 'เช่า' then round(pg_temp.bounded(c.sell_median * exp(c.sell_sigma * c.z) * c.size_factor, 1000000, 30000000, c.u_geo2) / 10000) * 10000 end as sell,
          c.bed,
          case when c.residential then greatest(1, c.bed - (c.u_bath < 0.4)::int)
            when c.family = 'factory' then 2 + floor(c.u_bath * 3)::int when c.family = 'shop' then 1 + (c.u_bath < 0.4)::int else 0 end as bath,
          case c.family when 'condo' then (c.u_car < 0.55)::int when 'house' then 2 + floor(c.u_car * 3)::int
            when 'townhome' then 1 + (c.u_car < 0.5)::int when 'factory' then 3 + floor(c.u_car * 5)::int
            when 'shop' then floor(c.u_car * 3)::int else 0 end as car,
          c.bed > 0 or (c.residential and c.u_flags < 0.5) as living,
          c.bed > 1 as dining,
          (c.residential and (c.bed > 0 or c.u_flags < 0.5)) or c.family = 'shop' as kitchen,
          c.u_flags < (case when c.family = 'condo' then 0.25 else 0.6 end) as pet,
          c.residential and c.u_furn < 0.7 as cook,
          c.u_hl < 0.15 as smoke,
          case when c.u_status < 0.85 then 'publish' when c.u_status < 0.91 then 'closed' when c.u_status < 0.95 then 'un-publish'
            when c.u_status < 0.98 then 'pending' else 'banned' end as status,
          now() - interval '1 day' * (0.02 + 58 * power(c.u_age, 1.3)) as published_at,
          c.u_boost < 0.02 as boosted,
          case when c.family in ('land', 'factory') then (c.u_st < 0.4)::int
            when c.u_st < 0.12 then 0 when c.u_st < 0.4 then 1 when c.u_st < 0.72 then 2 else 3 end as station_n,
          0.55 + 0.9 * c.u_geo1 as km_factor,
          c.u_geo1, c.u_geo2, c.u_title, c.u_hl, c.u_floor, c.u_furn
        from c`);
    });

    await withIndexesDeferred(conn, ['listings'], () => timed('listings', () => run(`
      insert into listings (id, user_id, status, sell_type, estate_type_id, project_estate_id, project_estate_name, area_size, released_year,
        total_floor, room_floor, total_bedroom, total_restroom, car_park_size, total_kitchen, total_diningroom, total_livingroom, room_code,
        direction, is_pet_allow, is_cooking_allow, is_smoking_allow, rent_price, sell_price, maintenance_fee, deposit_price,
        water_price_per_unit, electricity_price_per_unit, location_lat, location_lng, postal_code, province_id, district_id, sub_district_id,
        announce_title, announce_description, contact_firstname, contact_phone, unit_key, view_count, submitted_at, approved_at,
        first_published_at, published_at, expires_at, closed_at, boosted_until, created_at, updated_at)
      select x.id, x.user_id, x.status, x.sell_type, x.type_id, x.project_id,
        coalesce(pe.name_th, pe.name_en, t.name_th || ' ' || d.short_th), x.area,
        coalesce(pe.completion_year, case when x.residential then 1995 + floor(x.u_floor * 30)::int end),
        x.total_floor, case when x.family = 'condo' then 2 + floor(x.u_floor * (x.total_floor - 1))::int end,
        x.bed, x.bath, x.car, x.kitchen::int, x.dining::int, x.living::int,
        concat(case when x.bed >= 4 then '4+B' when x.bed > 0 then x.bed || 'B' end,
          case when x.bath >= 4 then '4+R' when x.bath > 0 then x.bath || 'R' end,
          case when x.car >= 4 then '4+C' when x.car > 0 then x.car || 'C' end,
          case when x.living then 'L' end, case when x.dining then 'D' end, case when x.kitchen then 'K' end),
        case when x.family <> 'land' then (array['N','NE','E','SE','S','SW','W','NW'])[1 + floor(x.u_geo2 * 8)::int] end,
        x.pet, x.cook, x.smoke, x.rent, x.sell,
        case when x.family = 'condo' and x.sell is not null then round(x.area * 50) end,
        x.rent * 2, case when x.rent is not null and x.residential then 18 end, case when x.rent is not null and x.residential then 7 end,
        round((d.lat + (x.u_geo1 - 0.5) * 0.03)::numeric, 6), round((d.lng + (x.u_geo2 - 0.5) * 0.03)::numeric, 6),
        s.postal_code, x.province_id, x.district_id, x.sub_district_id,
        x.title, x.description,
        u.firstname, u.phone, 'bench-' || x.id, floor(x.u_hl * 400)::int,
        x.published_at - interval '2 hours', case when x.status <> 'pending' then x.published_at end,
        case when x.status <> 'pending' then x.published_at end, case when x.status <> 'pending' then x.published_at end,
        case when x.status <> 'pending' then x.published_at + interval '60 days' end,
        case when x.status = 'closed' then x.published_at + interval '20 days' end,
        case when x.boosted and x.status = 'publish' then now() + interval '30 days' * (1 + (x.id % 7)) end,
        x.published_at - interval '1 day', x.published_at
      from (
        select p.*, p.total_floor0 as total_floor,
          -- what the title says, Thai (with and without spaces) or English, as owners write it
          case when p.english then case p.variant % 4
              when 0 then format('%s for %s%s, %s, %s', p.type_en, p.sell_en, case when p.st_near then ' near ' || p.st_en end, p.rooms_en, p.place_en)
              when 1 then format('%s %s %s at %s%s', p.rooms_en, lower(p.type_en), p.sell_word_en, p.place_en, case when p.st_near then ', ' || p.st_en end)
              when 2 then format('%s! %s %s %s sqm for %s', p.hl_en, p.type_en, p.dshort_en, p.area, p.sell_en)
              else format('For %s: %s %s, %s, %s THB%s', p.sell_en, lower(p.type_en), p.place_en, p.rooms_en,
                to_char(coalesce(p.rent, p.sell), 'FM999,999,999'), case when p.rent is not null then '/month' else '' end) end
            else case p.variant % 6
              when 0 then concat(p.sell_th, p.type_th, ' ', p.place_th, ' ', p.rooms_th, case when p.st_near then ' ใกล้ ' || p.st_th end)
              when 1 then concat(p.sell_th, p.type_th, p.dshort_th, ' ', p.rooms_th, ' ', p.hl_th)
              when 2 then concat(p.type_th, p.dshort_th, ' ', p.sell_th, ' ', p.rooms_th, case when p.st_near then ' ติด' || replace(p.st_th, ' ', '') end)
              when 3 then concat(p.hl_th, '!! ', p.sell_th, p.type_th, ' ', p.place_th, ' ', p.area, ' ตร.ม.', case when p.bed > 0 then ' ' || p.rooms_th end)
              when 4 then concat(p.sell_th, p.type_th, 'ย่าน', p.dshort_th, ' ', p.rooms_th, ' ราคา ', to_char(coalesce(p.rent, p.sell), 'FM999,999,999'))
              else concat(p.sell_th, coalesce(' ' || p.project_en, p.type_th || p.dshort_th), ' ', p.rooms_th, case when p.st_near then ' ใกล้ ' || p.st_th end) end
          end as title,
          concat_ws(e'\n',
            concat(p.sell_th, p.type_th, ' ', p.place_th, ' พื้นที่ ', p.area, ' ตร.ม.', case when p.bed > 0 then format(' %s ห้องนอน %s ห้องน้ำ', p.bed, p.bath) end),
            concat('ตั้งอยู่ที่ ', p.sub_th, ' ', p.dshort_th, ' ', p.province_th, ' ', p.postal),
            case when p.st_th is not null then format('ห่างจาก %s ประมาณ %s กม.', p.st_th, to_char(p.st_km, 'FM90.0')) end,
            concat_ws(' / ', case when p.rent is not null then format('ค่าเช่า %s บาท/เดือน', to_char(p.rent, 'FM999,999,999')) end,
              case when p.sell is not null then format('ราคาขาย %s บาท', to_char(p.sell, 'FM999,999,999')) end),
            '',
            format('%s for %s in %s, %s. %s', p.type_en, p.sell_en, p.dshort_en, p.province_en,
              case when p.st_en is not null then format('About %s km from %s.', to_char(p.st_km, 'FM90.0'), p.st_en) else '' end)
          ) as description
        from (
          select x.*, t.name_th as type_th, t.name_en as type_en,
            case x.sell_type when 'เช่า' then 'ให้เช่า' when 'ขาย' then 'ขาย' else 'ขาย/ให้เช่า' end as sell_th,
            case x.sell_type when 'เช่า' then 'rent' when 'ขาย' then 'sale' else 'sale or rent' end as sell_en,
            case x.sell_type when 'เช่า' then 'for rent' when 'ขาย' then 'for sale' else 'for sale or rent' end as sell_word_en,
            coalesce(pe.name_th, pe.name_en, d.short_th) as place_th, coalesce(pe.name_en, d.short_en) as place_en, pe.name_en as project_en,
            d.short_th as dshort_th, d.short_en as dshort_en, pr.name_th as province_th, pr.name_en as province_en,
            sd.name_th as sub_th, sd.postal_code as postal,
            case when x.station_n > 0 then d.st_th[1] end as st_th, case when x.station_n > 0 then d.st_en[1] end as st_en,
            case when x.station_n > 0 then d.st_km[1] * x.km_factor end as st_km,
            x.station_n > 0 and d.st_km[1] * x.km_factor <= 3 as st_near,
            case when x.family = 'land' then to_char(x.area / 1600.0, 'FM990.0') || ' ไร่'
              when x.bed = 0 and x.family = 'condo' then 'ห้องสตูดิโอ' when x.bed = 0 then x.area || ' ตร.ม.'
              else x.bed || ' ห้องนอน' end as rooms_th,
            case when x.family = 'land' then to_char(x.area / 1600.0, 'FM990.0') || ' rai'
              when x.bed = 0 and x.family = 'condo' then 'studio' when x.bed = 0 then x.area || ' sqm'
              when x.bed = 1 then '1 bedroom' else x.bed || ' bedrooms' end as rooms_en,
            (${THAI_HIGHLIGHTS})[1 + floor(x.u_hl * 12)::int] as hl_th,
            (${ENGLISH_HIGHLIGHTS})[1 + floor(x.u_hl * 12)::int] as hl_en,
            x.u_title < 0.3 as english, floor(x.u_title * 1000)::int as variant,
            case when x.family = 'condo' then 8 + floor(x.u_floor * 38)::int when x.family in ('house', 'townhome') then 2 + (x.u_floor < 0.3)::int end as total_floor0
          from b_plan x
          join b_type t on t.id = x.type_id
          join b_district d on d.id = x.district_id
          join b_province pr on pr.id = x.province_id
          join sub_districts sd on sd.id = x.sub_district_id
          left join project_estates pe on pe.id = x.project_id
          offset 0
        ) p
      ) x
      join b_type t on t.id = x.type_id
      join b_district d on d.id = x.district_id
      join sub_districts s on s.id = x.sub_district_id
      join users u on u.id = x.user_id
      left join project_estates pe on pe.id = x.project_id
      order by x.id`)), timed);
    await run(`select setval('listings_id_seq', (select max(id) from listings))`);

    await withIndexesDeferred(conn, ['listing_stations', 'listing_furniture', 'listing_facilities', 'listing_images'], async () => {
      await timed('listing_stations', () => run(`
        insert into listing_stations (listing_id, train_station_id, train_type_id, distance_km, position)
        select x.id, d.st_ids[k], d.st_types[k], round((d.st_km[k] * x.km_factor)::numeric, 2), k - 1
        from b_plan x join b_district d on d.id = x.district_id
        cross join lateral generate_series(1, least(x.station_n, coalesce(cardinality(d.st_ids), 0))) k`));
      // a third of the homes come unfurnished, a third partly, a third fully
      await timed('listing_furniture', () => run(`
        insert into listing_furniture (listing_id, furniture_id)
        select x.id, f.id from b_plan x join b_furniture f on random() < f.p * (case when x.u_furn < 0.3 then 0 when x.u_furn < 0.6 then 0.5 else 1 end)
        where x.residential`));
      await timed('listing_facilities', () => run(`
        insert into listing_facilities (listing_id, facility_id)
        select x.id, f.id from b_plan x join b_facility f
          on random() < case when x.family = 'condo' then f.p_condo when x.family in ('house', 'townhome') then f.p_house else f.p_house / 3 end`));
      await timed('listing_images (a cover each)', () => run(`
        insert into listing_images (user_id, listing_id, role, position, url, thumb_url, large_url, created_at)
        select x.user_id, x.id, 'cover', 0, format('/uploads/bench/%s-%s.webp?listing=%s', x.family, x.id % 12, x.id),
          format('/uploads/bench/%s-%s-thumb.webp', x.family, x.id % 12), format('/uploads/bench/%s-%s-large.webp', x.family, x.id % 12),
          x.published_at
        from b_plan x`));
    }, timed);

    await run(`drop table b_draw, b_plan, b_const, b_type, b_province, b_district, b_furniture, b_facility`);
    // PGlite is one session: leave it as it was found for the plans printed next
    await run(`reset all`);
  });
}
