import { lazy, Suspense, useEffect } from 'react';
import { consentBanner, storedConsent, useConsentBannerOpen } from '../consent-state';

// The banner is a chunk of its own: a visitor who has answered never loads it.
const ConsentBanner = lazy(() => import('./consent-banner'));

/**
 * Shows the consent banner to a visitor without an answer (decided in the browser, after hydration: the page
 * may come whole from the page cache, the same for everyone) and whenever the footer's link asks for it.
 */
export function ConsentHost() {
  const open = useConsentBannerOpen();
  useEffect(() => {
    // Opened in a task of its own, not inside hydration's effects: the banner's chunk is asked for and rendered then.
    const timer = setTimeout(() => {
      if (storedConsent() === null) consentBanner.open();
    });
    return () => clearTimeout(timer);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
