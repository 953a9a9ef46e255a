// One fuzz case per draw: an endpoint of the contract and a request for it (valid, or hostile in one way), with
// what the bff must answer, worked out here from the contract's own schemas in the order the bff checks a request
// (router, method, CSRF, body parsing, then params, body and query against the schemas).
import {
  CLIENT_HEADER,
  ENDPOINTS,
  type EndpointDefinition,
  type EndpointName,
  fieldErrorsFromZod,
} from '@storefront/shared-types';
import fc from 'fast-check';
import type { z } from 'zod';
import { hostileString, hostileValue, validArbitrary, withOwnKey } from './zod-arbitrary.js';

/** The bff's JSON body limit (server-options bodyLimit): a bigger body is a 413. */
const BODY_LIMIT = 1024 * 1024;

export type Body = { json: unknown } | { raw: string; contentType: string };

export interface FuzzCase {
  name: EndpointName;
  /** What the case does, for a failure message. */
  what: string;
  method: string;
  /** The path as sent (percent-encoding included). */
  path: string;
  query: Array<[string, string]>;
  body?: Body;
  /** Whether the request carries the web client's header and a same-origin Origin (the CSRF check's demands). */
  csrf: boolean;
}

/** What the bff must answer a case: a refusal with this status (naming these fields), or anything but a refusal. */
export type Expected =
  | { kind: 'accepted' }
  | { kind: 'refused'; status: number; fields?: string[]; fieldAmong?: string[]; allow?: string };

/** The statuses that refuse a request as sent. */
export const REFUSALS = [400, 403, 405, 413, 415];

/** The shop-api's calls that refuse a language_id it has no language for (services/config/languages.ts). */
const LANGUAGE_CHECKED: readonly EndpointName[] = [
  'checkoutConfirm',
  'balanceTopUp',
  'payInvoice',
  'forwardRequestDeclare',
  'forwardRequestPay',
  'quoteRequest',
  'quotePay',
  'reservationCreate',
  'reservationPay',
  'claimCreate',
  'proApply',
  'proOrderPlace',
];

/**
 * Fields checked beyond the contract's schemas, against the shop's own data (by the bff or the shop): a request the
 * schema accepts may still be a 400 naming one of these (and only these).
 */
export const CHECKED_AGAINST_SHOP_DATA: Partial<Record<EndpointName, string[]>> = {
  // Language ids are the shop's rows; a cache key may only come from one it has (issue #12 item 4).
  searchFlags: ['langId'],
  // A well-formed e-mail change token the shop never issued (or that is used or expired) is the link's 400, as a
  // password reset token is (issue #24).
  confirmEmailChange: ['token'],
  undoEmailChange: ['token'],
  // A language_id the shop has no language for, on the calls that keep it or write mail or a return address in it.
  ...Object.fromEntries(LANGUAGE_CHECKED.map((name) => [name, ['language_id']])),
};

// ── Paths ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** Each segment percent-encoded as a browser would (a lone surrogate goes as U+FFFD, as UTF-8 has no other way). */
const encodeSegments = (slug: string) =>
  slug
    .split('/')
    .map((segment) => encodeURIComponent(Buffer.from(segment).toString()))
    .join('/');

function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** A URL parser folds `.` and `..` segments (the bff would never see them as sent), so no case has one. */
const withoutDotSegments = (slug: string) =>
  slug
    .split('/')
    .map((segment) => (segment === '.' || segment === '..' ? `${segment}x` : segment))
    .join('/');

/** Slugs as sent in the path: encoded segment by segment, or raw percent sequences that do not decode. */
const hostileSlug: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileString.map((s) => encodeSegments(withoutDotSegments(s))) },
  { weight: 1, arbitrary: fc.constantFrom('%ZZ', 'a/%E0%A4%A', '%', 'ok%2', '%C0%AF', '%00', 'a%2Fb', '') },
);

// ── Mutations of a JSON value ────────────────────────────────────────────────────────────────────────────────────

type Path = Array<string | number>;

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) paths.push(...pathsOf(item, [...prefix, index]));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

interface Mutation {
  path: Path;
  op: 'replace' | 'remove' | 'add';
  key: string;
  value: unknown;
}

const clone = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

