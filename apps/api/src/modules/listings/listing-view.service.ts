import type { FastifyInstance } from 'fastify';
import { endpoints, type ListingForm, type ListingView, type MyEstateResult, type NearbyStation } from '@baandee/contracts';
import { DAY_MS, NEARBY_MAX_DISTANCE_KM, type OpenPaymentStatus, ownerActions, RESULTS_PER_PAGE, slugId, STATION_SUGGESTIONS } from '@baandee/domain';
import { readsFor } from '../../db/repository.js';
import { announcementUnavailable, forbidden, listingMissing } from '../../lib/errors.js';
import { serializedResult } from '../../lib/route.js';
import type { AuthUser } from '../../plugins/auth.plugin.js';
import { headlineInsight, priceInsights } from '../decide/decide.service.js';
import { holdsOf, otherListers } from '../duplicates/duplicates.service.js';
import { qualityScores } from '../quality/quality.service.js';
import { lockOwnListing } from './listing-lifecycle.service.js';
import { isBoosted, listingForm, listingParts, loadListingForm, toIso, toNearbyStation, toNumber } from './listing-mappers.js';
import type { ListingRow } from './listings.repository.js';


/** An anonymous visitor's listing page as `GET api/estate/view` sends it, with whose listing it is. */
export interface KeptListingPage {
  listingId: number;
  ownerId: number;
  body: string;
}

/**
 * GET api/estate/view/{announce_id} for an anonymous visitor: the page is the same for
 * every visitor, so it is kept whole, bytes included, in the search answers' cache
 * (docs/decisions/028): dropped by every listing change in this process, another
 * process's changes (and an owner's new name) show within SEARCH_CACHE_SECONDS. A listing
 * that is missing or not published is refused every time, never kept.
 */
export function anonymousListingPage(app: Pick<FastifyInstance, 'decideRepository' | 'duplicatesRepository' | 'listingsRepository' | 'qualityRepository' | 'searchCache'>, id: number): Promise<KeptListingPage> {
  return app.searchCache.reuse(`view ${id}`, async () => {
    const anonymous: Viewer = { userId: null, isAdmin: false };
    const row = await viewableListing(app, id, anonymous);
    const view = await getListingView(app, row, anonymous);
    return { listingId: row.id, ownerId: row.user_id, body: serializedResult(endpoints.estateView, view) };
  });
}

/** GET api/estate/{announce_id}: the owner's listing as the form holds it. */
export async function getListingForm(app: Pick<FastifyInstance, 'creditsRepository' | 'duplicatesRepository' | 'listingsRepository'>, user: AuthUser, id: number): Promise<ListingForm> {
  return loadListingForm(app, await lockOwnListing(app.listingsRepository, id, user.id, false));
}

/** Who is looking at a listing page: the signed-in user, if any, and whether they may see it unpublished. */
export interface Viewer {
  userId: number | null;
  isAdmin: boolean;
}

/**
 * The listing row a viewer may open: published for anyone, any status for its owner and
 * admins (spec section 6). An anonymous visitor's page is read from the replica
 * (docs/decisions/025); a signed-in user's from the primary, so an owner sees an edit at once.
 */
export async function viewableListing(app: Pick<FastifyInstance, 'listingsRepository'>, id: number, viewer: Viewer): Promise<ListingRow> {
  const row = await readsFor(app.listingsRepository, viewer.userId).findById(id);
  if (!row) throw listingMissing();
  const ownerOrAdmin = row.user_id === viewer.userId || viewer.isAdmin;
  if (row.status !== 'publish' && !ownerOrAdmin) throw forbidden();
  // held for its scam reports or its owner suspended: the page says so (docs/decisions/046)
  if (!ownerOrAdmin && !(await readsFor(app.listingsRepository, viewer.userId).isOnTheSite(row.id))) throw announcementUnavailable();
  return row;
}

