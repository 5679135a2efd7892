import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentProfile,
  errorEnvelope,
  successEnvelope,
  switchAccountQuery,
  updateProfileBody,
  uploadImageResult,
  userIdParams,
  userInfo,
} from '@baandee/contracts';
import { ok } from '../../lib/envelope.js';
import { readImageUpload } from '../../lib/images.js';
import { currentUser } from '../../plugins/auth.js';
import { saveProfileImage } from './profile-image.service.js';
import { getAgentProfile, getOwnProfile, switchAccount, updateProfile } from './users.service.js';

const bearer = [{ bearer: [] }];
const ownerFailures = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope };

/** Profiles: the owner's own (full), a public agent view, the picture, individual/company. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/show-agent-profile/:id',
    {
      schema: {
        tags: ['account'],
        summary: "A user's public profile: no e-mail, id card, birth date or address; phone masked unless opted in",
        params: userIdParams,
        response: { 200: successEnvelope(agentProfile), 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request) => ok(await getAgentProfile(app, request.params.id)),
  );

  app.get(
    '/user/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'The full profile of the signed-in user (403 for any other id)',
        security: bearer,
        params: userIdParams,
        response: { 200: successEnvelope(userInfo), ...ownerFailures },
      },
    },
    async (request) => ok(await getOwnProfile(app, currentUser(request), request.params.id)),
  );

  app.put(
    '/user/update/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: "Update the signed-in user's profile; answers the updated profile",
        security: bearer,
        params: userIdParams,
        body: updateProfileBody,
        response: { 200: successEnvelope(userInfo), ...ownerFailures },
      },
    },
    async (request) => ok(await updateProfile(app, currentUser(request), request.params.id, request.body)),
  );

  app.post(
    '/user/upload-image',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Upload the profile picture: multipart/form-data, file field `image` (or `file`), a picture of at most 2 MB',
        consumes: ['multipart/form-data'],
        security: bearer,
        response: { 200: successEnvelope(uploadImageResult), 401: errorEnvelope, 413: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const upload = await readImageUpload(request, ['image', 'file']);
      return ok({ profile_img_path: await saveProfileImage(app, user.id, upload) });
    },
  );

  app.get(
    '/switch-account',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: "Act as an individual or a company (?account_type=individual|company); 422 'profile incomplete' lists missing fields",
        security: bearer,
        querystring: switchAccountQuery,
        response: { 200: successEnvelope(userInfo), 401: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request) => ok(await switchAccount(app, currentUser(request), request.query.account_type)),
  );
};
