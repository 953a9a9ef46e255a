import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  type ConsentChoice,
  parseConsent,
} from '@storefront/shared-types';
import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from '@/lib/cookies';

/** The bff's gate script (bff/src/routes/pages/integrations.ts), present on pages with integrations. */
type ConsentGate = { grant: () => void; deny: () => void };
type GateWindow = Window & { sfConsent?: ConsentGate };

/** The visitor's stored answer, null when they have not answered (or the cookie is not one of ours). */
export function storedConsent(): ConsentChoice | null {
  return parseConsent(readCookie(CONSENT_COOKIE));
}

/**
 * Records an answer and tells the page: a yes runs the integrations the gate held back and sends the tag
 * manager Consent Mode's update; a no sends the denied update. A no after a yes reloads the page: vendors'
 * scripts already running cannot be unloaded, and the reloaded page never starts them.
 */
export function answerConsent(choice: ConsentChoice, target: GateWindow = window): void {
  const before = storedConsent();
  writeCookie(CONSENT_COOKIE, choice, CONSENT_MAX_AGE_S);
  if (choice === 'granted') {
    target.sfConsent?.grant();
    return;
  }
  target.sfConsent?.deny();
  if (before === 'granted') target.location.reload();
}

// Whether the banner is shown: opened at load when there is no answer, and again from the footer's link.
let bannerOpen = false;
const listeners = new Set<() => void>();
const setBanner = (open: boolean) => {
  bannerOpen = open;
  for (const listener of listeners) listener();
};

export const consentBanner = {
  open: () => setBanner(true),
  close: () => setBanner(false),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useConsentBannerOpen(): boolean {
  return useSyncExternalStore(
    consentBanner.subscribe,
    () => bannerOpen,
    () => false,
  );
}
