import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { adminActor } from '../audit/audit.service.js';
import { getMortgageSettings, saveMortgageSettings } from './decide.service.js';

/** Help to decide (issue #35): the mortgage calculator's defaults; the price insight rides on the listing page. */
export const decideRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.mortgageSettings, async () => getMortgageSettings(app));
  route(app, endpoints.adminMortgageSettings, async () => getMortgageSettings(app));
  route(app, endpoints.adminStoreMortgageSettings, async (request) => saveMortgageSettings(app, adminActor(request), request.body));
};
