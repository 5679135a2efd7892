import type { FastifyInstance } from 'fastify';
import { savedSearchFilter, type CreateSavedSearchBody, type SavedSearch, type SavedSearchesResult, type SearchFilter, type z, type updateSavedSearchBody, type createSavedSearchBody, type UnsubscribedResult } from '@baandee/contracts';
import { SAVED_SEARCH_LIMIT } from '@baandee/domain';
import { AppError, notFound } from '../../lib/errors.js';
import { unsubscribeSignatureMatches } from './saved-search-links.js';
import type { SavedSearchRow } from './saved-searches.repository.js';

type App = Pick<FastifyInstance, 'db' | 'savedSearchesRepository'>;

/** 409: the user keeps SAVED_SEARCH_LIMIT saved searches already. */
export const savedSearchLimitReached = () => new AppError(409, 'saved search limit reached');

export function savedSearchOf(row: SavedSearchRow): SavedSearch {
  const parsed = savedSearchFilter.safeParse(row.filter);
  return {
    id: row.id,
    name: row.name,
    // a filter stored by an earlier version that no longer reads is shown as the search without filters
    filter: parsed.success ? parsed.data : savedSearchFilter.parse({ searchMode: 'general', order_by: 'date-desc', is_pet_allow: 0, is_cooking_allow: 0, is_smoking_allow: 0, furniture_cast: [], facility_cast: [], train_station_cast: [] }),
    channel: row.channel,
    frequency: row.frequency,
    paused: row.paused,
    new_matches: row.new_matches,
    last_sent_at: row.last_sent_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** POST api/saved-search: at most SAVED_SEARCH_LIMIT per user, counted under the user's row lock. */
export async function createSavedSearch(app: App, userId: number, body: z.output<typeof createSavedSearchBody>): Promise<SavedSearch> {
  const id = await app.db.transaction().execute(async (trx) => {
    const repo = app.savedSearchesRepository.in(trx);
    await repo.lockUser(userId);
    if ((await repo.countOf(userId)) >= SAVED_SEARCH_LIMIT) throw savedSearchLimitReached();
    return repo.insert({ user_id: userId, name: body.name, filter: body.filter as SearchFilter, channel: body.channel, frequency: body.frequency });
  });
  return savedSearchOf((await app.savedSearchesRepository.byId(id))!);
}

export async function listSavedSearches(app: App, userId: number): Promise<SavedSearchesResult> {
  const rows = await app.savedSearchesRepository.listOf(userId);
  return { saved_searches: rows.map(savedSearchOf), limit: SAVED_SEARCH_LIMIT };
}

/** PUT api/saved-search/{id} (the route checked the owner). */
export async function updateSavedSearch(app: App, id: number, body: z.output<typeof updateSavedSearchBody>): Promise<SavedSearch> {
  await app.savedSearchesRepository.update(id, body);
  const row = await app.savedSearchesRepository.byId(id);
  if (!row) throw notFound();
  return savedSearchOf(row);
}

export async function deleteSavedSearch(app: App, id: number): Promise<{ id: number; deleted: true }> {
  if (!(await app.savedSearchesRepository.remove(id))) throw notFound();
  return { id, deleted: true };
}

/**
 * POST api/saved-search/unsubscribe: an alert's link, without signing in (docs/decisions/060).
 * The signature must be the server's for this saved search; then it is paused (its owner can
 * resume it on /my-saved-search). Answered 404 otherwise, as a search that no longer exists.
 */
export async function unsubscribeSavedSearch(app: App, body: { id: number; sig: string }): Promise<UnsubscribedResult> {
  if (!(await unsubscribeSignatureMatches(app, body.id, body.sig))) throw notFound();
  const paused = await app.savedSearchesRepository.pause(body.id);
  if (!paused) throw notFound();
  return { ...paused, paused: true };
}

export type { CreateSavedSearchBody };
