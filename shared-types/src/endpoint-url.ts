// The URL of an endpoint call, built one way by both callers of the contract: the bff calling the shop and the
// browser calling the bff. Zod-free like endpoint-routes.ts, so the browser's API client loads no schema.
import { type EndpointRoute, endpointPath } from './endpoint-routes.js';

/**
 * The query string of a GET (`?a=1&b=x&b=y`, or '' when nothing is left): each defined value as text, and an array
 * as its key repeated once per item, which is what Fastify's query-string parser (the shop-api's and the bff's)
 * reads back as an array. A comma-joined list would arrive as one string and fail an array schema.
 */
export function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The request path and query of a call: the route's path with its `*` slug filled in, then the query string. */
export function endpointUrl(
  route: Pick<EndpointRoute, 'path'>,
  input: { params?: unknown; query?: unknown },
): string {
  const slug = (input.params as { '*'?: string } | undefined)?.['*'];
  return endpointPath(route, slug) + queryString(input.query);
}
