import { safeRedirectPath } from '@storefront/shared-types';

/**
 * Where a guard's redirect may send the browser: a path on this site, never another origin. The router builds
 * the Location on the page's canonical origin; anything else becomes the home page. The path itself must pass
 * the same rule as the web's `?redirect=` (safeRedirectPath: no protocol-relative, backslash, tab/newline or
 * percent-encoded form of them).
 */
export function onSiteLocation(location: string | null, canonicalOrigin: string): string {
  if (!location) return '/';
  try {
    const url = new URL(location, `${canonicalOrigin}/`);
    if (url.origin !== canonicalOrigin) return '/';
    return safeRedirectPath(`${url.pathname}${url.search}${url.hash}`) ?? '/';
  } catch {
    return '/';
  }
}
