import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { readImageUpload } from '../../lib/images.js';
import { route, sendSerialized } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { perKeyLimit } from '../../lib/rate-limits.js';
import { saveListingImage } from './listing-images.service.js';
import { changeListingStatus, deleteListing, publishListing } from './listing-lifecycle.service.js';
import { storeListing } from './listing-store.service.js';
import { anonymousListingPage, getListingForm, getListingView, getMyListings, getNearbyStations, viewableListing } from './listing-view.service.js';

/** Spec section 7 "Listings": the post flow, the owner's lifecycle actions and the listing page. */
export const listingsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.nearbyStations, async (request) => getNearbyStations(app, request.query.lat, request.query.lng));

  route(app, endpoints.myEstate, async (request) => getMyListings(app, currentUser(request), request.query.page));

  route(app, endpoints.estateView, async (request, reply) => {
    const userId = await app.optionalUserId(request);
    if (userId === null) {
      const page = await anonymousListingPage(app, request.params.announce_id);
      app.listingEvents.recordView(page.listingId, page.ownerId, request, request.query.ref);
      return sendSerialized(reply, page.body);
    }
    const viewer = { userId, isAdmin: request.user?.role === 'admin' };
    const listing = await viewableListing(app, request.params.announce_id, viewer);
    // a visit is counted once the visitor may see the listing (dashboard events), after the answer
    app.listingEvents.recordView(listing.id, listing.user_id, request, request.query.ref);
    return getListingView(app, listing, viewer);
  });

  route(app, endpoints.estateForm, async (request) => getListingForm(app, currentUser(request), request.params.announce_id));

  route(app, endpoints.storeEstate, async (request) => storeListing(app, currentUser(request), request.body));

  // each photo costs three encodings: a number per user in the upload window
  const uploadLimit = { max: app.config.LISTING_UPLOAD_RATE_LIMIT, timeWindow: app.config.LISTING_UPLOAD_WINDOW_MINUTES * 60_000 };
  const perUser = perKeyLimit(app, 'listing-upload', (request) => request.user?.id, uploadLimit);
  route(app, endpoints.uploadEstateImage, { preHandler: perUser }, async (request) => {
    const user = currentUser(request);
    const upload = await readImageUpload(request, [...endpoints.uploadEstateImage.upload.fields]);
    return saveListingImage(app, user.id, upload);
  });

  route(app, endpoints.publishEstate, async (request) => publishListing(app, currentUser(request), request.params.id));
  route(app, endpoints.unpublishEstate, async (request) => changeListingStatus(app, currentUser(request), request.params.id, 'un-publish'));
  route(app, endpoints.closeEstate, async (request) => changeListingStatus(app, currentUser(request), request.params.id, 'close'));
  route(app, endpoints.deleteEstate, async (request) => deleteListing(app, currentUser(request), request.params.id));
};
