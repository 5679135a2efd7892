/**
 * The owner's dashboard at ten million events: the latency of each dashboard call for an
 * owner with 200 listings (target p95 <= 50 ms).
 *
 * 1. A fresh database (PGlite, or PostgreSQL with `--db postgres`: BENCH_PG_ADMIN_URL, else
 *    TEST_DATABASE_URL, else the local server; a database of its own is created and dropped)
 *    is migrated and given, by the database itself (INSERT ... SELECT over generate_series),
 *    a year of events: 10,000 listings of 500 other owners and the owner's 200; 6,500,000
 *    raw listing events (views, favourites, contacts; a fifth on the owner's listings) in
 *    chunks, each rolled up by the migration's trigger as the app's writes are; 2,000,000
 *    search impressions added to the rollup as the batch writer adds them; 1,500,000 search
 *    log entries (keywords, provinces, districts, stations, price ranges) rolled up by their
 *    trigger; 5,000 leads and 50 boosts of the owner's.
 * 2. The API listens on an ephemeral port over that database; each call is made one at a
 *    time over HTTP as the owner (insight, announce-list and search-analytic for 7, 30 and
 *    90 days; the list in several orders and pages; the leads inbox), after a warm-up:
 *    p50/p95/p99 per call.
 *
 * With `--keep` the generated data stays for the next run with `--keep` (PostgreSQL: the
 * database `baandee_bench_dashboard`; PGlite: a data folder under the system's temporary
 * folder), so the calls can be measured again, on a quiet machine, without generating it.
 *
 * `npx node --import tsx bench/dashboard.ts [--db pglite|postgres] [--samples 200] [--keep] [--only search-analytic]`
 */
import os from 'node:os';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openPglite, openPostgres, type Database } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { seed } from '../apps/api/src/db/seed/index.js';
import { expiresIn, newToken, SESSION_TTL_MS } from '../apps/api/src/lib/tokens.js';
import { percentile } from './lib.js';
import { refreshSearchTable } from './search-module.js';

const OWNER_LISTINGS = 200;
const OTHER_OWNERS = 500;
const OTHER_LISTINGS = 10_000;
const RAW_EVENTS = 6_500_000;
const IMPRESSIONS = 2_000_000;
const SEARCHES = 1_500_000;
const CHUNK = 500_000;
/** Share of the events on the owner's listings: every one of their listing-days has some. */
const OWNER_SHARE = 0.2;
const P95_TARGET_MS = 50;

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const kind = arg('--db') ?? 'pglite';
if (kind !== 'pglite' && kind !== 'postgres') throw new Error('--db pglite|postgres');
const SAMPLES = Number(arg('--samples') ?? 200);
const KEEP = process.argv.includes('--keep');
/** `--only search-analytic`: time one kind of call. */
const ONLY = arg('--only');
const KEPT_NAME = 'baandee_bench_dashboard';
const ms = (value: number) => `${value.toFixed(1)} ms`;
const count = (value: number) => value.toLocaleString('en');

async function openDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    if (!KEEP) return { database: await openPglite(), drop: async () => undefined };
    const kept = path.join(os.tmpdir(), KEPT_NAME);
    mkdirSync(kept, { recursive: true });
    return { database: await openPglite({ dataDir: kept }), drop: async () => undefined };
  }
  const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = KEEP ? KEPT_NAME : `baandee_bench_dashboard_${process.pid}`;
  const admin = await openPostgres(adminUrl);
  const exists = await sql<{ found: boolean }>`select exists (select 1 from pg_database where datname = ${name}) as found`.execute(admin.db);
  if (!exists.rows[0]?.found) await sql.raw(`create database ${name} template template0 encoding 'UTF8' locale 'C.UTF-8'`).execute(admin.db);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: await openPostgres(url.toString()),
    async drop() {
      if (!KEEP) await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
      await admin.close();
    },
  };
}

/** The owner of a kept data set whose generation finished (the last step writes the boosts), or null. */
async function keptOwner(db: Database['db']): Promise<number | null> {
  const found = await sql<{ id: number }>`
    select u.id from users u where u.email = 'bench.owner@example.com' and exists (select 1 from boosts b where b.user_id = u.id)`
    .execute(db)
    .catch(() => ({ rows: [] }));
  return found.rows[0]?.id ?? null;
}

