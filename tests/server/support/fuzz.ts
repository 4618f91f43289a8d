import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';

/** One concrete request the fuzzer sends. */
export interface FuzzRequest {
  method: HTTPMethods;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** A registered route, flattened to one method. */
export interface FuzzRoute {
  method: HTTPMethods;
  url: string;
  schema: RouteOptions['schema'];
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};

/** Collects routes as they are registered: pass `collector.onRoute` to createTestApp. */
export function createRouteCollector() {
  const routes: FuzzRoute[] = [];
  const seen = new Set<string>();
  return {
    routes,
    onRoute(route: RouteOptions) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        const key = `${method} ${route.url}`;
        if (seen.has(key)) continue;
        seen.add(key);
        routes.push({ method: method as HTTPMethods, url: route.url, schema: route.schema });
      }
    },
  };
}

// ── value generators ────────────────────────────────────────────────────────────────────────────

const HUGE = 'Ữ'.repeat(70_000);
const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '0901000001',
  '84901000001',
  '+84 901 000 001',
  'Uniclass@123',
  '123456',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\uFEFF',
  '\uD800',
  'Nguyễn Hoàng Minh Anh',
  '🙂🙂🙂',
  // Odd bytes: every control character class and lone surrogates (PostgreSQL refuses U+0000).
  'Nguyễn\u0000Anh',
  '\u0000\u0000',
  '\u0007\u0008\u000B\u000C',
  '\u001B[31mred',
  '\u007F',
  '\u0085\u009F',
  'a\uDC00b',
  'x\uD83D',
  '\uD83D\uD83D',
  'line\r\nnext\ttab',
  '__proto__',
  'constructor',
  HUGE,
);
/** Plausible text with control characters or lone surrogates spliced in. */
const oddString = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.oneof(
      fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
      fc.integer({ min: 0x7f, max: 0x9f }).map((c) => String.fromCharCode(c)),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    ),
    fc.string({ maxLength: 12 }),
  )
  .map(([a, odd, b]) => `${a}${odd}${b}`);
const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: oddString },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 3, arbitrary: nastyStrings },
);
const nastyNumbers = fc.constantFrom(
  0,
  -1,
  1,
  2,
  3,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -0,
  0.5,
);
const anyNumber = fc.oneof(fc.integer(), fc.double({ noNaN: true }), nastyNumbers);
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constant({ a: { b: { c: { d: { e: { f: [[[[[]]]]] } } } } } }),
  fc.array(fc.constant({ x: HUGE.slice(0, 1000) }), { maxLength: 50 }),
);

/** Values shaped like the schema most of the time (to reach handlers), anything otherwise. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  const shaped = shapedValueFor(schema, depth);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: anyJson });
}

function shapedValueFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map((v) => valueFor(v, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return anyString;
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1000, 1_000_000) }),
        nastyNumbers,
      );
    case 'number':
      return anyNumber;
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom(0, 1, 'true'));
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1), { maxLength: 6 });
    case 'object':
      return objectFor(schema, depth);
    default:
      return anyJson;
  }
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const known = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, valueFor(v, depth + 1)]));
  return fc
    .tuple(
      fc.record(known, { requiredKeys: [] }),
      // Sometimes an extra field, which a strict schema must reject with a 400.
      fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), anyJson, { maxKeys: 2 }), {
        freq: 4,
      }),
    )
    .map(([base, extra]) => ({ ...base, ...(extra ?? {}) }));
}

// ── request generators ──────────────────────────────────────────────────────────────────────────

function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  // Lone surrogates cannot be percent-encoded; replace them like a browser would.
  return encodeURIComponent(
    text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

const paramValue = fc.oneof(
  anyString,
  anyNumber.map(String),
  fc.constantFrom('1', '2', '999999', '0', '-5', 'abc', 'null', ' 1', '1 ', '0x10', '1e2', '%'),
);

const headerValue = fc.string({ maxLength: 80 }).filter((s) => /^[\x20-\x7e]*$/.test(s));

const randomHeaders = fc.record(
  {
    access_token: fc.oneof(headerValue, fc.constant('x'.repeat(5000))),
    access_user: fc.oneof(headerValue, fc.constantFrom('0901000001', '84901000001')),
    authorization: fc.oneof(
      headerValue,
      headerValue.map((v) => `Bearer ${v}`),
    ),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', '', 'image/png'),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'gzip;q=0, br;q=0', 'bogus'),
    'x-forwarded-for': fc.oneof(fc.ipV4(), headerValue),
  },
  { requiredKeys: [] },
);

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type BodyPart = { payload?: string; contentType?: string };

function bodyFor(route: FuzzRoute): fc.Arbitrary<BodyPart> {
  const body = (route.schema?.body ?? undefined) as JsonSchema | undefined;
  const json = valueFor(body).map((value) => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  }));
  return fc.oneof(
    { weight: 6, arbitrary: json },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{',
          '{"a":',
          '[1,2',
          '"unterminated',
          'nul',
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{}}}',
        )
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=xyz',
            'multipart/form-data',
            'application/xml',
            'application/json; charset=latin1',
            'application/octet-stream',
            'image/png',
          ),
          anyString,
        )
        .map(([contentType, payload]) => ({ payload, contentType })),
    },
    { weight: 1, arbitrary: fc.constant({ payload: '', contentType: 'application/json' }) },
    { weight: 1, arbitrary: fc.constant<BodyPart>({}) },
  );
}

function queryFor(route: FuzzRoute): fc.Arbitrary<string> {
  const schema = (route.schema?.querystring ?? undefined) as JsonSchema | undefined;
  const shaped = (
    schema?.properties
      ? objectFor(schema, 0)
      : fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 })
  ).map((query) =>
    Object.entries(query)
      .map(([k, v]) => `${encode(k)}=${encode(v)}`)
      .join('&'),
  );
  const raw = fc.constantFrom(
    '',
    'a=1&a=2&a=3',
    '%',
    '%zz',
    '&&&',
    '=',
    'key',
    'key[]=1',
    `x=${'y'.repeat(10_000)}`,
  );
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: raw });
}

/** Random headers, or (half the time, when a session is given) a real session's, so handlers are reached. */
function headersFor(session: Record<string, string> | undefined): fc.Arbitrary<Record<string, string>> {
  if (!session) return randomHeaders as fc.Arbitrary<Record<string, string>>;
  return fc.oneof(randomHeaders as fc.Arbitrary<Record<string, string>>, fc.constant(session));
}

