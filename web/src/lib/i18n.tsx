import { interpolate, type LanguageCode, translate, translateWithKey } from '@storefront/shared-types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useBootstrap } from './app-context';
import { translationsQueryOptions } from './site-data/get-translations';

export type I18n = {
  locale: LanguageCode;
  t: (key: string, values?: Record<string, string | number>) => string;
  showKeys: boolean;
  setShowKeys: (show: boolean) => void;
};

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ locale, children }: { locale: LanguageCode; children: ReactNode }) {
  const bootstrap = useBootstrap();
  const [showKeys, setShowKeys] = useState(false);
  const { data } = useQuery({
    ...translationsQueryOptions(locale),
    initialData: locale === bootstrap.locale ? bootstrap.translations : undefined,
    // While another language loads, the page keeps the texts it has instead of flashing keys.
    placeholderData: keepPreviousData,
  });
  const messages = data ?? bootstrap.translations;
  const t = useCallback(
    (key: string, values?: Record<string, string | number>) => {
      const text = showKeys ? translateWithKey(messages, key) : translate(messages, key);
      return values ? interpolate(text, values) : text;
    },
    [messages, showKeys],
  );
  const value = useMemo(() => ({ locale, t, showKeys, setShowKeys }), [locale, t, showKeys]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n used outside I18nProvider');
  return value;
}

/** The translate function. Pass keys as string literals so tests/translations-coverage.test.ts finds them. */
export function useT(): I18n['t'] {
  return useI18n().t;
}
