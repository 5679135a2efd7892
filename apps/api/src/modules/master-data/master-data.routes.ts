import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressDataResult,
  announceDistrictsResult,
  districtsAroundBangkokResult,
  errorEnvelope,
  estateMasterResult,
  projectEstateQuery,
  projectEstateResult,
  successEnvelope,
  trainDataResult,
  type z,
} from '@baandee/contracts';
import { ok } from '../../lib/envelope.js';
import { createBodyCache, sendCacheable, toJsonBody } from './master-data.cache.js';
import { masterDataRepositoryPlugin } from './master-data.repository.js';
import {
  getAddressData,
  getAnnounceDistricts,
  getDistrictsAroundBangkok,
  getEstateMaster,
  getTrainData,
  searchProjects,
} from './master-data.service.js';

const tags = ['master-data'];
const cachingNote = 'Public; Cache-Control max-age 3600 with a strong ETag, 304 on a matching If-None-Match.';

/** Spec section 7 "Master data": public, read-only, cacheable GETs. */
export const masterDataRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(masterDataRepositoryPlugin);
  const cache = createBodyCache();

  /**
   * A GET whose whole answer is built once per process: checked against its contract,
   * serialised and hashed once, then served from memory with an ETag.
   */
  const cachedGet = <T extends z.ZodType>(url: string, summary: string, result: T, load: () => Promise<z.input<T>>) => {
    const response: z.ZodType = successEnvelope(result);
    app.get(
      url,
      { schema: { tags, summary, description: cachingNote, response: { 200: response } } },
      async (request, reply) => {
        const json = await cache(url, async () => toJsonBody(response.parse(ok(await load()))));
        return sendCacheable(request, reply, json);
      },
    );
  };

  cachedGet('/estate-master', 'Estate types, location types, furniture, facilities and hot searches', estateMasterResult, () =>
    getEstateMaster(app.masterDataRepository),
  );
  cachedGet('/address-data', 'Provinces, districts and sub-districts with postal codes', addressDataResult, () =>
    getAddressData(app.masterDataRepository),
  );
  cachedGet('/district-around-bangkok', 'Bangkok and its five neighbouring provinces with their districts', districtsAroundBangkokResult, () =>
    getDistrictsAroundBangkok(app.masterDataRepository),
  );
  cachedGet('/announce-districts', 'Districts a listing may be posted in', announceDistrictsResult, () =>
    getAnnounceDistricts(app.masterDataRepository),
  );
  cachedGet('/train-data', 'Train types, lines and stations', trainDataResult, () => getTrainData(app.masterDataRepository));

  // Searches are not kept in memory (any text is a new key); the ETag is computed per answer.
  app.get(
    '/project-estate',
    {
      schema: {
        tags,
        summary: 'Residential projects for the project picker, optionally filtered by name',
        description: cachingNote,
        querystring: projectEstateQuery,
        response: { 200: successEnvelope(projectEstateResult), 422: errorEnvelope },
      },
    },
    async (request, reply) => {
      const result = await searchProjects(app.masterDataRepository, request.query);
      return sendCacheable(request, reply, toJsonBody(ok(result)));
    },
  );
};
