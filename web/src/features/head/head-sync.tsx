import { htmlLang } from '@storefront/shared-types';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useBootstrap } from '../../lib/app-context';
import { useI18n } from '../../lib/i18n';
import { useRouteMeta, useRouteName } from '../../lib/use-route-meta';
import { applyHeadTags, computeHeadTags } from './head-tags';

/** Keeps title, canonical, robots and og:title/url in step with the page on client-side navigation. */
export function HeadSync() {
  const { t, locale } = useI18n();
  const { variant, storeConfig } = useBootstrap();
  const meta = useRouteMeta();
  const routeName = useRouteName();
  const { pathname, searchStr } = useRouterState({ select: (s) => s.resolvedLocation ?? s.location });
  const notFound = useRouterState({ select: (s) => s.matches.some((m) => m.status === 'notFound') });
  const titleKey = notFound ? 'errors.page_not_found' : meta?.titleKey;
  // A page about one thing (a product, a category) names it: its loader returns `{ pageTitle }`, the same title
  // the bff wrote into the first load's head.
  const loadedTitle = useRouterState({ select: (s) => loaderPageTitle(s.matches.at(-1)?.loaderData) });
  const pageTitleText = !notFound && loadedTitle ? loadedTitle : titleKey ? t(titleKey) : undefined;

  useEffect(() => {
    applyHeadTags(
      computeHeadTags({
        pageTitleText,
        siteName: storeConfig.site.name,
        theme: variant.theme,
        canonicalOrigin: variant.canonicalOrigin,
        pathname,
        search: new URLSearchParams(searchStr),
        routeName,
      }),
    );
  }, [pageTitleText, storeConfig.site.name, variant, pathname, searchStr, routeName]);
  // The bff sets <html lang> for the first load; a language switch on the client must move it too.
  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
  }, [locale]);
  return null;
}

function loaderPageTitle(data: unknown): string | undefined {
  if (!data || typeof data !== 'object' || !('pageTitle' in data)) return undefined;
  return typeof data.pageTitle === 'string' && data.pageTitle !== '' ? data.pageTitle : undefined;
}
