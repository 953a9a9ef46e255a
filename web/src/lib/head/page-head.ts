import {
  type Bootstrap,
  getLocalePrefix,
  htmlLang,
  isNoindex,
  type LanguageCode,
  pageTitle,
  socialImageUrl,
  translate,
  withLocalePrefix,
} from '@storefront/shared-types';
import type { QueryClient } from '@tanstack/react-query';
import { pathLanguage } from '../page-language';
import { translationsQueryOptions } from '../site-data/get-translations';

// The head every page shares (spec §2): title by the site's rule, description, canonical and og:* on the variant's
// canonical origin, robots noindex, hreflang alternates and verification tags. Built by the root route's head()
// from the matched routes, on the server for the first load and in the browser on every navigation; a page's own
// route adds what is particular to it (a product's description, image and JSON-LD).

/** Translation key of the page description (meta description and og:description); the shop seeds it. */
const DESCRIPTION_KEY = 'meta.description';

/** The part of a match the head reads (the router's match type carries far more). */
export type HeadMatch = {
  pathname: string;
  search: unknown;
  status: string;
  globalNotFound?: boolean;
  staticData: { route?: { name: string; titleKey?: string } };
  loaderData?: unknown;
  context: unknown;
};

type HeadContext = { bootstrap: Bootstrap; queryClient: QueryClient };

export type HeadTags = {
  meta: Array<Record<string, string>>;
  links: Array<Record<string, string>>;
};

/** A loader's `{ pageTitle }`: a page about one thing (a product, a category) names it. */
function loaderPageTitle(data: unknown): string | undefined {
  if (!data || typeof data !== 'object' || !('pageTitle' in data)) return undefined;
  return typeof data.pageTitle === 'string' && data.pageTitle !== '' ? data.pageTitle : undefined;
}

/** The page's texts: the bootstrap's for its own language, else those the client loaded on a language switch. */
function textsFor(context: HeadContext, locale: LanguageCode): Record<string, string> {
  if (locale === context.bootstrap.locale) return context.bootstrap.translations;
  return context.queryClient.getQueryData(translationsQueryOptions(locale).queryKey) ?? {};
}

/** The page's URL in `language` on the canonical origin; no query (filters and tracking never fork a page). */
function localisedUrl(origin: string, pathname: string, language: LanguageCode): string {
  // An index route's match path ends in `/` (`/lt/faq/`); the page's one URL does not.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return `${origin}${new URL(withLocalePrefix(path, language), `${origin}/`).pathname}`;
}

/** The route name §2 rules read; a status page reached through a language prefix is `locale-status`. */
function routeNameOf(leaf: HeadMatch, locale: string | null): string | undefined {
  const name = leaf.staticData.route?.name;
  return name === 'status' && locale ? 'locale-status' : name;
}

export function sharedHead(matches: readonly HeadMatch[]): HeadTags {
  const leaf = matches.at(-1);
  if (!leaf) return { meta: [], links: [] };
  // The root match always carries the router context; a not-found leaf may not have its own yet.
  const context = (matches[0]?.context ?? leaf.context) as HeadContext;
  const { variant, storeConfig, verification } = context.bootstrap;
  const prefix = getLocalePrefix(leaf.pathname);
  const locale = pathLanguage(leaf.pathname, context.bootstrap);
  const texts = textsFor(context, locale);
  const notFound = matches.some((m) => m.status === 'notFound' || m.globalNotFound);

  let meta: HeadMatch['staticData']['route'];
  for (const match of matches) meta = match.staticData.route ?? meta;
  const pageText = notFound
    ? translate(texts, 'errors.page_not_found')
    : (loaderPageTitle(leaf.loaderData) ?? (meta?.titleKey ? translate(texts, meta.titleKey) : undefined));
  const siteName = storeConfig.site.name || variant.name;
  const title = pageTitle(pageText, siteName, variant.theme);
  const description = texts[DESCRIPTION_KEY]?.trim() || siteName;
  const origin = variant.canonicalOrigin;
  const canonical = localisedUrl(origin, leaf.pathname, locale);
  const image = socialImageUrl(variant.assets.heroImages[0] ?? variant.assets.logo, origin);
  const noindex =
    notFound || isNoindex((leaf.search ?? {}) as Record<string, unknown>, routeNameOf(leaf, prefix));

  const tags: HeadTags['meta'] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:image', content: image },
  ];
  // og:image:secure_url only means something for an https image.
  if (image.startsWith('https://')) tags.push({ property: 'og:image:secure_url', content: image });
  if (noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  for (const tag of verification) tags.push({ name: tag.name, content: tag.content });

  const links: HeadTags['links'] = [{ rel: 'canonical', href: canonical }];
  for (const language of variant.languages) {
    links.push({
      rel: 'alternate',
      hrefLang: htmlLang(language),
      href: localisedUrl(origin, leaf.pathname, language),
    });
  }
  links.push({
    rel: 'alternate',
    hrefLang: 'x-default',
    href: localisedUrl(origin, leaf.pathname, variant.defaultLanguage),
  });
  return { meta: tags, links };
}
