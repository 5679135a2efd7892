import type { FastifyInstance } from 'fastify';
import type { DuplicateMatch } from '@baandee/contracts';
import type { Kysely } from 'kysely';
import { hammingDistance, type HoldReason, PHOTO_MATCH_MAX_DISTANCE, slugId, unitFingerprint, type FingerprintFields } from '@baandee/domain';
import type { DB } from '../../db/schema.js';
import { photoHash } from '../../lib/photo-hash.js';
import { photoSize } from '../../lib/photo-size.js';
import type { DuplicatesQueries, MatchInsert, StoredPhoto } from './duplicates.repository.js';

/*
 * Duplicates caught at posting (docs/decisions/057). Going live (or being sent for review)
 * checks the listing's photos against other owners' listings on the site, and its unit
 * fingerprint against the owner's own: a match holds it for review as a duplicate.
 */

type Deps = Pick<FastifyInstance, 'duplicatesRepository' | 'log' | 'storage'>;

/** The listing as the check reads it: its owner and its fingerprint's fields. */
export type CheckedListing = FingerprintFields & { id: number; user_id: number };

export interface DuplicateFinding {
  /** The listing it duplicates: the one with the most matching photos, else the owner's same unit. */
  duplicateOf: number;
  matches: MatchInsert[];
}

/**
 * Hashes the photo stored at `url` (its large rendition), or null when the file is gone
 * or does not decode: such a photo is marked hashed with no hash and matches nothing.
 * Its pixel size comes with it (null when unknown): photos stored before migration 0034
 * get theirs this way, so the quality score judges them too (docs/decisions/065).
 */
export async function hashStoredPhoto(app: Pick<FastifyInstance, 'log' | 'storage'>, url: string): Promise<StoredPhoto> {
  const key = app.storage.keyOf(url);
  const bytes = key ? await app.storage.get(key) : null;
  if (!bytes) return { hash: null, width: null, height: null };
  try {
    const [hash, size] = await Promise.all([photoHash(bytes), photoSize(bytes)]);
    return { hash, ...size };
  } catch (error) {
    app.log.warn({ err: error, key }, 'listing photo not hashed');
    return { hash: null, width: null, height: null };
  }
}

/** Hashes the listing's photos stored before hashing existed (the job does the rest in the background). */
async function hashMissing(app: Deps, trx: Kysely<DB>, listingId: number): Promise<void> {
  const repo = app.duplicatesRepository.in(trx);
  for (const image of await repo.unhashedImagesOf(listingId)) await repo.setImageHash(image.id, await hashStoredPhoto(app, image.large_url));
}

/** The other owners' photos within PHOTO_MATCH_MAX_DISTANCE of each of the listing's, nearest first. */
async function photoMatches(app: Deps, trx: Kysely<DB>, listing: CheckedListing): Promise<MatchInsert[]> {
  const repo = app.duplicatesRepository.in(trx);
  const mine = await repo.hashedImagesOf(listing.id);
  if (mine.length === 0) return [];
  const hashes = mine.map((image) => image.photo_hash);
  const near = await repo.nearPhotos(hashes, listing.user_id, PHOTO_MATCH_MAX_DISTANCE);
  const matches: MatchInsert[] = [];
  for (const image of mine) {
    for (const other of near) {
      const distance = hammingDistance(image.photo_hash, other.photo_hash);
      if (distance <= PHOTO_MATCH_MAX_DISTANCE) matches.push({ other_listing_id: other.listing_id, reason: 'photo', image_id: image.id, other_image_id: other.id, distance });
    }
  }
  return matches.sort((a, b) => a.distance! - b.distance! || a.image_id! - b.image_id!);
}

/**
 * What the listing duplicates, or null: photos matching another owner's listing on the
 * site, or the same unit fingerprint as one of the owner's own listings on the site.
 */
export async function findDuplicates(app: Deps, trx: Kysely<DB>, listing: CheckedListing): Promise<DuplicateFinding | null> {
  await hashMissing(app, trx, listing.id);
  const matches = await photoMatches(app, trx, listing);
  const fingerprint = unitFingerprint(listing);
  if (fingerprint !== null) {
    for (const other of await app.duplicatesRepository.in(trx).ownerLiveListings(listing.user_id, listing.id)) {
      if (unitFingerprint(other) === fingerprint) matches.push({ other_listing_id: other.id, reason: 'unit', image_id: null, other_image_id: null, distance: null });
    }
  }
  if (matches.length === 0) return null;
  const photosPerListing = new Map<number, number>();
  for (const match of matches) if (match.reason === 'photo') photosPerListing.set(match.other_listing_id, (photosPerListing.get(match.other_listing_id) ?? 0) + 1);
  const mostPhotos = [...photosPerListing].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
  return { duplicateOf: mostPhotos ?? matches[0]!.other_listing_id, matches };
}

export interface Hold {
  hold_reason: HoldReason | null;
  duplicate_of: number | null;
  duplicate_matches: DuplicateMatch[];
}

const NOT_HELD: Hold = { hold_reason: null, duplicate_of: null, duplicate_matches: [] };

/**
 * Each listing's hold as its owner and the admin read it: held as a duplicate only while
 * it waits for review (pending), with what it matched.
 */
export async function holdsOf(repo: Pick<DuplicatesQueries, 'holdsOf' | 'matchesOf'>, listingIds: readonly number[]): Promise<Map<number, Hold>> {
  const held = (await repo.holdsOf(listingIds)).filter((row) => row.status === 'pending' && row.hold_reason !== null);
  const matches = await repo.matchesOf(held.map((row) => row.id));
  const holds = new Map<number, Hold>(listingIds.map((id) => [id, NOT_HELD]));
  for (const row of held) {
    holds.set(row.id, {
      hold_reason: row.hold_reason,
      duplicate_of: row.duplicate_of,
      duplicate_matches: matches
        .filter((match) => match.listing_id === row.id)
        .map((match) => ({
          reason: match.reason,
          other_listing_id: match.other_listing_id,
          other_title: match.other_title,
          image_url: match.image_url,
          other_image_url: match.other_image_url,
          distance: match.distance,
        })),
    });
  }
  return holds;
}

/** The hold of one listing (the listing form), read through `repo`: the shared handle or a transaction's. */
export async function holdOf(repo: Pick<DuplicatesQueries, 'holdsOf' | 'matchesOf'>, listingId: number): Promise<Hold> {
  return (await holdsOf(repo, [listingId])).get(listingId) ?? NOT_HELD;
}

/** The other listers of the listing's unit an admin linked it with: the name their listing shows, and the listing. */
export async function otherListers(app: Pick<FastifyInstance, 'duplicatesRepository'>, listingId: number): Promise<{ listing_id: number; slug_id: string; name: string }[]> {
  const rows = await app.duplicatesRepository.otherListers(listingId);
  return rows.map((row) => {
    // the name the other listing's contact card shows, else the account's
    const contact = [row.contact_firstname, row.contact_lastname].filter(Boolean).join(' ');
    const account = [row.firstname, row.lastname].filter(Boolean).join(' ');
    const name = contact || row.contact_company_name || account || row.company_name || '';
    return { listing_id: row.listing_id, slug_id: slugId(row.announce_title, row.listing_id), name };
  });
}
