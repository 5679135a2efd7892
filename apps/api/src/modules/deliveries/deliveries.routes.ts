import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { adminActor } from '../audit/audit.service.js';
import { listFailedJobs, retryAllJobs, retryJob } from './deliveries.service.js';

/** Failed deliveries (docs/decisions/047): admins only. */
export const adminDeliveriesRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  route(app, endpoints.adminJobs, async (request) => listFailedJobs(app, request.query.page));
  route(app, endpoints.adminRetryJob, async (request) => retryJob(app, adminActor(request), request.params.id));
  route(app, endpoints.adminRetryAllJobs, async (request) => retryAllJobs(app, adminActor(request)));
};
