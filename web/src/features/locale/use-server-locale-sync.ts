import type { LanguageCode } from '@storefront/shared-types';
import { useEffect } from 'react';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { changeLocale } from './api/change-locale';
import { ServerLocale } from './server-locale';

let pageInstance: ServerLocale | null = null;

/** The page's one record of the server's stored language, starting from the language the page was made in. */
export function pageServerLocale(madeIn: LanguageCode): ServerLocale {
  pageInstance ??= new ServerLocale(madeIn, changeLocale);
  return pageInstance;
}

/** §4: tells the server whenever the page's language moves away from the one it has stored. */
export function useServerLocaleSync(): void {
  const { locale: madeIn } = useBootstrap();
  const current = useCurrentLocale();
  useEffect(() => {
    pageServerLocale(madeIn).sync(current);
  }, [madeIn, current]);
}
