import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import {
  errorEnvelope,
  successEnvelope,
  type Endpoint,
  type EndpointSpec,
  type ErrorStatus,
  type OwnedResource,
  type ParsedRequest,
  z,
} from '@baandee/contracts';
import type { ErrorKey } from '@baandee/locales';
import { ok } from './envelope.js';
import { keptQueries } from './kept-queries.js';
import { type AppError, forbidden, listingMissing, notFound, notTheOwner, paymentMissing, unauthorized } from './errors.js';

/** Who owns an object of a resource kind: its owner's user id, or null when there is no such object. */
export type OwnerLookup = (app: FastifyInstance, id: unknown) => Promise<number | null>;

/**
 * How to find the owner of each kind of object an endpoint's access names, and what a
 * caller hears when there is no such object or it is someone else's.
 */
const ownerLookups = new Map<OwnedResource, { lookup: OwnerLookup; missing: () => AppError; notOwner: () => AppError }>([
  // a user owns exactly their own profile
  ['user', { lookup: async (_app, id) => (typeof id === 'number' ? id : null), missing: () => notFound(), notOwner: () => forbidden() }],
  [
    'listing',
    {
      lookup: (app, id) => app.listingsRepository.ownerOf(id as number),
      missing: listingMissing,
      notOwner: notTheOwner,
    },
  ],
  [
    // someone else's payment is answered as no payment at all: its existence tells nothing
    'payment',
    {
      lookup: (app, id) => app.paymentsRepository.ownerOf(id as string),
      missing: paymentMissing,
      notOwner: paymentMissing,
    },
  ],
  [
    // someone else's saved search, likewise, is answered as none at all
    'savedSearch',
    {
      lookup: (app, id) => app.savedSearchesRepository.ownerOf(id as number),
      missing: () => notFound(),
      notOwner: () => notFound(),
    },
  ],
]);

export type ContractRequest<E extends EndpointSpec> = FastifyRequest & ParsedRequest<E>;

/**
 * A handler returns the endpoint's result (wrapped into the success envelope here), or
 * the reply when it sent the answer itself (cacheable bodies, 304s).
 */
export type ContractHandler<E extends EndpointSpec> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E['result']> | FastifyReply>;

/** Fastify options a route may add to what its contract declares (rate limits, extra hooks). */
export interface RouteExtras {
  config?: RouteOptions['config'];
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /**
   * Keep up to this many parsed queries by their query string (see `keptQueries`): for a
   * query whose parse depends on nothing but the string (no clock, no state).
   */
  keptQueries?: number;
}

/** The statuses an endpoint can answer with an error envelope, from what its contract declares. */
export function errorStatuses(endpoint: EndpointSpec): Map<ErrorStatus, Set<ErrorKey>> {
  const statuses = new Map<ErrorStatus, Set<ErrorKey>>();
  const add = (status: ErrorStatus, key: ErrorKey) => {
    if (!statuses.has(status)) statuses.set(status, new Set());
    statuses.get(status)!.add(key);
  };
  if (endpoint.access !== 'public') add(401, 'unauthorized, please re-login');
  // a suspended account's session (or sign-in) is refused with the reason (docs/decisions/046)
  add(403, 'account suspended');
  if (endpoint.access === 'admin' || (typeof endpoint.access === 'object' && endpoint.access.owner === 'user')) {
    add(403, 'permission denied for edit or view');
  }
  if (typeof endpoint.access === 'object' && endpoint.access.owner === 'listing') {
    add(403, 'not the owner');
    add(404, 'announcement does not exist');
  }
  if (typeof endpoint.access === 'object' && endpoint.access.owner === 'payment') add(404, 'payment does not exist');
  if (typeof endpoint.access === 'object' && endpoint.access.owner === 'savedSearch') add(404, 'content not found');
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.upload) add(422, 'invalid input');
  if (endpoint.rateLimited) add(429, 'too many requests');
  // an upload's file goes to the storage, which may be full or unreachable
  if (endpoint.upload) add(503, 'upload storage unavailable');
  for (const [status, keys] of Object.entries(endpoint.errors ?? {})) {
    for (const key of keys ?? []) add(Number(status) as ErrorStatus, key);
  }
  return statuses;
}

function openApiSchema(endpoint: Endpoint) {
  // a download's answer is a file, never serialised: the document only says what it is
  const success = endpoint.download
    ? endpoint.result.meta({ description: `${endpoint.download.contentType}: ${endpoint.download.description}` })
    : successEnvelope(endpoint.result);
  const response: Record<number, z.ZodType> = { 200: success };
  for (const [status, keys] of errorStatuses(endpoint)) {
    response[status] = errorEnvelope.meta({ description: `Message keys: ${[...keys].join(', ')}` });
  }
  // keys left out rather than undefined: Fastify warns about a schema key without a schema
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    response,
    ...(endpoint.description && { description: endpoint.description }),
    ...(endpoint.access !== 'public' && { security: [{ bearer: [] }] }),
    ...(endpoint.upload && { consumes: ['multipart/form-data'] }),
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
  };
}

/**
 * Access is settled before the request's body is even parsed: 401 without a valid session,
 * 403 for a signed-in user who is not an admin or not the owner of the named object.
 */
