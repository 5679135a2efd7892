import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import type { ListingForm, ListingFormValues } from '@baandee/contracts';
import { LISTING_RULE_FLAGS, nextListingStatus, roomCode, SUPPORTED_PROVINCE_IDS } from '@baandee/domain';
import { isUniqueViolation } from '../../db/errors.js';
import type { ListingsTable } from '../../db/tables/listings.js';
import { badInput, outsideServedArea, type FieldErrors, unfinishedListing, wrongState } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.plugin.js';
import { addressChainErrors } from '../master-data/address-chain.service.js';
import { isBoosted, loadListingForm } from './listing-mappers.js';
import { lockOwnListing } from './listing-lifecycle.service.js';
import { priceChanges, unitKey } from './listing-units.js';
import type { ListingRow, ListingQueries } from './listings.repository.js';
import { queueSavedSearchMatch } from '../saved-searches/saved-search-matching.js';

/**
 * POST api/estate/store: every step of the post flow saves the form here (spec section 4).
 * Without an id it creates the owner's one unfinished draft; with an id it updates the
 * owner's listing, in any status the lifecycle table allows editing (a published listing
 * stays published). Banned and closed listings cannot be edited: 409 'announcement not in
 * publish status', the answer of every action the listing's status does not allow.
 */

/** The parts of the form that are not columns of the listing row. */
const NOT_COLUMNS = ['id', 'nearby_station_cast', 'nearby_location_cast', 'furniture_cast', 'facility_cast', 'cover_img', 'gallery_img_cast'] as const;

/** The columns the body sets: an omitted field stays as it is, null clears it. */
function columnChanges(body: ListingFormValues): Updateable<ListingsTable> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined || (NOT_COLUMNS as readonly string[]).includes(field)) continue;
    changes[field] = (LISTING_RULE_FLAGS as readonly string[]).includes(field) ? value === 1 : value;
  }
  return changes as Updateable<ListingsTable>;
}


export async function storeListing(app: Pick<FastifyInstance, 'creditsRepository' | 'db' | 'duplicatesRepository' | 'jobs' | 'listingsRepository' | 'masterDataRepository' | 'searchRepository'>, user: AuthUser, body: ListingFormValues): Promise<ListingForm> {
  try {
    return await app.db.transaction().execute(async (trx) => {
      const repo = app.listingsRepository.in(trx);
      const current = body.id === undefined ? await createDraft(repo, user.id) : await lockOwnListing(repo, body.id, user.id);
      if (nextListingStatus(current.status, 'edit', { trustedOwner: false, boosted: isBoosted(current) }) === null) throw wrongState();

      const changes = columnChanges(body);
      const merged = { ...current, ...changes } as ListingRow;
      await checkReferences(app.masterDataRepository.in(trx), repo, user.id, current.id, body, merged);

      const rooms = {
        bedrooms: merged.total_bedroom,
        restrooms: merged.total_restroom,
        carParks: merged.car_park_size,
        living: merged.total_livingroom > 0,
        dining: merged.total_diningroom > 0,
        kitchen: merged.total_kitchen > 0,
      };
      const updated = await repo.update(current.id, { ...changes, room_code: roomCode(rooms), unit_key: unitKey(merged) });

      if (body.cover_img !== undefined) await repo.setImages(current.id, 'cover', body.cover_img === null ? [] : [body.cover_img]);
      if (body.gallery_img_cast !== undefined) await repo.setImages(current.id, 'gallery', body.gallery_img_cast);
      if (body.nearby_station_cast !== undefined) await repo.replaceStations(current.id, body.nearby_station_cast);
      if (body.nearby_location_cast !== undefined) await repo.replacePlaces(current.id, body.nearby_location_cast);
      if (body.furniture_cast !== undefined) await repo.replaceFurniture(current.id, [...new Set(body.furniture_cast)]);
      if (body.facility_cast !== undefined) await repo.replaceFacilities(current.id, [...new Set(body.facility_cast)]);

      // a listing that has been on the site keeps every change of its price (the page's price history)
      if (current.first_published_at !== null && updated.unit_key) {
        await repo.insertPriceChanges(priceChanges(updated.unit_key, updated.id, current, updated, new Date()));
      }
      // a published listing's edit shows in search at once
      if (updated.status === 'publish') await app.searchRepository.in(trx).refresh([updated.id]);
      // a live listing's new price may now match saved searches it did not (docs/decisions/059)
      if (updated.status === 'publish' && (updated.rent_price !== current.rent_price || updated.sell_price !== current.sell_price)) {
        await queueSavedSearchMatch(app, updated.id, trx);
      }
      return loadListingForm(app, updated, repo, app.creditsRepository.in(trx), app.duplicatesRepository.in(trx));
    });
  } catch (error) {
    // two first saves at once: the unique index lets one draft through
    if (body.id === undefined && isUniqueViolation(error)) throw unfinishedListing();
    throw error;
  }
}

