import { BOOTSTRAP_ELEMENT_ID, htmlLang, pageBootstrapJson } from '@storefront/shared-types';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouter } from '@tanstack/react-router';
import { preload } from 'react-dom';
import { FatalNotFound } from '@/app/fatal-not-found';
import { AppError } from '@/components/errors/app-error';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { type HeadMatch, sharedHead } from '@/lib/head/page-head';
import type { RouterContext } from '@/lib/router-context';
import { PageViewTracker } from '@/lib/tracking/page-view-tracker';

const SERVER = typeof document === 'undefined';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ matches }) => sharedHead(matches as unknown as HeadMatch[]),
  shellComponent: RootDocument,
  component: Root,
  errorComponent: AppError,
  notFoundComponent: FatalNotFound,
});

/**
 * The whole HTML document, rendered by the bff for the first load and hydrated in the browser: <html> carries the
 * page's language, variant, theme and brand; the head its tags; the body the page, the bootstrap data the browser
 * starts from and the router's scripts (each with the page's CSP nonce).
 */
function RootDocument({ children }: { children: React.ReactNode }) {
  const bootstrap = useBootstrap();
  const locale = useCurrentLocale();
  const nonce = useRouter().options.ssr?.nonce;
  const { variant } = bootstrap;
  // The translations' file is asked for with the page's head, not once the app's code runs (entry-client.tsx).
  if (SERVER && bootstrap.translationsUrl)
    preload(bootstrap.translationsUrl, { as: 'fetch', crossOrigin: 'anonymous' });
  return (
    <html
      lang={htmlLang(locale)}
      data-variant={variant.code}
      data-theme={variant.theme}
      {...(variant.brand !== null ? { 'data-brand': String(variant.brand) } : {})}
    >
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Where Vite's loader of lazy chunks looks for the nonce of the preload links it adds (its documented
            `csp-nonce` meta). Without one, each lazy import made it search the whole document for a tag that is
            not there: on a 48-card listing, tens of milliseconds of a phone's main thread right after hydration.
            An empty content keeps the element valid HTML; the nonce itself stays in the (hidden) nonce attribute. */}
        <meta property="csp-nonce" content="" nonce={nonce} />
        <link rel="icon" href="data:," />
        <HeadContent />
      </head>
      <body>
        {children}
        <script
          id={BOOTSTRAP_ELEMENT_ID}
          type="application/json"
          nonce={nonce}
          // Written by the server only: the browser has just read it (a page's data is never rewritten, and React
          // leaves an element's inner HTML as the server sent it when hydrating), so hydration does not serialise
          // it again on the phone's main thread.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: inlineJson escapes everything that could end the element.
          dangerouslySetInnerHTML={{ __html: SERVER ? pageBootstrapJson(bootstrap) : '' }}
          suppressHydrationWarning
        />
        <Scripts />
      </body>
    </html>
  );
}

function Root() {
  return (
    <>
      <PageViewTracker />
      <Outlet />
    </>
  );
}
