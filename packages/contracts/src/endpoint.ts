import type { ErrorKey } from '@baandee/locales';
import type { z } from './error-map.js';
import { splitRoute, type EndpointName, type MethodOf, type PathOf } from './routes.js';

/** Kinds of object whose owner an endpoint checks; each has an owner lookup in the API. */
export type OwnedResource = 'user' | 'listing' | 'payment' | 'savedSearch';

/**
 * Who may call an endpoint:
 * - `public`: anyone (a token that is sent must still be valid);
 * - `user`: any signed-in user;
 * - `{ owner, param }`: the signed-in owner of the `owner` object the path parameter
 *   `param` names (403 for anyone else, checked before the body is read); with
 *   `orAdmin`, an admin too;
 * - `admin`: a signed-in admin.
 */
export type Access = 'public' | 'user' | 'admin' | { owner: OwnedResource; param: string; orAdmin?: true };

/** HTTP statuses an endpoint answers with a catalogue key, besides 200. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503;

export interface EndpointSpec {
  summary: string;
  description?: string;
  tags: readonly string[];
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A multipart/form-data upload: the names the file may come under. */
  upload?: { fields: readonly string[] };
  result: z.ZodType;
  /**
   * The catalogue keys the endpoint answers, by status, beyond what its shape implies
   * (401/403 from `access`, 422 'invalid input' from params/query/body, 429 from a limit).
   */
  errors?: Partial<Record<ErrorStatus, readonly ErrorKey[]>>;
  /** Answers carry an ETag and honour If-None-Match (304). */
  cacheable?: boolean;
  /** The route applies a rate limit (429 'too many requests'). */
  rateLimited?: boolean;
  /**
   * The answer is a file to save (this media type, with Content-Disposition: attachment),
   * not the JSON envelope; failures still answer the error envelope. `result` is unused.
   */
  download?: { contentType: string; description: string };
}

export type Endpoint<N extends EndpointName = EndpointName, S extends EndpointSpec = EndpointSpec> = S & {
  name: N;
  method: MethodOf<N>;
  path: PathOf<N>;
};

/** One endpoint: its name in ROUTES gives method and path, the spec gives the rest. */
export function endpoint<N extends EndpointName, const S extends EndpointSpec>(name: N, spec: S): Endpoint<N, S> {
  const [method, path] = splitRoute(name);
  return { ...spec, name, method, path };
}

/** The ids of an endpoint's path parameters, in order: `/user/update/:id` -> `['id']`. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
}

type Part<S, K extends 'params' | 'query' | 'body'> = S extends { [P in K]: infer T extends z.ZodType } ? T : never;

/** What a client sends: path parameters, query and body, each present only if the endpoint has it. */
export type EndpointInput<E extends EndpointSpec> = ([Part<E, 'params'>] extends [never] ? unknown : { params: z.input<Part<E, 'params'>> }) &
  ([Part<E, 'query'>] extends [never] ? unknown : { query: z.input<Part<E, 'query'>> }) &
  ([Part<E, 'body'>] extends [never] ? (E extends { upload: object } ? { body: FormData } : unknown) : { body: z.input<Part<E, 'body'>> });

/** What the server's handler receives once the contract has parsed the request. */
export interface ParsedRequest<E extends EndpointSpec> {
  params: [Part<E, 'params'>] extends [never] ? Record<string, never> : z.output<Part<E, 'params'>>;
  query: [Part<E, 'query'>] extends [never] ? Record<string, never> : z.output<Part<E, 'query'>>;
  body: [Part<E, 'body'>] extends [never] ? undefined : z.output<Part<E, 'body'>>;
}

/** The `result` of the success envelope, as the client receives it. */
export type EndpointResult<E extends EndpointSpec> = z.output<E['result']>;
