// Route names, layouts and titles live on each route's `staticData`, so shell features (modals, head, noindex,
// unpaid alert) read them from the matched route instead of keeping their own path tables.
import '@tanstack/react-router';

const LAYOUTS = [
  'calculate-page',
  'cart',
  'checkout',
  'create-order',
  'index-page',
  'market-page',
  'page',
  'payment',
  'pro',
  'quote-page',
  'simple-layout',
  'default',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export type RouteMeta = {
  /** The spec's route name (e.g. `my-orders`), used by modal closing, noindex and the unpaid-orders rule. */
  name: string;
  layout?: LayoutName;
  /** Translation key of the page title. */
  titleKey?: string;
  /** status / locale-status render without the application shell. */
  outsideShell?: boolean;
  /**
   * The page is the same for every shopper: its data and markup do not depend on who is signed in, only the
   * shell's header (signed in or not) and the bootstrap do. The bff then makes a signed-in shopper's page from one
   * kept for its address, with the shopper's own bootstrap, instead of rendering it again (bff
   * routes/pages/shared-page.ts). Never on a page that shows or loads anything of the shopper's.
   */
  sameForEveryShopper?: true;
};

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    route?: RouteMeta;
  }
}
