import type { FastifyInstance } from 'fastify';
import type { ListingQualityResult } from '@baandee/contracts';
import { ROOM_COUNT_CAP, listingQuality, type ListingQuality, type PriceInsightKind, type QualityPhoto } from '@baandee/domain';
import type { Language } from '@baandee/locales';
import { listingMissing } from '../../lib/errors.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { groupMediansOn, priceInsights } from '../decide/decide.service.js';
import { fixMessage, type PriceGroupNames } from './quality.messages.js';
import { createQualityRepository, type QualityListingRow, type QualityQueries } from './quality.repository.js';

type DecideQueries = FastifyInstance['decideRepository'];
type PriceGroup = Parameters<DecideQueries['groupMedians']>[1][number];
type Median = Awaited<ReturnType<DecideQueries['groupMedian']>>;
type Deps = { qualityRepository: QualityQueries; decideRepository: Pick<DecideQueries, 'groupMedians'> };

/**
 * The price insight's `groupMedian` for many listings at once: the groups asked for in one
 * turn of the event loop are answered by one statement per offer (decide's groupMedians),
 * so a page of listings costs two queries, not one per listing.
 */
export function batchedMedians(repo: Pick<DecideQueries, 'groupMedians'>): Pick<DecideQueries, 'groupMedian'> {
  let waiting: { kind: PriceInsightKind; group: PriceGroup; resolve: (median: Median) => void; reject: (error: unknown) => void }[] = [];
  const flush = async () => {
    const batch = waiting;
    waiting = [];
    for (const kind of ['sell', 'rent'] as const) {
      const asked = batch.filter((entry) => entry.kind === kind);
      if (asked.length === 0) continue;
      // each group once: a page, or a sweep's batch, has many listings of a group
      const keyOf = (group: PriceGroup) => `${group.district_id}:${group.estate_type_id}:${Math.min(group.total_bedroom, ROOM_COUNT_CAP)}`;
      const groups = new Map(asked.map((entry) => [keyOf(entry.group), entry.group]));
      try {
        const medians = await repo.groupMedians(kind, [...groups.values()]);
        const byKey = new Map([...groups.keys()].map((key, index) => [key, medians[index]!]));
        asked.forEach((entry) => entry.resolve(byKey.get(keyOf(entry.group))!));
      } catch (error) {
        asked.forEach((entry) => entry.reject(error));
      }
    }
  };
  return {
    groupMedian: (kind, group) =>
      new Promise<Median>((resolve, reject) => {
        if (waiting.length === 0) queueMicrotask(() => void flush());
        waiting.push({ kind, group, resolve, reject });
      }),
  };
}

/** The photos of each listing (a batch of thousands is scored at once: grouped once, not filtered per listing). */
function qualityPhotos(rows: Awaited<ReturnType<QualityQueries['photosOf']>>): Map<number, QualityPhoto[]> {
  const byListing = new Map<number, QualityPhoto[]>();
  for (const row of rows) {
    if (row.listing_id === null) continue;
    const photos = byListing.get(row.listing_id) ?? [];
    photos.push({ role: row.role === 'cover' ? 'cover' : 'gallery', width: row.width, height: row.height, plain: row.plain });
    byListing.set(row.listing_id, photos);
  }
  return byListing;
}

export interface ScoredListing {
  quality: ListingQuality;
  group: PriceGroupNames;
}

/**
 * The quality of each listing (docs/decisions/063): its form, its photos and its prices
 * against the area's medians, read for all of them at once. Freshness is weighed from the
 * publication until confirmations of availability are recorded (`confirmedAt` null).
 */
export async function scoreListings(deps: Deps, ids: readonly number[], now = new Date()): Promise<Map<number, ScoredListing>> {
  const [rows, photos] = await Promise.all([deps.qualityRepository.listingsOf(ids), deps.qualityRepository.photosOf(ids)]);
  const medians = batchedMedians(deps.decideRepository);
  const insights = await Promise.all(rows.map((row) => priceInsights(medians, row)));
  const photosOf = qualityPhotos(photos);
  return new Map(
    rows.map((row, index) => {
      const quality = listingQuality({
        listing: row,
        photos: photosOf.get(row.id) ?? [],
        prices: insights[index]!,
        confirmedAt: row.confirmed_at,
        now,
      });
      return [row.id, { quality, group: groupNames(row) }];
    }),
  );
}

const groupNames = (row: QualityListingRow): PriceGroupNames => ({
  estate_type_slug: row.estate_type_slug,
  type: { th: row.estate_type_th ?? '', en: row.estate_type_en ?? '' },
  district: { th: row.district_th ?? '', en: row.district_en ?? '' },
  bedrooms: row.total_bedroom,
});

/** Each listing's score, for a page of the owner's list. */
export async function qualityScores(deps: Deps, ids: readonly number[]): Promise<Map<number, number>> {
  const scored = await scoreListings(deps, ids);
  return new Map([...scored].map(([id, { quality }]) => [id, quality.score]));
}

/**
 * Each listing's score, read through this handle (a transaction's): what a search row
 * keeps to rank by (docs/decisions/065), as the owner's list computes it.
 */
export async function qualityScoresOn(db: Kysely<DB>, ids: readonly number[], now = new Date()): Promise<Map<number, number>> {
  const scored = await scoreListings({ qualityRepository: createQualityRepository(db), decideRepository: groupMediansOn(db) }, ids, now);
  return new Map([...scored].map(([id, { quality }]) => [id, quality.score]));
}

/** GET api/estate/quality/{announce_id}: the score and the fixes in words (access checked by the route). */
export async function getListingQuality(
  app: Pick<FastifyInstance, 'decideRepository' | 'qualityRepository'>,
  id: number,
  language: Language,
): Promise<ListingQualityResult> {
  const scored = (await scoreListings(app, [id])).get(id);
  if (!scored) throw listingMissing(); // deleted since the route found its owner
  return {
    score: scored.quality.score,
    fixes: scored.quality.fixes.map((fix) => ({ code: fix.code, message: fixMessage(fix, scored.group, language) })),
  };
}