function accessHooks(app: FastifyInstance, endpoint: Endpoint): { onRequest?: onRequestHookHandler; preValidation?: onRequestHookHandler } {
  const { access } = endpoint;
  if (access === 'public') return {};
  if (access === 'user') return { onRequest: app.authenticate };
  if (access === 'admin') return { onRequest: app.requireAdmin };
  const owned = ownerLookups.get(access.owner);
  if (!owned) throw new Error(`no owner lookup for ${access.owner} (endpoint ${endpoint.name})`);
  const paramSchema = endpoint.params?.shape[access.param] as z.ZodType | undefined;
  if (!paramSchema) throw new Error(`endpoint ${endpoint.name} names no path parameter ${access.param}`);
  return {
    onRequest: app.authenticate,
    preValidation: async (request) => {
      const parsed = paramSchema.safeParse((request.params as Record<string, unknown>)[access.param]);
      if (!parsed.success) return; // validation answers 422 with the field error
      const owner = await owned.lookup(app, parsed.data);
      if (owner === null) throw owned.missing();
      if (!request.user) throw unauthorized();
      if (owner !== request.user.id && !(access.orAdmin && request.user.role === 'admin')) throw owned.notOwner();
    },
  };
}

const successSchemas = new WeakMap<EndpointSpec, z.ZodType>();

type Shaper = (value: unknown) => unknown;

/**
 * A function copying a value to the keys its schema's objects declare, in their order,
 * through arrays and nullable or optional fields, leaving every other value as it is: the
 * shape `z.encode` gives an answer whose values already are the contract's (no codec, no
 * transform), without validating each of them again. Null when the schema holds anything
 * else (a union, a transform, a codec...): then the answer is encoded by zod.
 */
function shaperOf(schema: z.ZodType): Shaper | 'as-is' | null {
  const def = (schema as unknown as { _zod: { def: { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType } } })._zod.def;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'enum':
    case 'literal':
    case 'null':
      return 'as-is';
    case 'nullable':
    case 'optional':
      return shaperOf(def.innerType!);
    case 'array': {
      const item = shaperOf(def.element!);
      if (item === null) return null;
      return item === 'as-is' ? (value) => (value as unknown[]).slice() : (value) => (value as unknown[]).map((each) => (each == null ? each : item(each)));
    }
    case 'object': {
      const fields: [string, Shaper | 'as-is'][] = [];
      for (const [key, field] of Object.entries(def.shape!)) {
        const shaper = shaperOf(field);
        if (shaper === null) return null;
        fields.push([key, shaper]);
      }
      return (value) => {
        const from = value as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const [key, shaper] of fields) {
          const field = from[key];
          out[key] = shaper === 'as-is' || field == null ? field : shaper(field);
        }
        return out;
      };
    }
    default:
      return null;
  }
}

const shapers = new WeakMap<z.ZodType, Shaper | null>();

/**
 * A value's JSON as the contract's schema encodes it: shaped to the schema's keys and
 * stringified, not validated field by field again (that was a fifth of a computed search's
 * time, docs/decisions/052); encoded by zod where the schema holds what a shaper cannot copy.
 * For answers kept as bytes and for parts of them (a search's cards, decision 078).
 */
export function shapedJson(schema: z.ZodType, value: unknown): string {
  let shaper = shapers.get(schema);
  if (shaper === undefined) {
    const made = shaperOf(schema);
    shapers.set(schema, (shaper = made === 'as-is' ? (each) => each : made));
  }
  return JSON.stringify(shaper ? shaper(value) : z.encode(schema, value));
}

/**
 * The body Fastify's serialiser sends for this endpoint's result (encoded by the contract
 * inside the success envelope), for a handler that keeps the bytes to send them again.
 * The answer is our own, typed as the contract (`shapedJson`); under tests it is also
 * encoded by zod, and both must agree.
 */
export function serializedResult<E extends Endpoint>(endpoint: E, result: z.input<E['result']>): string {
  let schema = successSchemas.get(endpoint);
  if (!schema) successSchemas.set(endpoint, (schema = successEnvelope(endpoint.result)));
  const body = shapedJson(schema, ok(result));
  if (process.env.NODE_ENV === 'test' && body !== JSON.stringify(z.encode(schema, ok(result)))) throw new Error(`the answer of ${endpoint.name} is not its contract's: ${body}`);
  return body;
}

/** Sends bytes made by `serializedResult`, as they are. */
export function sendSerialized(reply: FastifyReply, body: string): FastifyReply {
  // a string with a JSON content type is sent as it is: no second serialisation
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Registers the route of one endpoint contract: method, path, validation, access and OpenAPI come from the contract. */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, extras: RouteExtras, handler: ContractHandler<E>): void;
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: ContractHandler<E>): void;
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  extrasOrHandler: RouteExtras | ContractHandler<E>,
  maybeHandler?: ContractHandler<E>,
): void {
  const { keptQueries: keptQueryCount, ...extras } = typeof extrasOrHandler === 'function' ? ({} as RouteExtras) : extrasOrHandler;
  const handler = typeof extrasOrHandler === 'function' ? extrasOrHandler : maybeHandler!;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: openApiSchema(endpoint),
    ...accessHooks(app, endpoint),
    ...extras,
    ...(keptQueryCount && { validatorCompiler: keptQueries(keptQueryCount) }),
    handler: async (request, reply) => {
      const result = await handler(request as ContractRequest<E>, reply);
      // A handler that answered itself resolves with the reply, which Fastify makes a
      // thenable settling once the answer is out: `result` is then undefined and the
      // reply sent. Resolving with anything now would make Fastify send a second time.
      if (reply.sent) return undefined;
      return ok(result);
    },
  });
}
