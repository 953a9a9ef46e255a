import { type LanguageCode, pageLanguage } from '@storefront/shared-types';
import type { Variant } from '../../variants/variant.js';

// What a page request's URL says: its path and its language. (The URLs a page advertises about itself,
// canonical, og:url and hreflang, are the web's route head's, built on the variant's canonical origin.)

/** The request path without its query, `//` runs collapsed and no trailing slash (so `//evil.example` is a path). */
export function normalisePath(url: string): string {
  const path = (url.split(/[?#]/)[0] ?? '/').replace(/\/{2,}/g, '/');
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** §2: the page's language (the shared rule), falling back to the variant's default language. */
export function pageLocale(path: string, variant: Variant): LanguageCode {
  return pageLanguage(path, variant.languages, variant.defaultLanguage);
}

/** Whether the client takes an HTML answer (a browser's navigation): it is then answered a page, not the API's JSON. */
export const acceptsHtml = (headers: { accept?: string | undefined }): boolean =>
  (headers.accept ?? '').includes('text/html');

/** Whether a request path (no query) is the API's: /api and below is never a page, whatever the method. */
export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/** The methods every path outside /api is served with: the page route is a GET, and Fastify answers HEAD with it. */
export const PAGE_METHODS: readonly string[] = ['GET', 'HEAD'];

/**
 * A page URL whose path the router cannot decode (a malformed percent-encoding: `%ZZ`, or `%ff%fe`, which is not
 * UTF-8), with each `%` of such a segment written `%25`: the same address spelled so the router can read it, the
 * bad segment then an unknown slug like any other. Undefined when every segment decodes.
 */
export function readablePageUrl(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  let changed = false;
  const segments = path.split('/').map((segment) => {
    try {
      decodeURIComponent(segment);
      return segment;
    } catch {
      changed = true;
      return segment.replaceAll('%', '%25');
    }
  });
  return changed ? segments.join('/') + (queryAt === -1 ? '' : url.slice(queryAt)) : undefined;
}