const { database, drop } = await openDatabase();
const db = database.db;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-bench-dashboard-'));
const timed = async (label: string, work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

try {
  const kept = KEEP ? await keptOwner(db) : null;
  await migrateToLatest(db);
  let ownerId = kept ?? 0;
  if (kept !== null) console.log(`dashboard bench on ${kind}, ${os.cpus().length} CPUs; the kept data set (--keep)`);
  else {
    const half = await sql<{ found: boolean }>`select exists (select 1 from users where email = 'bench.owner@example.com') as found`.execute(db);
    if (half.rows[0]?.found) throw new Error(`the kept data set is half generated: drop the database ${KEPT_NAME} (or remove ${path.join(os.tmpdir(), KEPT_NAME)}) and run again`);
    await seed(db, { demo: false });
    console.log(`dashboard bench on ${kind}, ${os.cpus().length} CPUs; generating a year of events`);

    await timed('owners and listings', async () => {
      const owner = await sql<{ id: number }>`insert into users (email, account_type, email_verified_at) values ('bench.owner@example.com', 1, now()) returning id`.execute(db);
      ownerId = owner.rows[0]!.id;
      await sql`insert into users (email, account_type, email_verified_at)
        select 'bench.other.' || n || '@example.com', 1, now() from generate_series(1, ${OTHER_OWNERS}) n`.execute(db);
      // Bangkok mostly, the five provinces around it too; the owner in a dozen Bangkok districts, three estate types
      await sql`
        with places as (select array_agg(id order by id) as ids, array_agg(province_id order by id) as provinces from districts),
        bangkok as (select array_agg(id order by id) as ids from districts where province_id = 10),
        others as (select array_agg(id order by id) as ids from users where email like 'bench.other.%')
        insert into listings (user_id, status, sell_type, estate_type_id, province_id, district_id, announce_title, rent_price,
          published_at, first_published_at, closed_at)
        select
          case when n <= ${OWNER_LISTINGS} then ${ownerId} else others.ids[1 + (n % ${OTHER_OWNERS})] end,
          case when n % 10 = 0 then 'closed' else 'publish' end,
          'เช่า',
          case when n <= ${OWNER_LISTINGS} then 1 + n % 3 else 1 + n % 8 end,
          case when n <= ${OWNER_LISTINGS} or n % 10 < 7 then 10 else places.provinces[1 + (n * 7) % cardinality(places.ids)] end,
          case when n <= ${OWNER_LISTINGS} then bangkok.ids[1 + n % 12]
               when n % 10 < 7 then bangkok.ids[1 + (n * 13) % cardinality(bangkok.ids)]
               else places.ids[1 + (n * 7) % cardinality(places.ids)] end,
          'คอนโดให้เช่า ห้องที่ ' || n,
          5000 + (n * 37) % 60000,
          now() - ((n * 17) % 360 || ' days')::interval,
          now() - ((n * 17) % 360 || ' days')::interval,
          case when n % 10 = 0 then now() - ((n * 3) % 30 || ' days')::interval end
        from generate_series(1, ${OWNER_LISTINGS + OTHER_LISTINGS}) n, places, bangkok, others`.execute(db);
      await sql`insert into listing_stations (listing_id, train_station_id, train_type_id, distance_km, position)
        select l.id, s.id, tl.train_type_id, 0.8, 0
        from listings l
        join train_stations s on s.id = (select id from train_stations order by id offset (l.id % 40) limit 1)
        join train_lines tl on tl.id = s.train_line_id`.execute(db);
      await refreshSearchTable(db);
    });

    const pools = sql`(select array_agg(id order by id) as ids, array_agg(user_id order by id) as users from listings where user_id = ${ownerId}) as mine,
      (select array_agg(id order by id) as ids, array_agg(user_id order by id) as users from listings where user_id <> ${ownerId}) as theirs`;
    await timed(`${count(RAW_EVENTS)} views, favourites and contacts (rolled up by the trigger, ${count(CHUNK)} a statement)`, async () => {
      for (let done = 0; done < RAW_EVENTS; done += CHUNK) {
        await sql`
          insert into listing_events (listing_id, owner_id, kind, created_at)
          select case when pick.mine then mine.ids[pick.k % cardinality(mine.ids) + 1] else theirs.ids[pick.k % cardinality(theirs.ids) + 1] end,
            case when pick.mine then mine.users[pick.k % cardinality(mine.ids) + 1] else theirs.users[pick.k % cardinality(theirs.ids) + 1] end,
            case when pick.r < 0.923 then 'view' when pick.r < 0.969 then 'favorite' else 'contact' end,
            now() - pick.age * interval '365 days'
          from ${pools},
            lateral (select random() < ${OWNER_SHARE} as mine, (random() * 1e9)::int as k, random() as r, random() as age from generate_series(1, ${CHUNK}) g) as pick`.execute(db);
      }
    });

    await timed(`${count(IMPRESSIONS)} impressions (summed per listing and day, added as the batch writer adds them)`, async () => {
      for (let done = 0; done < IMPRESSIONS; done += CHUNK) {
        await sql`
          insert into listing_daily_stats as s (listing_id, day, owner_id, impressions)
          select listing_id, day, owner_id, count(*) from (
            select case when pick.mine then mine.ids[pick.k % cardinality(mine.ids) + 1] else theirs.ids[pick.k % cardinality(theirs.ids) + 1] end as listing_id,
              case when pick.mine then mine.users[pick.k % cardinality(mine.ids) + 1] else theirs.users[pick.k % cardinality(theirs.ids) + 1] end as owner_id,
              ((now() - pick.age * interval '365 days') at time zone 'Asia/Bangkok')::date as day
            from ${pools},
              lateral (select random() < ${OWNER_SHARE} as mine, (random() * 1e9)::int as k, random() as age from generate_series(1, ${CHUNK}) g) as pick
          ) as shown
          group by 1, 2, 3
          order by 1, 2
          on conflict (listing_id, day) do update set impressions = s.impressions + excluded.impressions`.execute(db);
      }
    });

    await timed(`${count(SEARCHES)} searches (rolled up by the trigger)`, async () => {
      for (let done = 0; done < SEARCHES; done += CHUNK) {
        await sql`
          insert into search_logs (source, keyword, sell_type, estate_type_id, province_id, district_id, min_price, max_price, filter, result_count, created_at)
          select 'search',
            case when r.k < 0.6 then (array['คอนโด', 'condo', 'บ้านเดี่ยว', 'ทาวน์โฮม', 'อโศก', 'asok', 'สุขุมวิท', 'ใกล้ BTS', 'ใกล้ MRT', 'pet friendly',
              'สาทร', 'บางนา', 'ลาดพร้าว', 'rama 9', 'ห้องใหญ่', 'วิวแม่น้ำ', 'ราคาถูก', 'ใกล้มหาวิทยาลัย', 'อ่อนนุช', 'ทองหล่อ'])[1 + (r.w * 20)::int % 20]
              || case when r.k < 0.15 then ' ' || (r.w * 1000)::int else '' end end,
            'เช่า',
            case when r.t < 0.3 then null else 1 + (r.t * 100)::int % 8 end,
            case when r.p < 0.25 then null when r.p < 0.85 then 10 else (array[11, 12, 13, 73, 74])[1 + (r.p * 100)::int % 5] end,
            case when r.p >= 0.25 and r.p < 0.85 and r.d < 0.6 then bangkok.ids[1 + (r.d * 1000)::int % cardinality(bangkok.ids)] end,
            case when r.m < 0.5 then 0 else ((r.m * 20)::int * 5000) end,
            case when r.m < 0.3 then 10000000 else 10000 + (r.m * 40)::int * 2500 end,
            jsonb_build_object('train_station_cast', case when r.s < 0.2 then jsonb_build_array(1 + (r.s * 1000)::int % 40) else '[]'::jsonb end),
            (r.k * 500)::int,
            now() - r.age * interval '365 days'
          from (select array_agg(id order by id) as ids from districts where province_id = 10) as bangkok,
            lateral (select random() as k, random() as w, random() as t, random() as p, random() as d, random() as m, random() as s, random() as age
              from generate_series(1, ${CHUNK}) g) as r`.execute(db);
      }
    });

    await timed('leads and boosts of the owner', async () => {
      await sql`insert into listing_leads (listing_id, owner_id, name, email, phone, message, created_at, read_at)
        select mine.ids[1 + n % cardinality(mine.ids)], ${ownerId}, 'ผู้สนใจ ' || n, 'lead' || n || '@example.com', '0891234567', 'สนใจห้องนี้ค่ะ',
          now() - (n % 365 || ' days')::interval, case when n % 3 = 0 then now() end
        from generate_series(1, 5000) n, (select array_agg(id order by id) as ids from listings where user_id = ${ownerId}) as mine`.execute(db);
      await sql`insert into boosts (listing_id, user_id, status, paid_with, credits, starts_at, ends_at)
        select mine.ids[1 + n * 3], ${ownerId}, 'ended', 'credits', 2, now() - ((n * 7) || ' days')::interval, now() - ((n * 7 - 7) || ' days')::interval
        from generate_series(1, 50) n, (select array_agg(id order by id) as ids from listings where user_id = ${ownerId}) as mine`.execute(db);
    });
    await timed('vacuum analyze and checkpoint', async () => {
      for (const table of ['listing_events', 'listing_daily_stats', 'owner_daily_stats', 'search_logs', 'search_daily_terms', 'listings', 'listing_search', 'listing_leads', 'boosts']) {
        await sql`vacuum analyze ${sql.table(table)}`.execute(db);
      }
      await sql`checkpoint`.execute(db);
    });
  }

  const sizes = await sql<{ events: number; impressions: number; searches: number; listing_days: number; owner_listing_days: number; owner_days: number; terms: number }>`
    select (select count(*) from listing_events)::int as events,
      (select sum(impressions) from listing_daily_stats)::int as impressions,
      (select count(*) from search_logs)::int as searches,
      (select count(*) from listing_daily_stats)::int as listing_days,
      (select count(*) from listing_daily_stats where owner_id = ${ownerId})::int as owner_listing_days,
      (select count(*) from owner_daily_stats where owner_id = ${ownerId})::int as owner_days,
      (select count(*) from search_daily_terms)::int as terms`.execute(db);
  const size = sizes.rows[0]!;
  console.log(
    `  events: ${count(size.events + size.impressions + size.searches)} (${count(size.events)} raw, ${count(size.impressions)} impressions, ${count(size.searches)} searches); ` +
      `rollups: ${count(size.listing_days)} listing-days (${count(size.owner_listing_days)} of the owner's), ${count(size.owner_days)} owner-days, ${count(size.terms)} search term-days`,
  );

  // ---- 2. the calls through the HTTP server --------------------------------------------------
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', JOBS_POLL_INTERVAL_SECONDS: '0' });
  const app = await buildApp({ config, database, mailer: { send: async () => undefined } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const { token, hash } = newToken();
    await app.sessionsRepository.insert({ userId: ownerId, tokenHash: hash, expiresAt: expiresIn(SESSION_TTL_MS) });
    const headers = { authorization: `Bearer ${token}` };
    const calls: [string, string[]][] = [
      ['insight', ['/api/dashboard/insight?period=7', '/api/dashboard/insight?period=30', '/api/dashboard/insight?period=90']],
      [
        'announce-list',
        [
          '/api/dashboard/announce-list?period=30',
          '/api/dashboard/announce-list?period=90&order_by=leads&page=5',
          '/api/dashboard/announce-list?period=7&order_by=view_to_lead&direction=asc&page=20',
          '/api/dashboard/announce-list?period=30&order_by=days_on_market&per_page=100',
        ],
      ],
      ['search-analytic', ['/api/dashboard/search-analytic?period=7', '/api/dashboard/search-analytic?period=30', '/api/dashboard/search-analytic?period=90']],
      ['leads', ['/api/dashboard/leads', '/api/dashboard/leads?filter=unread&page=10']],
    ];
    let failures = 0;
    const results: string[] = [];
    for (const [name, urls] of calls) {
      if (ONLY && name !== ONLY) continue;
      for (const url of urls) {
        const time = async () => {
          const at = performance.now();
          const res = await fetch(`${base}${url}`, { headers });
          await res.arrayBuffer();
          if (res.status !== 200) failures++;
          return performance.now() - at;
        };
        for (let i = 0; i < 10; i++) await time();
        const times: number[] = [];
        for (let i = 0; i < SAMPLES; i++) times.push(await time());
        const p95 = percentile(times, 95);
        results.push(
          `  ${name.padEnd(16)} ${url.replace('/api/dashboard/', '').padEnd(62)} p50 ${ms(percentile(times, 50))}, p95 ${ms(p95)}, p99 ${ms(percentile(times, 99))}` +
            (name === 'leads' ? '' : ` (target p95 <= ${P95_TARGET_MS} ms: ${p95 <= P95_TARGET_MS ? 'met' : 'MISSED'})`),
        );
      }
    }
    console.log(`  each call ${SAMPLES} times, one at a time over HTTP as the owner of ${OWNER_LISTINGS} listings:`);
    for (const line of results) console.log(line);
    if (failures > 0) {
      console.log(`  ${failures} calls did not answer 200`);
      process.exitCode = 1;
    }
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}
