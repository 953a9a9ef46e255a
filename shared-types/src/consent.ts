import { DURATIONS_S } from './constants.js';

// Consent to the marketing and support integrations (spec §1: tag manager, ad pixel, ad retargeting, marketing
// e-mail, live chat). The visitor's answer lives in a first-party cookie both sides read: the bff's inline gate
// script (so a page kept whole in the page cache, the same bytes for everyone, still loads the vendors only for
// the visitors who agreed) and the web app's banner, which writes it. It is a preference, not a credential:
// readable by the page's script by design, neither httpOnly nor signed.

export const CONSENT_COOKIE = 'sf_consent';
export const CONSENT_CHOICES = ['granted', 'denied'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
/** An answer is asked for again after six months (the usual EU regulators' guidance). */
export const CONSENT_MAX_AGE_S = 6 * DURATIONS_S.month;

/** The cookie's value as an answer; anything else (absent, tampered) is no answer: the banner asks again. */
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  return value === 'granted' || value === 'denied' ? value : null;
}