function mutate(value: unknown, { path, op, key, value: swapped }: Mutation): unknown {
  const root = clone(value);
  if (path.length === 0 && op !== 'add') return swapped;
  let node = root as Record<string | number, unknown>;
  for (const segment of path.slice(0, op === 'add' ? path.length : -1)) {
    node = node[segment] as Record<string | number, unknown>;
  }
  if (op === 'add') {
    if (node === null || typeof node !== 'object' || Array.isArray(node))
      return mutate(value, { path, op: 'replace', key, value: swapped });
    withOwnKey(node, key, swapped);
    return root;
  }
  const last = path[path.length - 1] as string | number;
  if (op === 'remove') {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete node[last];
  } else node[last] = swapped;
  return root;
}

const extraKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'extra',
    'f.colour',
    'additional_field_7',
  ),
  fc.string({ maxLength: 12 }),
);

function mutationOf(value: unknown): fc.Arbitrary<{ value: unknown; what: string }> {
  return fc
    .record({
      path: fc.constantFrom(...pathsOf(value)),
      op: fc.constantFrom<Mutation['op']>('replace', 'replace', 'remove', 'add'),
      key: extraKey,
      value: hostileValue,
    })
    .map((mutation) => ({
      value: mutate(value, mutation),
      what: `${mutation.op} ${mutation.path.join('.') || '(root)'}${mutation.op === 'add' ? ` key ${JSON.stringify(mutation.key)}` : ''}`,
    }));
}

// ── Query strings ────────────────────────────────────────────────────────────────────────────────────────────────

/** A parsed query value as a URL carries it: every scalar a string. */
function queryPairs(value: unknown): Array<[string, string]> {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    item === undefined
      ? []
      : Array.isArray(item)
        ? item.map((i): [string, string] => [key, String(i)])
        : [[key, String(item)]],
  );
}

/** The query object the server parses from the pairs (a repeated key becomes a list). */
export function parsedQuery(pairs: Array<[string, string]>): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, item] of new URLSearchParams(new URLSearchParams(pairs).toString())) {
    const seen = Object.hasOwn(query, key) ? query[key] : undefined;
    withOwnKey(query, key, seen === undefined ? item : Array.isArray(seen) ? [...seen, item] : [seen, item]);
  }
  return query;
}

const queryMutation = (
  pairs: Array<[string, string]>,
): fc.Arbitrary<{ pairs: Array<[string, string]>; what: string }> =>
  fc.oneof(
    fc.record({ index: fc.nat(), value: hostileString }).map(({ index, value }) => {
      if (pairs.length === 0)
        return { pairs: [['locale', value]] as Array<[string, string]>, what: 'query locale hostile' };
      const at = index % pairs.length;
      const copy = pairs.map((pair): [string, string] => [...pair]);
      (copy[at] as [string, string])[1] = value;
      return { pairs: copy, what: `query ${copy[at]?.[0]} hostile` };
    }),
    fc.nat().map((index) => ({
      pairs: pairs.filter((_, i) => pairs.length === 0 || i !== index % pairs.length),
      what: 'query key removed',
    })),
    fc.record({ key: extraKey, value: hostileString }).map(({ key, value }) => ({
      pairs: [...pairs, [key, value] as [string, string]],
      what: `query key ${JSON.stringify(key)} added`,
    })),
    fc.nat().map((index) => {
      const pair = pairs[index % Math.max(1, pairs.length)];
      return { pairs: pair ? [...pairs, pair] : pairs, what: `query ${pair?.[0]} repeated` };
    }),
  );

// ── Whole bodies ─────────────────────────────────────────────────────────────────────────────────────────────────

const JSON_TYPE = 'application/json';
const rawBody: fc.Arbitrary<{ raw: string; contentType: string }> = fc.oneof(
  fc.constantFrom(
    { raw: '', contentType: JSON_TYPE },
    { raw: '   ', contentType: JSON_TYPE },
    { raw: '{', contentType: JSON_TYPE },
    { raw: '{"locale":', contentType: JSON_TYPE },
    { raw: '{"a":1}}', contentType: JSON_TYPE },
    { raw: 'NaN', contentType: JSON_TYPE },
    { raw: '1e999', contentType: JSON_TYPE },
    { raw: 'null', contentType: JSON_TYPE },
    { raw: '[]', contentType: JSON_TYPE },
    { raw: '"text"', contentType: JSON_TYPE },
    { raw: '{"__proto__":{"polluted":true}}', contentType: JSON_TYPE },
    { raw: '{"\\u005f_proto__":{"polluted":true}}', contentType: JSON_TYPE },
    { raw: '{"locale":"lt"}', contentType: 'application/json; charset=utf-8' },
    { raw: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: JSON_TYPE },
    { raw: `{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}, "constructor": 1}`, contentType: JSON_TYPE },
    { raw: JSON.stringify({ pad: 'x'.repeat(BODY_LIMIT) }), contentType: JSON_TYPE },
    { raw: 'locale=lt', contentType: 'application/x-www-form-urlencoded' },
    { raw: '<xml/>', contentType: 'application/xml' },
    { raw: 'hello', contentType: 'text/plain' },
  ),
  fc.string({ unit: 'binary', maxLength: 60 }).map((raw) => ({ raw, contentType: JSON_TYPE })),
);

