import fc from 'fast-check';
import type { Endpoint, OwnedResource } from '@baandee/contracts';
import { pathParamNames, z } from '@baandee/contracts';

/**
 * Hostile requests generated from an endpoint's contract: wrong types, missing and extra
 * fields, huge and empty strings, Thai, emoji and NUL characters, negative and huge
 * numbers, malformed JSON, wrong content types and odd path parameters.
 */
export interface GeneratedRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const hostileString = fc.oneof(
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', 'คอนโดติด BTS อโศก', '🏠🔥👍🏽', '\u202e\u200b', "'; drop table users; --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '%ff', 'null', 'true', '-1', '1e309', 'NaN'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.nat({ max: 20_000 }).map((length) => 'ก'.repeat(length)), // past every length limit, inside the body limit
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, -0, 1.5, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e308, -1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }) },
);

/** The field names of an object schema, also through refinements and defaults. */
function fieldNames(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    const def = (current as { def?: { innerType?: unknown; in?: unknown; schema?: unknown } }).def;
    current = def?.innerType ?? def?.in ?? def?.schema;
  }
  return [];
}

/** An object with some of the schema's fields (hostile values), some missing, some extra. */
function hostileObject(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      fc.subarray(fields),
      fc.array(hostileValue, { minLength: fields.length, maxLength: fields.length }),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'id', 'role', 'is_admin', 'extra'), hostileValue, { maxKeys: 2 }),
    )
    .map(([present, values, extra]) => {
      const body: Record<string, unknown> = {};
      present.forEach((field, index) => (body[field] = values[index]));
      return { ...extra, ...body };
    });
}

const malformedJson = fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"email": "a@b.c",}', '\u0000', '{"a":"\\ud800"}', '"just a string"', '123', 'true', '[]');

function body(endpoint: Endpoint): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const fields = fieldNames(endpoint.body);
  const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });
  return fc.oneof(
    { weight: 8, arbitrary: hostileObject(fields).map(json) },
    { weight: 2, arbitrary: hostileValue.map(json) },
    { weight: 2, arbitrary: malformedJson.map((payload) => ({ payload, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'image/png'), hostileString).map(([contentType, payload]) => ({ payload, contentType })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** How a key is spelt: plain, or in the bracket forms of axios (`name[]`) and qs (`name[0]`). */
const keySpelling = fc.constantFrom((name: string) => name, (name: string) => `${name}[]`, (name: string) => `${name}[0]`);

function query(endpoint: Endpoint): fc.Arbitrary<string> {
  const fields = [...fieldNames(endpoint.query), 'page', 'id'];
  return fc
    .array(fc.tuple(fc.constantFrom(...fields), keySpelling, fc.oneof(hostileString, hostileNumber.map(String))), { maxLength: 4 })
    .map((pairs) => {
      const search = new URLSearchParams();
      for (const [name, spell, value] of pairs) search.append(spell(name), value);
      const text = search.toString();
      return text ? `?${text}` : '';
    });
}

const oddParam = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '2147483648', '99999999999999999999', 'abc', '%00', '%ff', '%2e%2e', 'คอนโด', '🏠', '1e3', ' 1', 'null', 'x'.repeat(300)),
  fc.nat().map(String),
  hostileString.map((value) => encodeURIComponent(value.slice(0, 200)) || '_'),
);

/**
 * `runs` requests for one endpoint; the caller's own object (`ownIds` of its kind, else
 * `ownId`) is put in an owner parameter half of the time so validation, not only the
 * ownership check, is reached.
 */
export function generateRequests(
  endpoint: Endpoint,
  options: { runs: number; seed: number; ownId: number; ownIds?: Partial<Record<OwnedResource, number | string>> },
): GeneratedRequest[] {
  const params = pathParamNames(endpoint.path);
  const ownerParam = typeof endpoint.access === 'object' ? endpoint.access.param : null;
  const ownValue = String((typeof endpoint.access === 'object' && options.ownIds?.[endpoint.access.owner]) || options.ownId);
  const paramArb = fc.tuple(...params.map((name) => (name === ownerParam ? fc.oneof(fc.constant(ownValue), oddParam) : oddParam)));
  // a DELETE sends a body only when its contract has one (deleting the account: its confirmation)
  const hasBody = endpoint.method !== 'GET' && (endpoint.method !== 'DELETE' || endpoint.body !== undefined);
  const arb = fc.record({
    params: params.length ? paramArb : fc.constant([] as string[]),
    query: query(endpoint),
    body: hasBody ? body(endpoint) : fc.constant({} as { payload?: string; contentType?: string }),
  });
  return fc.sample(arb, { numRuns: options.runs, seed: options.seed }).map((sample) => {
    let index = 0;
    const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, () => (sample.params as string[])[index++]!);
    const headers: Record<string, string> = {};
    if (sample.body.contentType) headers['content-type'] = sample.body.contentType;
    return { url: `/api${path}${sample.query}`, headers, payload: sample.body.payload };
  });
}