async function createDraft(repo: ListingQueries, userId: number): Promise<ListingRow> {
  if ((await repo.unfinishedId(userId)) !== null) throw unfinishedListing();
  return repo.insert({ user_id: userId });
}

/**
 * Every id the form names must exist in the master data, the address must be one chain in
 * a supported province, and the photos must be this user's uploads. Answers 422 with the
 * field errors; 'outside Bangkok not available' when the province is the problem.
 */
async function checkReferences(
  masterData: Parameters<typeof addressChainErrors>[0],
  repo: ListingQueries,
  userId: number,
  listingId: number,
  body: ListingFormValues,
  merged: ListingRow,
): Promise<void> {
  const errors: FieldErrors = await addressChainErrors(masterData, merged);
  const outsideArea = merged.province_id !== null && !SUPPORTED_PROVINCE_IDS.includes(merged.province_id);
  if (outsideArea) errors.province_id = ['outside Bangkok not available'];

  const missingIn = async (table: Parameters<ListingQueries['existingIds']>[0], ids: readonly number[]) => {
    const found = await repo.existingIds(table, ids);
    return ids.some((id) => !found.has(id));
  };
  if (body.estate_type_id != null && (await missingIn('estate_types', [body.estate_type_id]))) errors.estate_type_id = ['value not allowed'];
  if (body.project_estate_id != null && (await missingIn('project_estates', [body.project_estate_id]))) errors.project_estate_id = ['value not allowed'];
  if (body.furniture_cast && (await missingIn('furniture', body.furniture_cast))) errors.furniture_cast = ['value not allowed'];
  if (body.facility_cast && (await missingIn('facilities', body.facility_cast))) errors.facility_cast = ['value not allowed'];
  if (body.nearby_location_cast && (await missingIn('location_types', body.nearby_location_cast.map((p) => p.location_type_id)))) {
    errors.nearby_location_cast = ['value not allowed'];
  }
  if (body.nearby_station_cast) {
    const ids = body.nearby_station_cast.map((s) => s.train_station_id);
    const types = await repo.stationTypes(ids);
    const wrong = body.nearby_station_cast.some((s) => types.get(s.train_station_id) !== s.train_type_id);
    if (wrong || new Set(ids).size !== ids.length) errors.nearby_station_cast = ['value not allowed'];
  }
  Object.assign(errors, await imageErrors(repo, userId, listingId, body));

  if (Object.keys(errors).length > 0) throw outsideArea ? outsideServedArea(errors) : badInput(errors);
}

/** Photos are URLs upload-image answered to this user, each used once (the cover is not also in the gallery). */
async function imageErrors(repo: ListingQueries, userId: number, listingId: number, body: ListingFormValues): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const gallery = body.gallery_img_cast;
  const cover = body.cover_img !== undefined ? body.cover_img : (await repo.imagesOf(listingId)).find((image) => image.role === 'cover')?.url ?? null;
  const usable = await repo.usableImageUrls(userId, listingId, [...(body.cover_img ? [body.cover_img] : []), ...(gallery ?? [])]);
  if (body.cover_img && !usable.has(body.cover_img)) errors.cover_img = ['value not allowed'];
  if (gallery && (gallery.some((url) => !usable.has(url) || url === cover) || new Set(gallery).size !== gallery.length)) {
    errors.gallery_img_cast = ['value not allowed'];
  }
  return errors;
}
