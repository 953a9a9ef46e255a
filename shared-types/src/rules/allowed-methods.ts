// Which methods a path is served with, from the routes a service registered: what a 405's Allow header lists. A
// request whose path is served, but not with its method, is a 405 (not a 404), so a client learns it used the
// wrong method rather than a wrong path.
import { type ApiErrorBody, apiError, ERROR_CODES } from '../errors.js';

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * A route's URL pattern (Fastify's syntax: `:param` segments, a trailing `*`) as a regular expression over a
 * decoded path. The root catch-all `/*` gives none: a route that answers any path (the bff's pages) says nothing
 * about which methods a particular path is served with.
 */
function patternOf(url: string): RegExp | undefined {
  if (url === '/*' || url === '*') return undefined;
  const segments = url.split('/').map((segment) => {
    if (segment === '*') return '.*';
    if (segment.includes(':')) return '[^/]+';
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${segments.join('/')}$`);
}

/** The path part of a request URL with each segment decoded as the router decodes it; undefined when malformed. */
function decodedPath(url: string): string | undefined {
  const path = url.split('?')[0] ?? '';
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/');
  } catch {
    return undefined;
  }
}

export interface RouteMethods {
  /** Records a registered route (one method or several). A GET route serves HEAD too, as Fastify answers it. */
  add(method: string | readonly string[], url: string): void;
  /** The methods the request URL's path is served with, in the usual order; empty when no route has the path. */
  allowed(url: string): string[];
}

export function createRouteMethods(): RouteMethods {
  const routes: Array<{ methods: Set<string>; pattern: RegExp }> = [];
  return {
    add(method, url) {
      const pattern = patternOf(url);
      if (!pattern) return;
      const methods = new Set((typeof method === 'string' ? [method] : method).map((m) => m.toUpperCase()));
      if (methods.has('GET')) methods.add('HEAD');
      routes.push({ methods, pattern });
    },
    allowed(url) {
      const path = decodedPath(url);
      if (path === undefined) return [];
      const allowed = new Set<string>();
      for (const route of routes) {
        if (route.pattern.test(path)) for (const method of route.methods) allowed.add(method);
      }
      const known = METHOD_ORDER.filter((method) => allowed.has(method));
      return [...known, ...[...allowed].filter((method) => !METHOD_ORDER.includes(method)).sort()];
    },
  };
}

/** The 405 body for a request whose path is served only with the `allow`ed methods (sent with an Allow header). */
export function methodNotAllowedError(method: string, url: string, allow: readonly string[]): ApiErrorBody {
  const path = url.split('?')[0] ?? '/';
  return apiError(
    405,
    ERROR_CODES.METHOD_NOT_ALLOWED,
    `${method} is not allowed on ${path} (allowed: ${allow.join(', ')})`,
  );
}
