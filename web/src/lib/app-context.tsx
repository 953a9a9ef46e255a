import type { Bootstrap, LanguageCode } from '@storefront/shared-types';
import { useRouterState } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext } from 'react';
import { pathLanguage } from './page-language';

const BootstrapContext = createContext<Bootstrap | null>(null);

export function BootstrapProvider({ value, children }: { value: Bootstrap; children: ReactNode }) {
  return <BootstrapContext.Provider value={value}>{children}</BootstrapContext.Provider>;
}

/** The server-made page data (variant, store config, first user); fixed for the life of the page. */
export function useBootstrap(): Bootstrap {
  const value = useContext(BootstrapContext);
  if (!value) throw new Error('useBootstrap used outside BootstrapProvider');
  return value;
}

/**
 * The language of the page: the path's prefix once the locale guard has run, else the server's choice. Read
 * from the location (not route params) so it also works above the matched routes, e.g. for the i18n provider.
 */
export function useCurrentLocale(): LanguageCode {
  const bootstrap = useBootstrap();
  return useRouterState({ select: (s) => pathLanguage(s.location.pathname, bootstrap) });
}
