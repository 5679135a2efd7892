import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_PROVINCE_IDS } from '@baandee/domain';
import type { Database } from '../src/db/database.js';
import { seed } from '../src/db/seed/index.js';
import { folderStorage } from '../src/plugins/storage.plugin.js';
import { openTestDatabase } from './helpers.js';

let database: Database;
let uploads: string;
let firstSeedMs = 0;
beforeAll(async () => {
  database = await openTestDatabase();
  uploads = mkdtempSync(path.join(os.tmpdir(), 'baandee-demo-'));
  const started = performance.now();
  await seed(database.db, { demo: true, storage: folderStorage(uploads) });
  firstSeedMs = performance.now() - started;
  console.log(`demo seed: ${Math.round(firstSeedMs)} ms`);
}, 180_000);
afterAll(async () => {
  await database.close();
  rmSync(uploads, { recursive: true, force: true });
});

const count = async (query: string) => (await sql<{ n: number }>`${sql.raw(query)}`.execute(database.db)).rows[0]!.n;

describe('demo listings', () => {
  it('seeds at least 300 published listings of verified example.com owners', async () => {
    expect(await count(`select count(*)::int as n from listings where status = 'publish'`)).toBeGreaterThanOrEqual(300);
    const owners = await database.db.selectFrom('users').select(['email', 'email_verified_at', 'firstname']).where('email', 'like', 'demo.owner%').execute();
    expect(owners.length).toBeGreaterThan(10);
    for (const owner of owners) {
      expect(owner.email).toMatch(/@example\.com$/);
      expect(owner.email_verified_at).not.toBeNull();
      expect(owner.firstname).toMatch(/\p{Script=Thai}/u);
    }
  });

  it("has owners who joined before their first listing and first payment (a profile's member-since)", async () => {
    expect(await count(`select count(*)::int as n from users where email like 'demo.owner%'`)).toBeGreaterThan(10);
    expect(
      await count(`select count(*)::int as n from users u where u.email like 'demo.owner%' and (
        u.created_at >= (select min(least(l.created_at, l.first_published_at)) from listings l where l.user_id = u.id)
        or u.created_at >= (select min(p.created_at) from payments p where p.user_id = u.id)
        or u.email_verified_at < u.created_at)`),
    ).toBe(0);
  });

  it('gives every listing a Thai title, a few with the English too', async () => {
    const titles = (await database.db.selectFrom('listings').select('announce_title').execute()).map((row) => row.announce_title ?? '');
    expect(titles.filter((title) => !/^\p{Script=Thai}/u.test(title))).toEqual([]);
    const withEnglish = titles.filter((title) => /[A-Za-z]{3,}/.test(title.replace(/BTS|MRT|ARL|SRT/g, '')) && / \/ [0-9A-Z]/.test(title)).length;
    expect(withEnglish).toBeGreaterThan(0);
    expect(withEnglish / titles.length).toBeLessThan(0.2);
  });

  it('covers every supported province and every estate type, each province with every type', async () => {
    const rows = await sql<{ province_id: number; estate_type_id: number; n: number }>`
      select province_id, estate_type_id, count(*)::int as n from listings group by 1, 2`.execute(database.db);
    const types = await database.db.selectFrom('estate_types').select('id').execute();
    for (const province of SUPPORTED_PROVINCE_IDS) {
      for (const { id } of types) {
        expect(rows.rows.find((r) => r.province_id === province && r.estate_type_id === id)?.n, `province ${province} type ${id}`).toBeGreaterThan(0);
      }
    }
    const bangkok = rows.rows.filter((r) => r.province_id === 10).reduce((sum, r) => sum + r.n, 0);
    expect(bangkok).toBeGreaterThan(100);
  });

  it('places listings in real districts and sub-districts with their postal codes, in real projects', async () => {
    expect(await count(`select count(*)::int as n from listings l
      join sub_districts s on s.id = l.sub_district_id
      join districts d on d.id = s.district_id
      where d.id <> l.district_id or d.province_id <> l.province_id or s.postal_code <> l.postal_code`)).toBe(0);
    expect(await count(`select count(*)::int as n from listings l join project_estates p on p.id = l.project_estate_id
      where p.district_id <> l.district_id`)).toBe(0);
    expect(await count(`select count(*)::int as n from listings l join estate_types t on t.id = l.estate_type_id
      where t.slug = 'condo' and l.project_estate_id is null
        and exists (select 1 from project_estates p where p.province_id = l.province_id and p.kind = 'condo')`)).toBe(0);
  });

  it('links each listing to its nearest real stations by earth distance, within 20 km', async () => {
    const { rows } = await sql<{ listing: number; stored: string; real: number }>`
      select ls.listing_id as listing, ls.distance_km as stored,
        earth_distance(ll_to_earth(l.location_lat, l.location_lng), ll_to_earth(s.lat, s.lng)) / 1000 as real
      from listing_stations ls join listings l on l.id = ls.listing_id join train_stations s on s.id = ls.train_station_id`.execute(database.db);
    expect(rows.length).toBeGreaterThan(600);
    for (const row of rows) {
      expect(Number(row.stored)).toBeLessThanOrEqual(20);
      expect(Math.abs(Number(row.stored) - row.real)).toBeLessThan(0.01);
    }
  });

  it('gives sensible prices per type and sell type, room codes, some boosts and price histories, dates in the last 50 days', async () => {
    const { rows } = await sql<{ slug: string; sell_type: 'ขาย' | 'เช่า' | 'ขาย/เช่า'; rent: string | null; sell: string | null; area: string }>`
      select t.slug, l.sell_type, l.rent_price as rent, l.sell_price as sell, l.area_size as area
      from listings l join estate_types t on t.id = l.estate_type_id`.execute(database.db);
    for (const row of rows) {
      expect([row.sell !== null, row.rent !== null]).toEqual(
        { ขาย: [true, false], เช่า: [false, true], 'ขาย/เช่า': [true, true] }[row.sell_type],
      );
      if (row.sell_type !== 'เช่า') expect(Number(row.sell)).toBeGreaterThanOrEqual(100_000);
      if (row.sell_type !== 'ขาย') expect(Number(row.rent)).toBeGreaterThanOrEqual(1_000);
      if (row.slug === 'condo' && row.rent) expect(Number(row.rent)).toBeLessThan(100_000);
      expect(Number(row.area)).toBeGreaterThan(0);
    }
    expect(new Set(rows.map((r) => r.sell_type))).toEqual(new Set(['ขาย', 'เช่า', 'ขาย/เช่า']));
    expect(await count(`select count(*)::int as n from listings where boosted_until > now()`)).toBeGreaterThan(5);
    expect(await count(`select count(distinct listing_id)::int as n from listing_price_changes`)).toBeGreaterThan(20);
    expect(await count(`select count(*)::int as n from listings where published_at < now() - interval '50 days' or published_at > now()`)).toBe(0);
    expect(await count(`select count(*)::int as n from listings where room_code = '' and total_bedroom > 0`)).toBe(0);
    expect(await count(`select count(*)::int as n from listings where announce_title is null or announce_description not like '%demo listing%'`)).toBe(0);
  });

  it('gives each listing a cover and three gallery pictures, stored as WebP in the three sizes', async () => {
    expect(await count(`select count(*)::int as n from listings l where (select count(*) from listing_images i where i.listing_id = l.id and i.role = 'cover') <> 1
      or (select count(*) from listing_images i where i.listing_id = l.id and i.role = 'gallery') < 3`)).toBe(0);
    const image = await database.db.selectFrom('listing_images').select(['url', 'thumb_url', 'large_url']).orderBy('id').executeTakeFirstOrThrow();
    const storage = folderStorage(uploads);
    const sizes = [];
    for (const url of [image.url.split('?')[0]!, image.thumb_url, image.large_url]) {
      const bytes = await storage.get(storage.keyOf(url)!);
      const meta = await sharp(bytes!).metadata();
      expect(meta.format).toBe('webp');
      sizes.push([meta.width, meta.height]);
    }
    expect(sizes).toEqual([[976, 510], [280, 160], [1600, 836]]);
    const distinct = await count(`select count(distinct thumb_url)::int as n from listing_images`);
    expect(distinct).toBeGreaterThanOrEqual(24);
    expect(distinct).toBeLessThan(100);
  });

  it('leaves a consistent ledger: each listing paid once, each boost with credits, balances equal to the ledger, slips awaiting the admin', async () => {
    expect(await count(`select count(*)::int as n from users u where coalesce((select balance from credit_balances b where b.user_id = u.id), 0)
      <> coalesce((select sum(case when type = 'used' then -amount else amount end) from credit_transactions t where t.user_id = u.id), 0)`)).toBe(0);
    expect(await count(`select count(*)::int as n from listings l where status = 'publish' and (select count(*) from credit_transactions t
      where t.subject_kind = 'listing' and t.subject_id = l.id::text and t.type = 'used') <> 1`)).toBe(0);
    expect(await count(`select count(*)::int as n from listings l where boosted_until > now() and not exists (select 1 from boosts b
      join credit_transactions t on t.subject_kind = 'boost' and t.subject_id = b.id::text
      where b.listing_id = l.id and b.status = 'active' and b.paid_with = 'credits' and b.ends_at = l.boosted_until)`)).toBe(0);
    expect(await count(`select count(*)::int as n from users where email like 'demo.owner%'
      and not exists (select 1 from credit_transactions t where t.user_id = users.id and t.subject_kind = 'welcome')`)).toBe(0);
    expect(await count(`select count(*)::int as n from credit_transactions t join payments p on p.id::text = t.subject_id
      where t.type = 'refilled' and p.status = 'approved'`)).toBeGreaterThan(10);
    const waiting = await sql<{ kind: string; slips: number; storage_key: string }>`
      select p.kind, count(s.id)::int as slips, min(s.storage_key) as storage_key from payments p join payment_slips s on s.payment_id = p.id
      where p.status = 'awaiting_approval' group by p.id, p.kind order by p.kind`.execute(database.db);
    expect(waiting.rows.map((r) => [r.kind, r.slips])).toEqual([['boost', 1], ['purchase', 1]]);
    for (const row of waiting.rows) expect(await folderStorage(uploads).get(row.storage_key)).not.toBeNull();
  });

  it('runs once: a second seed adds nothing and takes one query', async () => {
    const before = await count(`select count(*)::int as n from listings`);
    const started = performance.now();
    await seed(database.db, { demo: true, storage: folderStorage(uploads) });
    const secondMs = performance.now() - started;
    expect(await count(`select count(*)::int as n from listings`)).toBe(before);
    expect(secondMs).toBeLessThan(Math.max(1_000, firstSeedMs / 10));
  });

  it('seeds nothing without the demo option', async () => {
    const fresh = await openTestDatabase();
    try {
      await seed(fresh.db, { demo: false });
      expect((await sql<{ n: number }>`select count(*)::int as n from listings`.execute(fresh.db)).rows[0]!.n).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});

describe('demo articles', () => {
  it('publishes at least 20 guides in Thai and English across every seeded category, some highlighted, each with a drawn cover', async () => {
    const rows = await database.db
      .selectFrom('articles as a')
      .innerJoin('article_categories as c', 'c.id', 'a.category_id')
      .select(['a.title_th', 'a.title_en', 'a.body_th', 'a.body_en', 'a.status', 'a.publish_at', 'a.is_highlight', 'a.cover_url', 'a.cover_thumb_url', 'a.sub_category_id', 'c.slug'])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((r) => r.slug))).toEqual(new Set(['renting', 'buying', 'areas', 'transport', 'living', 'owners']));
    expect(new Set(rows.map((r) => r.title_th)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.title_th).toMatch(/[\u0E00-\u0E7F]/);
      expect(row.title_en).toMatch(/[A-Za-z]/);
      expect(row.body_th).toContain('<h2>');
      expect(row.body_en).toContain('<h2>');
      expect(row.status).toBe('published');
      expect(row.publish_at!.getTime()).toBeLessThan(Date.now());
      expect(row.sub_category_id).not.toBeNull();
    }
    expect(rows.filter((r) => r.is_highlight).length).toBeGreaterThanOrEqual(3);
    const storage = folderStorage(uploads);
    const cover = await storage.get(storage.keyOf(rows[0]!.cover_url!)!);
    const thumb = await storage.get(storage.keyOf(rows[0]!.cover_thumb_url!)!);
    expect([(await sharp(cover!).metadata()).width, (await sharp(thumb!).metadata()).width]).toEqual([976, 280]);
  });
});
