import { deriveAvailableLocales, isSupportedLanguage, switchLocale } from '@storefront/shared-types';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useId } from 'react';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { translationsQueryOptions } from '@/lib/site-data/get-translations';
import { pageServerLocale } from '../use-server-locale-sync';

/**
 * §4: changing the locale tells the server, then loads the new language's texts, categories and flags and moves
 * to the same page under the new prefix (query and hash kept).
 */
export function LanguageSwitcher() {
  const t = useT();
  const id = useId();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { variant, storeConfig, locale: bootstrapLocale } = useBootstrap();
  const locale = useCurrentLocale();
  const names = new Map(deriveAvailableLocales(storeConfig.site.languages).map((l) => [l.iso, l]));

  const onChange = async (next: string) => {
    if (!isSupportedLanguage(next, variant.languages) || next === locale) return;
    // The catalogue calls and the zod schemas checking them load with a switch, not with the first page.
    const [{ categoryTreeQueryOptions }, { flagsQueryOptions }] = await Promise.all([
      import('@/lib/site-data/get-category-tree'),
      import('@/lib/site-data/get-flags'),
      pageServerLocale(bootstrapLocale).change(next),
    ]);
    await Promise.all([
      queryClient.prefetchQuery(translationsQueryOptions(next)),
      queryClient.prefetchQuery(categoryTreeQueryOptions(next)),
      queryClient.prefetchQuery(flagsQueryOptions(next)),
    ]);
    const { pathname, searchStr, hash } = router.state.location;
    await router.navigate({ href: switchLocale(`${pathname}${searchStr}${hash ? `#${hash}` : ''}`, next) });
  };

  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {t('shell.header.language')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => void onChange(event.target.value)}
        className="rounded border border-line bg-surface px-2 py-1 text-sm"
        data-testid="language-switcher"
      >
        {variant.languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {names.get(code)?.name ?? code.toUpperCase()}
          </option>
        ))}
      </select>
    </div>
  );
}
