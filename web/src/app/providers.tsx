import type { Bootstrap } from '@storefront/shared-types';
import type { ReactNode } from 'react';
import { BootstrapProvider, useCurrentLocale } from '@/lib/app-context';
import { I18nProvider } from '@/lib/i18n';

// What every page renders inside, set up by the router (app/router.tsx): the query client comes from the router's
// SSR integration; these add the page's bootstrap and its texts.

/** Outside the router's matches (its Wrap): the server-made page data, fixed for the life of the page. */
export function AppProviders({ bootstrap, children }: { bootstrap: Bootstrap; children: ReactNode }) {
  return <BootstrapProvider value={bootstrap}>{children}</BootstrapProvider>;
}

/** Inside the router (its InnerWrap, where the location is known): the texts in the page's language. */
export function LocaleProviders({ children }: { children: ReactNode }) {
  return <I18nProvider locale={useCurrentLocale()}>{children}</I18nProvider>;
}
