import type { EndpointInput, EndpointResult, Endpoints } from '@baandee/contracts';
import { splitRoute, type EndpointName } from '@baandee/contracts/routes';
import type { ErrorKey } from '@baandee/locales';
import { errors as catalogue } from '@baandee/locales/th/errors';
import { ANALYTICS_HEADER, analyticsId } from './analytics';
import { getToken } from './session';

/** Field name -> message keys, as the API's error envelope sends them (spec section 8). */
export type FieldErrors = Record<string, string[]>;

/**
 * A call that did not answer HTTP 200 with `status: 'success'`. `key` is a message key of
 * the catalogue (the `errors` namespace); `body` is the raw answer for callers that need it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: ErrorKey,
    readonly fieldErrors: FieldErrors = {},
    readonly body: unknown = null,
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

/** A 404 answer: route error boundaries render it as the not-found page. */
export class NotFoundError extends ApiError {
  constructor(key: ErrorKey = 'content not found', body: unknown = null) {
    super(404, key, {}, body);
    this.name = 'NotFoundError';
  }
}

export interface ApiHandlers {
  /** A 401, or a 403 'account suspended': the session is over (the app logs out and goes to the site root). */
  unauthorized(error: ApiError): void;
  /** Any other failure the caller did not take over (the app shows the alert modal). */
  failure(error: ApiError): void;
}

let handlers: ApiHandlers = { unauthorized: () => {}, failure: () => {} };

/** The app wires the global reactions once at start; tests wire spies. */
export function setApiHandlers(next: ApiHandlers): void {
  handlers = next;
}

type QueryValue = string | number | boolean | null | undefined;

/** How one call behaves; what it sends comes from the endpoint's contract. */
export interface CallOptions {
  signal?: AbortSignal;
  /**
   * false: the caller shows the failure itself (e.g. a form putting field errors on its
   * fields). 401 and 404 are handled globally either way.
   */
  alert?: boolean;
}

interface ApiRequest extends CallOptions {
  method: string;
  query?: Record<string, unknown>;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
}

function buildUrl(path: string, query: ApiRequest['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null) params.append(name, String(item as QueryValue));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The headers of every call: JSON or multipart, the bearer token, the analytics id. */
export function buildHeaders(body: unknown): Headers {
  const headers = new Headers({ accept: 'application/json' });
  if (body !== undefined && !(body instanceof FormData)) headers.set('content-type', 'application/json');
  const token = getToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const visitor = analyticsId();
  if (visitor) headers.set(ANALYTICS_HEADER, visitor);
  return headers;
}

interface ErrorEnvelope {
  status: 'error';
  message: ErrorKey;
  errors?: FieldErrors;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  return isRecord(body) && body.status === 'error' && typeof body.message === 'string' && Object.hasOwn(catalogue, body.message);
}

/** `/user/update/:id` with `{ id: 7 }` -> `/api/user/update/7` */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return `/api${path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => encodeURIComponent(String(params[name])))}`;
}

type CallArgs<N extends EndpointName> = {} extends EndpointInput<Endpoints[N]> // eslint-disable-line @typescript-eslint/no-empty-object-type
  ? [input?: EndpointInput<Endpoints[N]>, options?: CallOptions]
  : [input: EndpointInput<Endpoints[N]>, options?: CallOptions];

/**
 * Calls one endpoint of the contract by name: the method and path come from the route
 * table, what it sends and what it answers are typed by the endpoint's contract.
 * Answers `result` of the success envelope; every failure throws an ApiError after the
 * global reaction: 401 logs out, 404 becomes NotFoundError, anything else shows the
 * alert unless `alert: false`.
 */
export function call<N extends EndpointName>(name: N, ...[input, options]: CallArgs<N>): Promise<EndpointResult<Endpoints[N]>> {
  const [method, path] = splitRoute(name);
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  return send(fillPath(path, params), { ...options, method, query, body });
}

async function send<T>(path: string, request: ApiRequest): Promise<T> {
  const { method, query, body, signal, alert = true } = request;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers: buildHeaders(body),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    return settle<T>(0, null, alert);
  }

  const payload: unknown = await response.json().catch(() => null);
  return settle<T>(response.status, payload, alert);
}

/**
 * An answer's envelope read the same way for every transport: the result, or the ApiError
 * after its global reaction. Status 0 with no payload is a request that never got an answer.
 */
export function settle<T>(status: number, payload: unknown, alert: boolean): T {
  if (status === 200 && isRecord(payload) && payload.status === 'success') return payload.result as T;

  const envelope = isErrorEnvelope(payload) ? payload : null;
  if (status === 404) throw new NotFoundError(envelope?.message, payload);
  const error = new ApiError(status, envelope?.message ?? 'something went wrong', envelope?.errors ?? {}, payload);
  // a suspended account's session is over as a 401's is; the app says why (docs/decisions/046)
  if (status === 401 || (status === 403 && error.key === 'account suspended')) handlers.unauthorized(error);
  else if (alert) handlers.failure(error);
  throw error;
}

/** The first message key of each field, in field order (spec section 8). */
export function firstFieldMessages(fieldErrors: FieldErrors): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (messages[0]) first[field] = messages[0];
  }
  return first;
}
