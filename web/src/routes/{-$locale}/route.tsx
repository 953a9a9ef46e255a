import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { FatalNotFound } from '@/app/fatal-not-found';
import { ShellChrome } from '@/app/layout/shell-chrome';
import { localeRedirectTarget } from '@/features/locale/locale-guard';
import { useServerLocaleSync } from '@/features/locale/use-server-locale-sync';
import { useRouteMeta } from '@/lib/use-route-meta';

// Status is the one page that also answers without a language prefix (monitoring calls /status).
const PREFIX_OPTIONAL = /^\/(?:[A-Za-z]{2}\/)?status\/?$/;

export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ context, location }) => {
    const { variant } = context.bootstrap;
    const target = localeRedirectTarget({
      pathname: location.pathname,
      current: context.currentLocale(),
      supported: variant.languages,
      defaultLanguage: variant.defaultLanguage,
      prefixOptional: PREFIX_OPTIONAL.test(location.pathname),
    });
    if (target)
      throw redirect({
        href: `${target}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`,
        replace: true,
      });
  },
  component: LocaleLayout,
  notFoundComponent: FatalNotFound,
});

function LocaleLayout() {
  useServerLocaleSync();
  const meta = useRouteMeta();
  if (meta?.outsideShell) return <Outlet />;
  return (
    <ShellChrome layout={meta?.layout ?? 'default'}>
      <Outlet />
    </ShellChrome>
  );
}
