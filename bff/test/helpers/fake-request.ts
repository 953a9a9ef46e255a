import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The parts of a page request the shop services and /api handlers read, for calling them in-process the way the
 * server render does (its route is the page wildcard, not an /api path).
 */
export function pageRequest(
  app: FastifyInstance,
  options: { host?: string; sessionToken?: string | null; cookie?: string; url?: string } = {},
): FastifyRequest {
  return {
    id: 'page-req-1',
    sessionToken: options.sessionToken ?? null,
    variant: app.variants.resolve(options.host ?? 'lt.localhost'),
    headers: options.cookie ? { cookie: options.cookie } : {},
    routeOptions: { url: options.url ?? '/*' },
    log: app.log,
    upstreamTimeMs: 0,
  } as unknown as FastifyRequest;
}
