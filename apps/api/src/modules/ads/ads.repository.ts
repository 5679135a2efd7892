import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';
import type { AdsTable, EventBannersTable } from '../../db/tables/ads.js';

const AD_COLUMNS = [
  'id', 'advertise_type', 'page_name', 'page_position', 'name', 'image_url', 'link', 'html', 'alt_th', 'alt_en',
  'starts_at', 'ends_at', 'active', 'sort_order', 'updated_at',
] as const;
const BANNER_COLUMNS = ['id', 'image_url', 'link', 'title_th', 'title_en', 'starts_at', 'ends_at', 'active', 'updated_at'] as const;

export type AdValues = Omit<Insertable<AdsTable>, 'id' | 'created_at' | 'updated_at'>;
export type EventBannerValues = Omit<Insertable<EventBannersTable>, 'id' | 'created_at' | 'updated_at'>;

/** Counts to add to one ad's day. */
export interface AdCountRow {
  ad_id: number;
  day: string;
  impressions: number;
  clicks: number;
}

/**
 * Ads, event banners and their counts (migration 0011). Every write to ads or
 * event_banners renews `ads_version` (a trigger), so each process's cached copy follows.
 */
export function createAdsRepository(db: Kysely<DB>) {
  return {
    version: async (): Promise<string> => (await db.selectFrom('ads_version').select('version').executeTakeFirstOrThrow()).version,

    /** Active ads that have not ended by `at` (the ones that may run now or later), in each position's order. */
    liveAds: (at: Date) =>
      db
        .selectFrom('ads')
        .select(AD_COLUMNS)
        .where('active', '=', true)
        .where((w) => w.or([w('ends_at', 'is', null), w('ends_at', '>', at)]))
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),

    /** Active banners that have not ended by `at`, the latest start first. */
    liveBanners: (at: Date) =>
      db
        .selectFrom('event_banners')
        .select(BANNER_COLUMNS)
        .where('active', '=', true)
        .where((w) => w.or([w('ends_at', 'is', null), w('ends_at', '>', at)]))
        .orderBy('starts_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    /** Every ad with its impressions and clicks so far. */
    listAds: () =>
      db
        .selectFrom('ads as a')
        .leftJoin(
          (eb) =>
            eb
              .selectFrom('ad_daily_counts')
              .select(['ad_id', sql<string>`sum(impressions)`.as('impressions'), sql<string>`sum(clicks)`.as('clicks')])
              .groupBy('ad_id')
              .as('c'),
          (join) => join.onRef('c.ad_id', '=', 'a.id'),
        )
        .select(AD_COLUMNS.map((column) => `a.${column}` as const))
        .select([sql<string>`coalesce(c.impressions, 0)`.as('impressions'), sql<string>`coalesce(c.clicks, 0)`.as('clicks')])
        .orderBy('a.page_name')
        .orderBy('a.page_position')
        .orderBy('a.sort_order')
        .orderBy('a.id')
        .execute(),

    /** Inside a transaction: the ad's picture, the row locked until the transaction ends; undefined when there is no such ad. */
    lockAd: (id: number) => db.selectFrom('ads').select(['id', 'image_url']).where('id', '=', id).forUpdate().executeTakeFirst(),

    insertAd: (values: AdValues) => db.insertInto('ads').values(values).returning('id').executeTakeFirstOrThrow(),

    updateAd: async (id: number, values: Updateable<AdsTable>): Promise<void> => {
      await db.updateTable('ads').set(values).where('id', '=', id).execute();
    },

    deleteAd: async (id: number): Promise<void> => {
      await db.deleteFrom('ads').where('id', '=', id).execute();
    },

    listBanners: () => db.selectFrom('event_banners').select(BANNER_COLUMNS).orderBy('starts_at', 'desc').orderBy('id', 'desc').execute(),

    findBanner: (id: number) => db.selectFrom('event_banners').select(BANNER_COLUMNS).where('id', '=', id).executeTakeFirst(),

    lockBanner: (id: number) => db.selectFrom('event_banners').select(['id', 'image_url']).where('id', '=', id).forUpdate().executeTakeFirst(),

    insertBanner: (values: EventBannerValues) => db.insertInto('event_banners').values(values).returning('id').executeTakeFirstOrThrow(),

    updateBanner: async (id: number, values: Updateable<EventBannersTable>): Promise<void> => {
      await db.updateTable('event_banners').set(values).where('id', '=', id).execute();
    },

    deleteBanner: async (id: number): Promise<void> => {
      await db.deleteFrom('event_banners').where('id', '=', id).execute();
    },

    /** Adds a batch of counts in one statement; an ad deleted meanwhile loses its share (its counts went with it). */
    addCounts: async (rows: readonly AdCountRow[]): Promise<void> => {
      if (rows.length === 0) return;
      // one row per (ad, day) in a batch: the batcher sums them before writing
      const values = sql.join(rows.map((r) => sql`(${r.ad_id}::int, ${r.day}::date, ${r.impressions}::bigint, ${r.clicks}::bigint)`));
      await sql`insert into ad_daily_counts (ad_id, day, impressions, clicks)
        select v.ad_id, v.day, v.impressions, v.clicks from (values ${values}) as v (ad_id, day, impressions, clicks)
        where exists (select 1 from ads where ads.id = v.ad_id)
        on conflict (ad_id, day) do update
          set impressions = ad_daily_counts.impressions + excluded.impressions, clicks = ad_daily_counts.clicks + excluded.clicks`.execute(db);
    },
  };
}

export type AdsRepository = Repository<ReturnType<typeof createAdsRepository>>;
export type AdRow = Awaited<ReturnType<AdsRepository['liveAds']>>[number];
export type EventBannerRow = Awaited<ReturnType<AdsRepository['liveBanners']>>[number];

declare module 'fastify' {
  interface FastifyInstance {
    adsRepository: AdsRepository;
  }
}

export const adsRepositoryPlugin = repositoryPlugin('ads', 'adsRepository', createAdsRepository);