// ── The oracle ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Every place a parsed JSON body holds a prototype key, as field paths (the bff refuses such a body). */
function prototypeKeyPaths(value: unknown): string[] {
  const found: string[] = [];
  // A stack, not recursion: a fuzzed body may be nested thousands deep.
  const stack: Array<{ node: unknown; path: string[] }> = [{ node: value, path: [] }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    if (entry.node === null || typeof entry.node !== 'object') continue;
    for (const [key, child] of Object.entries(entry.node)) {
      const path = [...entry.path, key];
      if (key === '__proto__') found.push(path.join('.'));
      else if (
        key === 'constructor' &&
        child !== null &&
        typeof child === 'object' &&
        Object.hasOwn(child, 'prototype')
      ) {
        found.push([...path, 'prototype'].join('.'));
      }
      stack.push({ node: child, path });
    }
  }
  return found;
}

const refused = (
  status: number,
  extra: Omit<Extract<Expected, { kind: 'refused' }>, 'kind' | 'status'> = {},
): Expected => ({
  kind: 'refused',
  status,
  ...extra,
});

function schemaFields(schema: z.ZodType | undefined, value: unknown): string[] | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  return result.success ? undefined : Object.keys(fieldErrorsFromZod(result.error));
}

/** What the bff must answer, in the order it checks a request. */
export function expectedAnswer(fuzz: FuzzCase): Expected {
  const endpoint: EndpointDefinition = ENDPOINTS[fuzz.name];
  const decoded = decodedPath(fuzz.path);
  if (decoded === undefined) return refused(400, { fields: ['path'] });
  if (fuzz.method !== endpoint.method && !(endpoint.method === 'GET' && fuzz.method === 'HEAD')) {
    return refused(405, { allow: endpoint.method });
  }
  if (endpoint.method === 'POST' && !fuzz.csrf) return refused(403);

  let body: unknown;
  if (fuzz.body && 'raw' in fuzz.body) {
    const { raw, contentType } = fuzz.body;
    if (Buffer.byteLength(raw) > BODY_LIMIT) return refused(413, { fields: ['$'] });
    if (contentType.startsWith(JSON_TYPE)) {
      if (raw.trim() === '') return refused(400, { fields: ['$'] });
      try {
        body = JSON.parse(raw);
      } catch {
        return refused(400, { fields: ['$'] });
      }
    } else if (contentType === 'text/plain') body = raw;
    else return refused(415, { fields: ['content-type'] });
  } else if (fuzz.body) {
    const text = JSON.stringify(fuzz.body.json);
    body = text === undefined ? undefined : JSON.parse(text);
  }
  const prototypeKeys = prototypeKeyPaths(body);
  if (prototypeKeys.length > 0) return refused(400, { fieldAmong: prototypeKeys });

  const prefix = endpoint.path.slice(0, -1);
  const params = endpoint.params ? { '*': decoded.slice(prefix.length) } : undefined;
  const fields =
    schemaFields(endpoint.params, params) ??
    schemaFields(endpoint.body, body) ??
    schemaFields(endpoint.query, endpoint.query ? parsedQuery(fuzz.query) : undefined);
  return fields ? refused(400, { fields }) : { kind: 'accepted' };
}

/** A counterexample prints as a readable summary, not a megabyte of body. */
function describedCase(fuzz: FuzzCase): FuzzCase {
  const clip = (text: string | undefined) =>
    text && text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
  Object.defineProperty(fuzz, fc.toStringMethod, {
    value: () =>
      JSON.stringify({
        ...fuzz,
        path: clip(fuzz.path),
        body: clip(payloadOf(fuzz)),
        query: clip(JSON.stringify(fuzz.query)),
      }),
  });
  return fuzz;
}

