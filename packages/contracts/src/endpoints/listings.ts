import { endpoint } from '../endpoint.js';
import {
  announceIdParams,
  contactOwnerBody,
  contactOwnerResult,
  deletedResult,
  estateViewQuery,
  favoriteToggleBody,
  favoriteToggleResult,
  favoritesResult,
  listingForm,
  listingFormBody,
  listingIdParams,
  listingStatusResult,
  listingStoreResult,
  listingUploadResult,
  listingView,
  myEstateResult,
  nearbyStationsQuery,
  nearbyStationsResult,
  pageQuery,
  recommendedQuery,
  recommendedResult,
} from '../listing.js';
import { draftTextBody, draftTextResult } from '../listing-text.js';

const tags = ['listings'];
/** The signed-in owner of the listing the path names: 404 'announcement does not exist', 403 'not the owner'. */
const ownListing = { owner: 'listing', param: 'id' } as const;
const lifecycle = {
  tags,
  access: ownListing,
  params: listingIdParams,
  result: listingStatusResult,
  errors: { 409: ['announcement not in publish status'] },
} as const;

/** Spec section 7 "Listings": the post flow, the lifecycle, the listing page, favourites and the contact form. */
export const listingEndpoints = {
  nearbyStations: endpoint('nearbyStations', {
    summary: 'The rail stations nearest a map pin, nearest first, each within 20 km (the post form suggests them)',
    tags,
    access: 'public',
    query: nearbyStationsQuery,
    result: nearbyStationsResult,
  }),
  myEstate: endpoint('myEstate', {
    summary: "The signed-in user's listings, newest first, 10 a page, with not_finish_id (the unfinished draft)",
    tags,
    access: 'user',
    query: pageQuery,
    result: myEstateResult,
  }),
  estateView: endpoint('estateView', {
    summary:
      'The listing page: public when published; its owner and admins see any status. Records a view (not for bots, the owner or admins)',
    tags,
    access: 'public',
    params: announceIdParams,
    query: estateViewQuery,
    result: listingView,
    // unavailable: held for its scam reports or its owner suspended (docs/decisions/046)
    errors: { 403: ['permission denied for edit or view', 'announcement unavailable'], 404: ['announcement does not exist'] },
  }),
  estateForm: endpoint('estateForm', {
    summary: "The owner's listing as the form holds it, to continue or edit it",
    tags,
    access: { owner: 'listing', param: 'announce_id' },
    params: announceIdParams,
    result: listingForm,
  }),
  storeEstate: endpoint('storeEstate', {
    summary:
      'Save the listing form: without id a new draft (one unfinished at a time), with id an update of the own listing. Partial forms are fine; publishing checks completeness',
    tags,
    access: 'user',
    body: listingFormBody,
    result: listingStoreResult,
    errors: {
      403: ['not the owner', 'permission denied for edit or view'],
      404: ['announcement does not exist'],
      409: ['previous announcement unfinished', 'announcement not in publish status'],
      422: ['outside Bangkok not available'],
    },
  }),
  draftText: endpoint('draftText', {
    summary:
      "Draft the listing's title and description in Thai and English from the form's fields (as POST api/estate/store takes them, all optional). Every claim comes from a field; package holders get the longer description with the neighbourhood. Saves nothing",
    tags,
    access: 'user',
    body: draftTextBody,
    result: draftTextResult,
    rateLimited: true,
  }),
  uploadEstateImage: endpoint('uploadEstateImage', {
    summary:
      'Upload a listing photo: multipart/form-data, file field `image` (or `file`), a picture of at most 2 MB. Answers its WebP URLs in cover, thumbnail and large sizes',
    tags,
    access: 'user',
    upload: { fields: ['image', 'file'] },
    result: listingUploadResult,
    rateLimited: true,
    errors: { 400: ['invalid input'], 413: ['image over 2 MB'], 422: ['not an image', 'image over 24 megapixels'] },
  }),
  publishEstate: endpoint('publishEstate', {
    ...lifecycle,
    summary:
      'Publish the listing: straight to publish for an owner with an approved listing, otherwise pending admin review. Needs a verified e-mail and a complete listing (field errors name what is missing)',
    errors: { 403: ['verify your email'], 409: ['announcement not in publish status', 'not enough credits'] },
  }),
  unpublishEstate: endpoint('unpublishEstate', { ...lifecycle, summary: 'Take a published or pending listing off the site' }),
  closeEstate: endpoint('closeEstate', { ...lifecycle, summary: 'Close the listing for good (sold or let); it can only be deleted afterwards' }),
  deleteEstate: endpoint('deleteEstate', {
    ...lifecycle,
    summary: 'Delete a draft, pending, unpublished or closed listing with its photos',
    result: deletedResult,
  }),
  recommendedEstate: endpoint('recommendedEstate', {
    summary: 'Recommended listings: boosted first, then fresh and popular',
    tags,
    access: 'public',
    query: recommendedQuery,
    result: recommendedResult,
  }),
  toggleFavorite: endpoint('toggleFavorite', {
    summary: 'Add a published listing to the favourites or take it out; answers whether it is a favourite now',
    tags,
    access: 'user',
    body: favoriteToggleBody,
    result: favoriteToggleResult,
    errors: { 404: ['announcement does not exist'] },
  }),
  favorites: endpoint('favorites', {
    summary: "The signed-in user's favourites, most recently added first, 10 a page",
    tags,
    access: 'user',
    query: pageQuery,
    result: favoritesResult,
  }),
  contactAnnounceOwner: endpoint('contactAnnounceOwner', {
    summary: 'Send the owner of a published listing a message: stored as a lead and mailed to the owner. Rate limited per sender',
    tags,
    access: 'public',
    body: contactOwnerBody,
    result: contactOwnerResult,
    rateLimited: true,
    errors: { 404: ['announcement does not exist'] },
  }),
};
