import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { readImageUpload } from '../../lib/images.js';
import { route } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { perIpLimit, perKeyLimit } from '../../lib/rate-limits.js';
import { confirmEmailChange, requestEmailChange } from './email-change.service.js';
import { saveProfileImage } from './profile-image.service.js';
import { getAgentProfile, getOwnProfile, switchAccount, updateProfile } from './users.service.js';

/** Profiles: the owner's own (full), a public agent view, the picture, individual/company. */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.agentProfile, async (request) =>
    getAgentProfile(app, request.params.id, request.query, await app.optionalUserId(request)),
  );

  route(app, endpoints.userInfo, async (request) => getOwnProfile(app, currentUser(request), request.params.id));

  route(app, endpoints.updateProfile, async (request) =>
    updateProfile(app, currentUser(request), request.params.id, request.body),
  );

  // password guesses and mails to others' inboxes: per client IP and per account
  const limited = { config: { rateLimit: perIpLimit(app.config) } };
  route(app, endpoints.changeEmail, { ...limited, preHandler: perKeyLimit(app, 'change-email', (request) => request.user?.id) }, async (request) => {
    await requestEmailChange(app, currentUser(request), request.body);
    return { done: true as const };
  });

  route(app, endpoints.confirmEmailChange, limited, async (request) => confirmEmailChange(app, request.body.token));

  route(app, endpoints.uploadProfileImage, async (request) => {
    const user = currentUser(request);
    const upload = await readImageUpload(request, [...endpoints.uploadProfileImage.upload.fields]);
    return { profile_img_path: await saveProfileImage(app, user.id, upload) };
  });

  route(app, endpoints.switchAccount, async (request) => switchAccount(app, currentUser(request), request.query.account_type));
};
