import { useRouterState } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { LoadingBar } from '@/components/loading/loading-bar';
import { LoadingOverlay } from '@/components/loading/loading-overlay';
import { ModalHost } from '@/components/modals/modal-host';
import { ConsentHost } from '@/features/consent/components/consent-host';
import { useMarketingIdentify } from '@/features/marketing-email/use-marketing-identify';
import { TranslationToggler } from '@/features/translations/components/translation-toggler';
import { useTranslationPermission } from '@/features/translations/use-translation-permission';
import { UnpaidOrdersAlert } from '@/features/unpaid-orders/components/unpaid-orders-alert';
import { isUnsupportedBrowser } from '@/features/unsupported-browser/detect-unsupported-browser';
import { hasProceeded } from '@/features/unsupported-browser/platform-downloads';
import type { LayoutName } from '@/lib/route-meta';
import { useCurrentUser } from '@/lib/session/current-user';
import { useViewportClass } from '@/lib/use-viewport-class';
import { MODAL_CONTENTS } from '../modal-registry';
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
      <ModalHost contents={MODAL_CONTENTS} />
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
