import type { FastifyPluginAsync } from 'fastify';
import { endpoints, successEnvelope, type Endpoint, type z } from '@baandee/contracts';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import { createBodyCache, createVersionReader, sendCacheable, toJsonBody } from '../../lib/http-cache.js';
import {
  getAddressData,
  getAnnounceDistricts,
  getDistrictsAroundBangkok,
  getEstateMaster,
  getTrainData,
  searchProjects,
} from './master-data.service.js';

/**
 * Spec section 7 "Master data": public, read-only, cacheable GETs, read from the replica
 * when there is one (docs/decisions/025). The version and the data come from the same
 * database, so a lagging replica can delay a change but never cache old data under the
 * new version.
 */
export const masterDataRoutes: FastifyPluginAsync = async (app) => {
  const cache = createBodyCache();
  const version = createVersionReader(() => app.masterDataRepository.replica.version());
  const repository = () => app.masterDataRepository.replica;

  /**
   * A GET whose whole answer is built once per process and data version: checked against
   * its contract, serialised and hashed once, then served from memory with an ETag that
   * names the version, so every process answers a change with a new ETag.
   */
  const cachedGet = <E extends Endpoint>(endpoint: E, load: () => Promise<z.input<E['result']>>) => {
    const response: z.ZodType = successEnvelope(endpoint.result);
    route(app, endpoint, async (request, reply) => {
      const current = await version();
      const json = await cache(endpoint.path, current, async () => toJsonBody(response.parse(ok(await load())), current));
      return sendCacheable(request, reply, json);
    });
  };

  cachedGet(endpoints.estateMaster, () => getEstateMaster(repository()));
  cachedGet(endpoints.addressData, () => getAddressData(repository()));
  cachedGet(endpoints.districtAroundBangkok, () => getDistrictsAroundBangkok(repository()));
  cachedGet(endpoints.announceDistricts, () => getAnnounceDistricts(repository()));
  cachedGet(endpoints.trainData, () => getTrainData(repository()));

  // Searches are not kept in memory (any text is a new key); the ETag is computed per answer.
  route(app, endpoints.projectEstate, async (request, reply) =>
    sendCacheable(request, reply, toJsonBody(ok(await searchProjects(repository(), request.query)))),
  );
};
