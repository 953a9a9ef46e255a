import {
  type Bootstrap,
  DEFAULT_SELECTED_CURRENCY_CODE,
  getLocalePrefix,
  htmlLang,
} from '@storefront/shared-types';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { RethrowError } from '@/components/errors/rethrow-error';
import { type MoneyPatterns, moneyPatternsFor, registerMoneyPatterns } from '@/lib/money/money-pattern';
import { pathLanguage } from '@/lib/page-language';
import { routeTree } from '@/routeTree.gen';
import { FatalNotFound } from './fatal-not-found';
import { AppProviders, LocaleProviders } from './providers';

/** Every currency a page of the site may show amounts in. */
function siteCurrencies({ storeConfig }: Bootstrap): Set<string> {
  return new Set([
    DEFAULT_SELECTED_CURRENCY_CODE,
    ...(storeConfig.conversionCurrency ? [storeConfig.conversionCurrency.iso_code] : []),
    ...storeConfig.currencies.map((currency) => currency.iso_code),
  ]);
}

/**
 * The one router of both sides: the bff's server render makes one per request (with the page's CSP nonce), the
 * browser one per page. The query cache a server render filled travels to the browser with the page
 * (react-router-ssr-query), so hydration needs no call. The browser passes its history, made in a task before.
 */
export function createAppRouter(
  queryClient: QueryClient,
  bootstrap: Bootstrap,
  options: { nonce?: string | undefined; history?: RouterHistory } = {},
) {
  const { nonce, history } = options;
  const currentPath = () => router.state.resolvedLocation?.pathname ?? router.state.location.pathname;
  const currentLocale = (): string => getLocalePrefix(currentPath()) ?? bootstrap.locale;
  const router = createRouter({
    routeTree,
    context: {
      queryClient,
      bootstrap,
      currentLocale,
    },
    // Sent with the page besides the matches and the query cache: the page language's money patterns for the
    // site's currencies, so hydration formats prices without building an Intl formatter (money-pattern.ts).
    dehydrate: (): { money: MoneyPatterns } => ({
      money: moneyPatternsFor(htmlLang(pathLanguage(currentPath(), bootstrap)), siteCurrencies(bootstrap)),
    }),
    hydrate: (dehydrated: { money: MoneyPatterns }) => registerMoneyPatterns(dehydrated.money),
    // §2: a new page starts at the top (or at its #hash); back/forward restore where the visitor was. In the
    // browser only: on the server this option would add the router's inline restoring script to every page, whose
    // scrollTo() forces a layout of the whole half-parsed document (the largest task of a listing's load on a
    // phone). A document the visitor comes back to is restored by the browser itself (the router hands
    // history.scrollRestoration back to "auto" when a page is left), and client navigations by the router.
    scrollRestoration: () => typeof document !== 'undefined',
    defaultPreload: 'intent',
    // The query cache decides freshness; the router should not hold a second copy.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RethrowError,
    // Unknown paths and failed route validations: the fatal 404, in place of the whole shell.
    defaultNotFoundComponent: FatalNotFound,
    notFoundMode: 'fuzzy',
    Wrap: ({ children }) => <AppProviders bootstrap={bootstrap}>{children}</AppProviders>,
    InnerWrap: LocaleProviders,
    ...(nonce ? { ssr: { nonce } } : {}),
    ...(history ? { history } : {}),
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
