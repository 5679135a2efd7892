import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Ad, AdminAd, adminAdBody, AdminEventBanner, adminEventBannerBody, EventBanner, z } from '@baandee/contracts';
import { AD_POSITIONS, IMAGE_SIZES, isInWindow, type AdPage } from '@baandee/domain';
import { badInput, notFound } from '../../lib/errors.js';
import { imageOwner, processImage } from '../../lib/images.js';
import { contentImageOrigins } from '../../lib/content-images.js';
import { audited, type AdminActor } from '../audit/audit.service.js';
import { sanitizeAdHtml } from './ad-html.js';
import { createVersionReader } from '../../lib/http-cache.js';
import type { AdRow, AdsRepository, AdValues, EventBannerRow, EventBannerValues } from './ads.repository.js';

type AdBody = z.output<typeof adminAdBody>;
type BannerBody = z.output<typeof adminEventBannerBody>;

/** Where ad and banner pictures are stored. */
const IMAGE_FOLDER = 'ads/';

interface Live {
  ads: AdRow[];
  banners: EventBannerRow[];
}

/**
 * Every page view reads the ads, so each process keeps the active, not yet ended ads and
 * banners in memory, read again when `ads_version` moves (checked at most once a second,
 * so another process's change shows within a second). Which of them run is decided per
 * request from their dates, so an ad starts and ends on time without a write.
 */
