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
};

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    route?: RouteMeta;
  }
}