/** GET api/estate/view/{announce_id}: the listing page. */
export async function getListingView(
  app: Pick<FastifyInstance, 'decideRepository' | 'duplicatesRepository' | 'listingsRepository' | 'qualityRepository'>,
  row: ListingRow,
  viewer: Viewer,
): Promise<ListingView> {
  const repo = readsFor(app.listingsRepository, viewer.userId);
  const decide = readsFor(app.decideRepository, viewer.userId);
  const [parts, names, estateType, owner, history, firstLive, favorite, insights, listers, scores] = await Promise.all([
    listingParts(repo, row.id),
    repo.addressNames(row),
    repo.estateTypeName(row.estate_type_id),
    repo.ownerCard(row.user_id),
    row.unit_key ? repo.priceHistory(row.unit_key) : Promise.resolve([]),
    row.unit_key ? repo.unitFirstPublishedAt(row.unit_key) : Promise.resolve(row.first_published_at),
    viewer.userId === null ? Promise.resolve(false) : repo.isFavorite(viewer.userId, row.id),
    priceInsights(decide, row),
    otherListers(app, row.id),
    // the score without its fixes (those are the owner's): the compare page shows it
    qualityScores({ qualityRepository: readsFor(app.qualityRepository, viewer.userId), decideRepository: decide }, [row.id]),
  ]);
  if (!owner) throw listingMissing(); // the owner's account is gone with the listing (cascade)
  const { furniture, facilities } = parts;
  return {
    ...listingForm(row, parts),
    slug_id: slugId(row.announce_title, row.id),
    boosted: isBoosted(row),
    confirmed_at: toIso(row.confirmed_at),
    favorite,
    estate_type: estateType,
    ...names,
    furniture,
    facilities,
    owner: {
      id: owner.id,
      firstname: owner.firstname,
      lastname: owner.lastname,
      company_name: owner.company_name,
      user_type: owner.user_type,
      profile_img_path: owner.profile_img_path,
      member_since: toIso(owner.created_at)!,
      published_count: Number(owner.published_count ?? 0),
    },
    price_history: history.map((change) => ({
      kind: change.kind,
      old_price: toNumber(change.old_price),
      new_price: toNumber(change.new_price),
      changed_at: toIso(change.changed_at)!,
    })),
    days_on_market: firstLive ? Math.floor((Date.now() - new Date(firstLive).getTime()) / DAY_MS) : null,
    published_at: toIso(row.published_at),
    expires_at: toIso(row.expires_at),
    view_count: row.view_count,
    is_owner: viewer.userId === row.user_id,
    ...headlineInsight(insights),
    also_listed_by: listers,
    quality_score: scores.get(row.id) ?? 0,
  };
}

/** GET api/estate/my-estate: the owner's listings, newest first, with what may be done with each. */
export async function getMyListings(
  app: Pick<FastifyInstance, 'boostsRepository' | 'brokerShareRepository' | 'decideRepository' | 'duplicatesRepository' | 'listingCardsRepository' | 'listingsRepository' | 'qualityRepository'>,
  user: AuthUser,
  page: number,
): Promise<MyEstateResult> {
  const [{ total, rows }, unfinishedId] = await Promise.all([
    app.listingsRepository.ownerPage(user.id, page, RESULTS_PER_PAGE),
    app.listingsRepository.unfinishedId(user.id),
  ]);
  const ids = rows.map((row) => row.id);
  const [cards, awaiting, shared, holds, scores] = await Promise.all([
    app.listingCardsRepository.byIds(ids, user.id),
    app.boostsRepository.awaitingPaymentFor(ids),
    app.brokerShareRepository.sharedOf(ids),
    holdsOf(app.duplicatesRepository, ids),
    qualityScores(app, ids),
  ]);
  const brokerShares = new Map(
    shared.map((row) => [row.listing_id, { group_name: row.group_name, shared_at: row.shared_at.toISOString(), views: row.views, contacts: row.contacts }]),
  );
  const extras = new Map(rows.map((row) => [row.id, row]));
  const boostPayments = new Map(awaiting.map((row) => [row.listing_id, { id: String(row.payment_id), status: row.payment_status as OpenPaymentStatus }]));
  return {
    data: cards.map((card) => {
      const row = extras.get(card.id)!;
      return {
        ...card,
        actions: ownerActions(row.status, { boosted: isBoosted(row) }),
        moderation_reason: row.moderation_reason,
        expires_at: toIso(row.expires_at),
        unfinished: row.id === unfinishedId,
        boost_payment: boostPayments.get(card.id) ?? null,
        broker_share: brokerShares.get(card.id) ?? null,
        hold_reason: holds.get(card.id)!.hold_reason,
        duplicate_matches: holds.get(card.id)!.duplicate_matches,
        quality_score: scores.get(card.id) ?? 0,
      };
    }),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / RESULTS_PER_PAGE)),
    per_page: RESULTS_PER_PAGE,
    total,
    not_finish_id: unfinishedId,
  };
}

/** GET api/estate/nearby-stations: the stations the post form suggests for the pin. */
export async function getNearbyStations(app: Pick<FastifyInstance, 'listingsRepository'>, lat: number, lng: number): Promise<{ stations: NearbyStation[] }> {
  const rows = await app.listingsRepository.nearestStations(lat, lng, NEARBY_MAX_DISTANCE_KM, STATION_SUGGESTIONS);
  return { stations: rows.map(toNearbyStation) };
}
