import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useBootstrap } from '../../lib/app-context';
import { useT } from '../../lib/i18n';
import { useRouteMeta, useRouteName } from '../../lib/use-route-meta';
import { applyHeadTags, computeHeadTags } from './head-tags';

/** Keeps title, canonical, robots and og:title/url in step with the page on client-side navigation. */
export function HeadSync() {
  const t = useT();
  const { variant, storeConfig } = useBootstrap();
  const meta = useRouteMeta();
  const routeName = useRouteName();
  const { pathname, searchStr } = useRouterState({ select: (s) => s.resolvedLocation ?? s.location });
  const pageTitleText = meta?.titleKey ? t(meta.titleKey) : undefined;

  useEffect(() => {
    applyHeadTags(
      computeHeadTags({
        pageTitleText,
        siteName: storeConfig.site.name,
        theme: variant.theme,
        canonicalOrigin: variant.canonicalOrigin,
        pathname,
        search: new URLSearchParams(searchStr),
        routeName,
      }),
    );
  }, [pageTitleText, storeConfig.site.name, variant, pathname, searchStr, routeName]);
  return null;
}
