import type { FastifyPluginAsync } from 'fastify';
import { endpoints, successEnvelope, type z } from '@baandee/contracts';
import { ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { readImageUpload } from '../../lib/images.js';
import { route } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { isBot } from '../../lib/bots.js';
import { adminActor } from '../audit/audit.service.js';
import { sendCacheable, toJsonBody } from '../../lib/http-cache.js';
import {
  createLiveAds,
  currentBanner,
  deleteAd,
  deleteBanner,
  listAds,
  listBanners,
  pageAds,
  runningAdIds,
  storeAd,
  storeBanner,
  uploadAdImage,
} from './ads.service.js';

/**
 * Spec section 7: ads by page name and the event banner, read on every page view: answered
 * from each process's copy (ads.service createLiveAds) with an ETag, so a browser asking
 * again within a minute costs nothing and a 304 after it costs no query.
 *
 * Counting (docs: README "Ads"): an impression is reported by the page once per view for
 * each ad that was at least half on screen; a click is reported when the ad's link is
 * followed. Both are summed in memory and written in batches (ad-counts.ts); robots'
 * reports are answered but not counted.
 */
export const adsRoutes: FastifyPluginAsync = async (app) => {
  const live = createLiveAds(app);
  const adsResponse: z.ZodType = successEnvelope(endpoints.advertise.result);
  const bannerResponse: z.ZodType = successEnvelope(endpoints.eventBanner.result);

  route(app, endpoints.advertise, async (request, reply) =>
    sendCacheable(request, reply, toJsonBody(adsResponse.parse(ok(await pageAds(live, request.query.page))))),
  );

  route(app, endpoints.eventBanner, async (request, reply) =>
    sendCacheable(request, reply, toJsonBody(bannerResponse.parse(ok(await currentBanner(live))))),
  );

  route(app, endpoints.advertiseClick, async (request) => {
    const [id] = await runningAdIds(live, [request.params.id]);
    if (id === undefined) throw notFound();
    if (isBot(request.headers['user-agent'])) return { counted: 0 };
    app.adCounts.click(id);
    return { counted: 1 };
  });

  route(app, endpoints.advertiseImpressions, async (request) => {
    const ids = await runningAdIds(live, request.body.ids);
    if (isBot(request.headers['user-agent'])) return { counted: 0 };
    for (const id of ids) app.adCounts.impression(id);
    return { counted: ids.length };
  });

  route(app, endpoints.chatWidget, async (_request, reply) => {
    // configuration only changes with a restart
    reply.header('cache-control', 'public, max-age=300');
    return { line_chat_url: app.line.addFriendUrl };
  });
};

/** The admin's ads and event banners (DESIGN 4.13, 4.15); every route is held to the admin role as well. */
export const adminAdsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  route(app, endpoints.adminAds, async () => listAds(app));
  route(app, endpoints.adminStoreAd, async (request) => storeAd(app, adminActor(request), request.body));
  route(app, endpoints.adminDeleteAd, async (request) => deleteAd(app, adminActor(request), request.params.id));
  route(app, endpoints.adminUploadAdImage, async (request) =>
    uploadAdImage(app, currentUser(request).id, await readImageUpload(request, [...endpoints.adminUploadAdImage.upload.fields])),
  );

  route(app, endpoints.adminEventBanners, async () => listBanners(app));
  route(app, endpoints.adminStoreEventBanner, async (request) => storeBanner(app, adminActor(request), request.body));
  route(app, endpoints.adminDeleteEventBanner, async (request) => deleteBanner(app, adminActor(request), request.params.id));
};
