import { useRouterState } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useCurrentUser } from '@/features/auth/current-user';
import { ConsentHost } from '@/features/consent/components/consent-host';
import { LoadingBar } from '@/features/loading/components/loading-bar';
import { LoadingOverlay } from '@/features/loading/components/loading-overlay';
import { useMarketingIdentify } from '@/features/marketing-email/use-marketing-identify';
import { ModalHost } from '@/features/modals/components/modal-host';
import { TranslationToggler } from '@/features/translations/components/translation-toggler';
import { useTranslationPermission } from '@/features/translations/use-translation-permission';
import { UnpaidOrdersAlert } from '@/features/unpaid-orders/components/unpaid-orders-alert';
import { isUnsupportedBrowser } from '@/features/unsupported-browser/detect-unsupported-browser';
import { hasProceeded } from '@/features/unsupported-browser/platform-downloads';
import { useViewportClass } from '@/features/viewport/use-viewport-class';
import type { LayoutName } from '@/lib/route-meta';
import { Shell } from './shell';

const UnsupportedBrowserModal = lazy(
  () => import('@/features/unsupported-browser/components/unsupported-browser-modal'),
);

/** The shell plus everything that lives beside every page: modals, alerts, loading, toggler. */
export function ShellChrome({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  const user = useCurrentUser();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const canViewKeys = useTranslationPermission(`${pathname}|${user?.id ?? ''}`);
  useMarketingIdentify(user);
  // Known only in the browser: the server's HTML (and so hydration) never shows the modal. Once the visitor has
  // chosen Proceed, never again in this browser.
  const [unsupported, setUnsupported] = useState(false);
  useEffect(
    () => setUnsupported(isUnsupportedBrowser(navigator.userAgent) && !hasProceeded(window.localStorage)),
    [],
  );
  useViewportClass();
  return (
    <>
      <LoadingBar />
      <Shell layout={layout}>{children}</Shell>
      <ModalHost />
      {unsupported && (
        <Suspense fallback={null}>
          <UnsupportedBrowserModal />
        </Suspense>
      )}
      <UnpaidOrdersAlert />
      <ConsentHost />
      <LoadingOverlay />
      <TranslationToggler allowed={canViewKeys} />
    </>
  );
}