/** The arbitrary of requests for one route: its params, query, body and headers randomised. */
export function requestsFor(route: FuzzRoute, session?: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  const paramNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)(?:\([^)]*\))?/g)].map((m) => m[1]!);
  const params = fc.tuple(...paramNames.map(() => paramValue), fc.array(anyString, { maxLength: 3 }));
  const withBody = BODY_METHODS.has(route.method);
  return fc
    .record({
      params,
      query: queryFor(route),
      headers: headersFor(session),
      body: withBody ? bodyFor(route) : fc.constant<BodyPart>({}),
    })
    .map(({ params: [...values], query, headers, body }) => {
      const wildcard = values.pop() as unknown as string[];
      let index = 0;
      let path = route.url.replace(/:([A-Za-z0-9_]+)(?:\([^)]*\))?/g, () => encode(values[index++]));
      path = path.replace(/\*$/, wildcard.map(encode).join('/'));
      const request: FuzzRequest = {
        method: route.method,
        url: query ? `${path}?${query}` : path,
        headers: { ...headers } as Record<string, string>,
      };
      if (body.payload !== undefined) request.payload = body.payload;
      if (body.contentType) request.headers['content-type'] = body.contentType;
      return request;
    });
}

const API_PREFIXES = ['/main/', '/lms/', '/contest/', '/service3/'];

/**
 * Sends `runs` random requests to one route; fails (with fast-check's shrunk counterexample) on any
 * 5xx, or on an API error answer that is not an envelope.
 */
export interface FuzzOptions {
  runs: number;
  seed?: number;
  /** Stop early (successfully) after this long, so the suite stays bounded as routes are added. */
  timeLimitMs?: number;
  /** Headers of a real session (access_token, access_user): half the requests carry them. */
  session?: Record<string, string>;
}

export async function fuzzRoute(app: FastifyInstance, route: FuzzRoute, options: FuzzOptions): Promise<void> {
  await fc.assert(
    fc.asyncProperty(requestsFor(route, options.session), async (request) => {
      const res = await app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      if (res.statusCode >= 500) {
        throw new Error(
          `${request.method} ${request.url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`,
        );
      }
      const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
      const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
      // HEAD answers carry no body to check.
      if (isApi && request.method !== 'HEAD' && res.statusCode >= 400 && isJson) {
        const body = res.json() as Record<string, unknown>;
        if (typeof body.errorCode !== 'number' && body.resultCode === undefined) {
          throw new Error(
            `${request.method} ${request.url.slice(0, 200)} → ${res.statusCode} without envelope: ${res.body.slice(0, 300)}`,
          );
        }
      }
    }),
    {
      numRuns: options.runs,
      ...(options.seed !== undefined ? { seed: options.seed } : {}),
      ...(options.timeLimitMs !== undefined
        ? { interruptAfterTimeLimit: options.timeLimitMs, markInterruptAsFailure: false }
        : {}),
    },
  );
}
