import { isNoindex, pageTitle, type Theme } from '@storefront/shared-types';

export type HeadInput = {
  pageTitleText: string | undefined;
  siteName: string;
  theme: Theme;
  canonicalOrigin: string;
  pathname: string;
  search: URLSearchParams;
  routeName: string | undefined;
};

export type HeadTags = { title: string; canonical: string; robots: string };

/** The same head the bff writes for a first load, computed from the shared rules for a client navigation. */
export function computeHeadTags(input: HeadInput): HeadTags {
  const title = pageTitle(input.pageTitleText, input.siteName, input.theme);
  // Canonical and og:url use the variant's origin and the path only: filters and tracking never fork a page.
  const canonical = new URL(input.pathname, input.canonicalOrigin).href;
  const robots = isNoindex(input.search, input.routeName) ? 'noindex, nofollow' : 'index, follow';
  return { title, canonical, robots };
}

function upsertMeta(attr: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attr, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Updates the server-made tags in place (creating any that are missing) so they never duplicate. */
export function applyHeadTags(tags: HeadTags): void {
  document.title = tags.title;
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = tags.canonical;
  upsertMeta('name', 'robots', tags.robots);
  upsertMeta('property', 'og:title', tags.title);
  upsertMeta('property', 'og:url', tags.canonical);
}
