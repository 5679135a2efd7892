import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { SONGKRAN_CARD_WINDOW_MINUTES, SONGKRAN_CARDS_PER_WINDOW } from '@baandee/domain';
import { route } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { adminActor } from '../audit/audit.service.js';
import { verifyFacebookSignIn } from '../auth/facebook.js';
import { verifyGoogleSignIn } from '../auth/google.js';
import { perIpLimit, perKeyLimit } from '../../lib/rate-limits.js';
import { adminEvent, getEvent, resetEventSettings, saveEventSettings, shareCard, signInAtEvent, storeCard, viewCard } from './songkran.service.js';

/** Spec section 7: the Songkran event's calls (DESIGN 4.12), and its admin screen's. */
export const songkranRoutes: FastifyPluginAsync = async (app) => {
  // the accounts' own social sign-in limits: the same brake on the same verification
  const signInLimited = { config: { rateLimit: perIpLimit(app.config) } };
  const cardLimit = perKeyLimit(app, 'songkran-card', (request) => request.user?.id, {
    max: SONGKRAN_CARDS_PER_WINDOW,
    timeWindow: SONGKRAN_CARD_WINDOW_MINUTES * 60_000,
  });

  route(app, endpoints.songkranEvent, async (request) => getEvent(app, await app.optionalUserId(request)));
  route(app, endpoints.songkranGauth, signInLimited, async (request) => signInAtEvent(app, () => verifyGoogleSignIn(app.config, request.body)));
  route(app, endpoints.songkranFbauth, signInLimited, async (request) => signInAtEvent(app, () => verifyFacebookSignIn(app.config, request.body)));
  route(app, endpoints.songkranStore, { preHandler: cardLimit }, async (request) => storeCard(app, currentUser(request), request.body));
  route(app, endpoints.songkranShare, async (request) => shareCard(app, currentUser(request), request.body));
  route(app, endpoints.songkranCard, async (request) => viewCard(app, request.params.ref));
  route(app, endpoints.adminSongkran, async () => adminEvent(app));
  route(app, endpoints.adminStoreSongkran, async (request) => saveEventSettings(app, adminActor(request), request.body));
  route(app, endpoints.adminResetSongkran, async (request) => resetEventSettings(app, adminActor(request)));
};