export function createLiveAds(app: Pick<FastifyInstance, 'adsRepository'>) {
  const version = createVersionReader(() => app.adsRepository.version());
  let cached: { version: string; live: Promise<Live> } | null = null;
  return async (): Promise<Live> => {
    const current = await version();
    if (cached?.version !== current) {
      const at = new Date();
      const live = Promise.all([app.adsRepository.liveAds(at), app.adsRepository.liveBanners(at)]).then(([ads, banners]) => ({ ads, banners }));
      const entry = { version: current, live };
      cached = entry;
      live.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.live;
  };
}
export type LiveAds = ReturnType<typeof createLiveAds>;

const POSITION_ORDER = new Map(AD_POSITIONS.map((position, index) => [position, index]));

function publicAd(row: AdRow): Ad {
  return {
    id: row.id,
    advertise_type: row.advertise_type,
    page_name: row.page_name,
    page_position: row.page_position,
    image_url: row.image_url,
    link: row.link,
    html: row.html,
    alt_th: row.alt_th,
    alt_en: row.alt_en,
  };
}

/** GET api/advertise?page=: the page's running ads by position, each position in its order (rows come sorted by order). */
export async function pageAds(live: LiveAds, page: AdPage, at = new Date()): Promise<Ad[]> {
  const { ads } = await live();
  return ads
    .filter((row) => row.page_name === page && isInWindow(row, at))
    .sort((a, b) => POSITION_ORDER.get(a.page_position)! - POSITION_ORDER.get(b.page_position)!)
    .map(publicAd);
}

/** The ids of the running ads among `ids`. */
export async function runningAdIds(live: LiveAds, ids: readonly number[], at = new Date()): Promise<number[]> {
  const running = new Set((await live()).ads.filter((row) => isInWindow(row, at)).map((row) => row.id));
  return [...new Set(ids)].filter((id) => running.has(id));
}

function bannerOut(row: EventBannerRow): EventBanner {
  return {
    id: row.id,
    image_url: row.image_url,
    link: row.link,
    title_th: row.title_th,
    title_en: row.title_en,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at?.toISOString() ?? null,
  };
}

/** GET api/event-banner: of the running banners, the one that started last. */
export async function currentBanner(live: LiveAds, at = new Date()): Promise<EventBanner | null> {
  const row = (await live()).banners.find((banner) => isInWindow(banner, at));
  return row ? bannerOut(row) : null;
}

/** POST api/admin/advertise/upload-image: the picture whole (each slot crops it to its shape), as WebP. */
export async function uploadAdImage(app: Pick<FastifyInstance, 'storage'>, adminId: number, upload: Buffer): Promise<{ image_url: string }> {
  const { banner } = await processImage(upload, { banner: IMAGE_SIZES.banner }, { owner: imageOwner(adminId) });
  const key = `${IMAGE_FOLDER}${randomBytes(16).toString('base64url')}.webp`;
  await app.storage.put(key, banner, 'image/webp');
  return { image_url: app.storage.url(key) };
}

/** A picture URL an ad or banner may keep: one this site's storage handed out for ads. */
function checkImage(app: Pick<FastifyInstance, 'storage'>, url: string | undefined): string | null {
  if (url === undefined) return null;
  if (!app.storage.keyOf(url)?.startsWith(IMAGE_FOLDER)) throw badInput({ image_url: ['value not allowed'] });
  return url;
}

/** Deletes a picture no row uses any more; a failure only leaves a file behind. */
async function dropImage(app: Pick<FastifyInstance, 'log' | 'storage'>, url: string | null): Promise<void> {
  const key = url ? app.storage.keyOf(url) : null;
  if (key) await app.storage.delete(key).catch((error: unknown) => app.log.warn({ err: error, key }, 'old ad picture not deleted'));
}

type Repo = ReturnType<AdsRepository['in']>;
type Locked = { image_url: string | null } | undefined;

/**
 * Writes a new row (no id) or updates an existing one, locked first (404 when gone); after
 * the change commits, the picture it no longer uses is deleted. Answers the row's id.
 */
/** Which row of the trail an ad or a banner writes (docs/decisions/047). */
type Audited = { actor: AdminActor; kind: 'ad' | 'event_banner' };
const auditTable = (kind: Audited['kind']) => (kind === 'ad' ? 'ads' : 'event_banners');

async function saveRow(
  app: Pick<FastifyInstance, 'adsRepository' | 'auditRepository' | 'db' | 'log' | 'storage'>,
  audit: Audited,
  id: number | undefined,
  image: string | null,
  steps: { insert: (repo: Repo) => Promise<number>; lock: (repo: Repo, id: number) => Promise<Locked>; update: (repo: Repo, id: number) => Promise<void> },
): Promise<number> {
  const target = { action: `${audit.kind}.save`, table: auditTable(audit.kind), id } as const;
  const { rowId, previousImage } = await app.db.transaction().execute(async (trx) => {
    const repo = app.adsRepository.in(trx);
    if (id === undefined) {
      const created = await audited(app, trx, audit.actor, target, async () => ({ id: await steps.insert(repo) }));
      return { rowId: created.id, previousImage: null };
    }
    const existing = await steps.lock(repo, id);
    if (!existing) throw notFound();
    await audited(app, trx, audit.actor, target, () => steps.update(repo, id));
    return { rowId: id, previousImage: existing.image_url };
  });
  if (previousImage !== null && previousImage !== image) await dropImage(app, previousImage);
  return rowId;
}

/** Deletes a row that exists (404 otherwise), then its picture. */
async function deleteRow(
  app: FastifyInstance,
  audit: Audited,
  id: number,
  steps: { lock: (repo: Repo, id: number) => Promise<Locked>; remove: (repo: Repo, id: number) => Promise<void> },
): Promise<{ id: number; deleted: true }> {
  const image = await app.db.transaction().execute(async (trx) => {
    const repo = app.adsRepository.in(trx);
    const existing = await steps.lock(repo, id);
    if (!existing) throw notFound();
    await audited(app, trx, audit.actor, { action: `${audit.kind}.delete`, table: auditTable(audit.kind), id }, () => steps.remove(repo, id));
    return existing.image_url;
  });
  await dropImage(app, image);
  return { id, deleted: true };
}

export async function listAds(app: Pick<FastifyInstance, 'adsRepository'>): Promise<{ ads: AdminAd[] }> {
  const rows = await app.adsRepository.listAds();
  return {
    ads: rows.map((row) => ({
      ...publicAd(row),
      name: row.name,
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at?.toISOString() ?? null,
      active: row.active,
      sort_order: row.sort_order,
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
      updated_at: row.updated_at.toISOString(),
    })),
  };
}

/** POST api/admin/advertise/store: the HTML sanitised, the picture checked; a replaced picture is deleted after the change commits. */
export async function storeAd(app: Pick<FastifyInstance, 'adsRepository' | 'auditRepository' | 'config' | 'db' | 'log' | 'storage'>, admin: AdminActor, body: AdBody): Promise<AdminAd> {
  const html = body.html === undefined ? null : sanitizeAdHtml(body.html, contentImageOrigins(app.config)) || null;
  const image_url = checkImage(app, body.image_url);
  if (html === null && image_url === null) throw badInput({ html: ['picture or HTML required'] });
  const values: AdValues = {
    advertise_type: body.advertise_type,
    page_name: body.page_name,
    page_position: body.page_position,
    name: body.name,
    image_url,
    link: body.link ?? null,
    html,
    alt_th: body.alt_th,
    alt_en: body.alt_en,
    starts_at: body.starts_at,
    ends_at: body.ends_at ?? null,
    active: body.active,
    sort_order: body.sort_order,
  };
  const id = await saveRow(app, { actor: admin, kind: 'ad' }, body.id, image_url, {
    insert: async (repo) => (await repo.insertAd(values)).id,
    lock: (repo, rowId) => repo.lockAd(rowId),
    update: (repo, rowId) => repo.updateAd(rowId, values),
  });
  const stored = (await listAds(app)).ads.find((row) => row.id === id);
  if (!stored) throw notFound(); // deleted by another admin in the meantime
  return stored;
}

export const deleteAd = (app: FastifyInstance, admin: AdminActor, id: number) =>
  deleteRow(app, { actor: admin, kind: 'ad' }, id, { lock: (repo, rowId) => repo.lockAd(rowId), remove: (repo, rowId) => repo.deleteAd(rowId) });

function adminBanner(row: EventBannerRow): AdminEventBanner {
  return { ...bannerOut(row), active: row.active, updated_at: row.updated_at.toISOString() };
}

export async function listBanners(app: Pick<FastifyInstance, 'adsRepository'>): Promise<{ banners: AdminEventBanner[] }> {
  return { banners: (await app.adsRepository.listBanners()).map(adminBanner) };
}

export async function storeBanner(app: Pick<FastifyInstance, 'adsRepository' | 'auditRepository' | 'db' | 'log' | 'storage'>, admin: AdminActor, body: BannerBody): Promise<AdminEventBanner> {
  const values: EventBannerValues = {
    image_url: checkImage(app, body.image_url)!,
    link: body.link ?? null,
    title_th: body.title_th,
    title_en: body.title_en,
    starts_at: body.starts_at,
    ends_at: body.ends_at ?? null,
    active: body.active,
  };
  const id = await saveRow(app, { actor: admin, kind: 'event_banner' }, body.id, values.image_url, {
    insert: async (repo) => (await repo.insertBanner(values)).id,
    lock: (repo, rowId) => repo.lockBanner(rowId),
    update: (repo, rowId) => repo.updateBanner(rowId, values),
  });
  const stored = await app.adsRepository.findBanner(id);
  if (!stored) throw notFound();
  return adminBanner(stored);
}

export const deleteBanner = (app: FastifyInstance, admin: AdminActor, id: number) =>
  deleteRow(app, { actor: admin, kind: 'event_banner' }, id, { lock: (repo, rowId) => repo.lockBanner(rowId), remove: (repo, rowId) => repo.deleteBanner(rowId) });
