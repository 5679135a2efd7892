import type { FastifySchemaCompiler, RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from '@baandee/contracts';
import { deepFreeze } from './deep-freeze.js';
import { keepRecent, recent } from './recent-map.js';

/**
 * Validates a route's query string once per distinct query and keeps the parsed query, the
 * `limit` most recently asked: a search asked again (the same link from the home page, the
 * next visitor's same filter) does not parse and refine the same fields again, which was a
 * tenth of a search answered from the search cache (docs/decisions/078). A kept query is
 * frozen, as every request that asks the same string shares it; refused queries are not kept.
 */
export function keptQueries(limit: number): NonNullable<RouteOptions['validatorCompiler']> {
  return (route) => {
    const validate = validatorCompiler(route as Parameters<FastifySchemaCompiler<z.ZodType>>[0]);
    if (route.httpPart !== 'querystring') return validate;
    const kept = new Map<string, unknown>();
    return (data) => {
      const key = JSON.stringify(data);
      const parsed = recent(kept, key);
      if (parsed !== undefined) return { value: parsed };
      // the zod provider's validator answers synchronously, with the error or the value
      const result = validate(data) as Exclude<ReturnType<typeof validate>, boolean | PromiseLike<unknown>>;
      if (!result.error) keepRecent(kept, key, deepFreeze(result.value), limit);
      return result;
    };
  };
}
