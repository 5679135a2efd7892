import {
  adCountedResult,
  adIdParams,
  adImpressionsBody,
  adminAd,
  adminAdBody,
  adminAdsResult,
  adminEventBanner,
  adminEventBannerBody,
  adminEventBannersResult,
  adUploadResult,
  advertiseQuery,
  advertiseResult,
  chatWidgetResult,
  eventBannerResult,
} from '../ads.js';
import { endpoint } from '../endpoint.js';
import { adminDeletedResult } from '../search.js';

const tags = ['ads'];
const adminTags = ['admin'];

/** Spec section 7: ads by page name and the event banner; click and impression counting; the admin's ads and banners (DESIGN 4.13, 4.15). */
export const adEndpoints = {
  advertise: endpoint('advertise', {
    summary: "The page's running ads (active, within their dates) with their position, in each position's order",
    tags,
    access: 'public',
    query: advertiseQuery,
    result: advertiseResult,
    cacheable: true,
  }),
  advertiseClick: endpoint('advertiseClick', {
    summary: 'Count a click on a running ad (counted off the request, per ad and Bangkok day; robots are not counted)',
    tags,
    access: 'public',
    params: adIdParams,
    result: adCountedResult,
    errors: { 404: ['content not found'] },
  }),
  advertiseImpressions: endpoint('advertiseImpressions', {
    summary:
      'Count impressions: the page reports the running ads that were at least half on screen, once per page view (ids of ads not running are ignored)',
    tags,
    access: 'public',
    body: adImpressionsBody,
    result: adCountedResult,
  }),
  eventBanner: endpoint('eventBanner', {
    summary: "The running event's banner (active, within its dates; the latest start wins), or null",
    tags,
    access: 'public',
    result: eventBannerResult,
    cacheable: true,
  }),
  chatWidget: endpoint('chatWidget', {
    summary: "Where the floating chat button leads: the LINE official account's chat, or null when LINE is not set up",
    tags,
    access: 'public',
    result: chatWidgetResult,
  }),
  adminAds: endpoint('adminAds', {
    summary: 'Every ad, running or not, with its impressions and clicks so far',
    tags: adminTags,
    access: 'admin',
    result: adminAdsResult,
  }),
  adminStoreAd: endpoint('adminStoreAd', {
    summary: 'Create an ad (without id) or update one (with id): a picture uploaded here and a link, or HTML (sanitised with an allow-list)',
    tags: adminTags,
    access: 'admin',
    body: adminAdBody,
    result: adminAd,
    errors: { 404: ['content not found'] },
  }),
  adminDeleteAd: endpoint('adminDeleteAd', {
    summary: 'Delete an ad with its picture and counts',
    tags: adminTags,
    access: 'admin',
    params: adIdParams,
    result: adminDeletedResult,
    errors: { 404: ['content not found'] },
  }),
  adminUploadAdImage: endpoint('adminUploadAdImage', {
    summary: 'Upload the picture of an ad or event banner: multipart/form-data, file field `image` (or `file`), at most 2 MB; answers its URL',
    tags: adminTags,
    access: 'admin',
    upload: { fields: ['image', 'file'] },
    result: adUploadResult,
    errors: { 400: ['invalid input'], 413: ['image over 2 MB'], 422: ['not an image', 'image over 24 megapixels'] },
  }),
  adminEventBanners: endpoint('adminEventBanners', {
    summary: 'Every event banner, running or not',
    tags: adminTags,
    access: 'admin',
    result: adminEventBannersResult,
  }),
  adminStoreEventBanner: endpoint('adminStoreEventBanner', {
    summary: 'Create an event banner (without id) or update one (with id)',
    tags: adminTags,
    access: 'admin',
    body: adminEventBannerBody,
    result: adminEventBanner,
    errors: { 404: ['content not found'] },
  }),
  adminDeleteEventBanner: endpoint('adminDeleteEventBanner', {
    summary: 'Delete an event banner with its picture',
    tags: adminTags,
    access: 'admin',
    params: adIdParams,
    result: adminDeletedResult,
    errors: { 404: ['content not found'] },
  }),
};