// ── Cases ───────────────────────────────────────────────────────────────────────────────────────────────────────

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Cases for one endpoint: valid requests, one hostile field, a hostile slug, query or body, a wrong method… */
export function caseArbitrary(name: EndpointName): fc.Arbitrary<FuzzCase> {
  const endpoint: EndpointDefinition = ENDPOINTS[name];
  const slugPrefix = endpoint.path.slice(0, -1);
  const base = fc.record({
    body: endpoint.body ? validArbitrary(endpoint.body) : fc.constant(undefined),
    query: endpoint.query
      ? validArbitrary(endpoint.query).map(queryPairs)
      : fc.constant([] as Array<[string, string]>),
    path: endpoint.params
      ? validArbitrary(endpoint.params).map(
          (params) =>
            slugPrefix + encodeSegments(withoutDotSegments(String((params as { '*': string })['*']))),
        )
      : fc.constant(endpoint.path),
  });
  const request = (
    parts: { body: unknown; query: Array<[string, string]>; path: string },
    what: string,
    overrides: Partial<FuzzCase> = {},
  ): FuzzCase =>
    describedCase({
      name,
      what,
      method: endpoint.method,
      path: parts.path,
      query: parts.query,
      ...(endpoint.method === 'POST' ? { body: { json: parts.body } } : {}),
      csrf: true,
      ...overrides,
    });

  const kinds: Array<{ weight: number; arbitrary: fc.Arbitrary<FuzzCase> }> = [
    { weight: 3, arbitrary: base.map((parts) => request(parts, 'valid')) },
    {
      weight: 1,
      arbitrary: fc
        .record({ parts: base, method: fc.constantFrom(...METHODS.filter((m) => m !== endpoint.method)) })
        .map(({ parts, method }) =>
          request(parts, `method ${method}`, {
            method,
            ...(method === 'GET' || method === 'OPTIONS' ? { body: undefined } : {}),
          }),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({ parts: base, suffix: fc.constantFrom('%ZZ', '%', '%E0%A4') })
        .map(({ parts, suffix }) => request(parts, `path + ${suffix}`, { path: parts.path + suffix })),
    },
  ];
  if (endpoint.body) {
    kinds.push(
      {
        weight: 5,
        arbitrary: base.chain((parts) =>
          mutationOf(parts.body).map(({ value, what }) =>
            request(parts, `body: ${what}`, { body: { json: value } }),
          ),
        ),
      },
      {
        weight: 2,
        arbitrary: fc.record({ parts: base, body: rawBody }).map(({ parts, body }) =>
          request(parts, `raw body ${JSON.stringify(body.raw.slice(0, 40))} as ${body.contentType}`, {
            body,
          }),
        ),
      },
      { weight: 1, arbitrary: base.map((parts) => request(parts, 'no CSRF headers', { csrf: false })) },
    );
  }
  if (endpoint.query) {
    kinds.push({
      weight: 4,
      arbitrary: base.chain((parts) =>
        queryMutation(parts.query).map(({ pairs, what }) => request(parts, what, { query: pairs })),
      ),
    });
  }
  if (endpoint.params) {
    kinds.push({
      weight: 3,
      arbitrary: fc
        .record({ parts: base, slug: hostileSlug })
        .map(({ parts, slug }) =>
          request(parts, `slug ${JSON.stringify(slug.slice(0, 40))}`, { path: slugPrefix + slug }),
        ),
    });
  }
  return fc.oneof(...kinds);
}

/** The request's headers: the web client's, or none of the CSRF check's demands. */
export function headersOf(fuzz: FuzzCase, host: string): Record<string, string> {
  const headers: Record<string, string> = { host };
  if (fuzz.csrf)
    Object.assign(headers, { [CLIENT_HEADER.name]: CLIENT_HEADER.value, origin: `http://${host}` });
  if (fuzz.body) headers['content-type'] = 'raw' in fuzz.body ? fuzz.body.contentType : JSON_TYPE;
  return headers;
}

/** The body as sent. */
export function payloadOf(fuzz: FuzzCase): string | undefined {
  if (!fuzz.body) return undefined;
  if ('raw' in fuzz.body) return fuzz.body.raw;
  return JSON.stringify(fuzz.body.json) ?? '';
}
