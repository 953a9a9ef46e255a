import type { ConsentChoice } from '@storefront/shared-types';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { answerConsent, consentBanner, storedConsent } from '../consent-state';

const BUTTON = 'min-h-10 rounded px-4 py-2 font-medium';

/**
 * The consent banner: what the site's marketing and support integrations are, and two answers of equal weight.
 * It is not modal (the page stays usable behind it) and sits at the bottom of the screen; reopened from the
 * footer it shows the answer given and takes focus so a keyboard user lands on it.
 */
export default function ConsentBanner() {
  const t = useT();
  const locale = useCurrentLocale();
  const { storeConfig } = useBootstrap();
  const titleId = useId();
  const current = storedConsent();
  const regionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (current !== null) regionRef.current?.focus();
  }, [current]);

  const answer = (choice: ConsentChoice) => {
    consentBanner.close();
    answerConsent(choice);
  };
  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface text-ink shadow-[0_-4px_16px_rgb(0_0_0/0.12)] outline-none"
      data-testid="consent-banner"
    >
      <div className="mx-auto flex w-full max-w-screen-xl flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:gap-6">
        <div className="min-w-0 flex-1 text-sm">
          <h2 id={titleId} className="font-semibold">
            {t('consent.title')}
          </h2>
          <p className="text-muted">
            {t('consent.text', { site: storeConfig.site.name })}{' '}
            <Link to="/{-$locale}/privacy-policy" params={{ locale }} className="underline">
              {t('shell.page.privacy_policy')}
            </Link>
          </p>
          {current !== null && (
            <p className="mt-1 font-medium" data-testid="consent-current">
              {current === 'granted' ? t('consent.current_granted') : t('consent.current_denied')}
            </p>
          )}
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2">
          <button
            type="button"
            onClick={() => answer('denied')}
            className={`${BUTTON} border border-ink hover:bg-raised`}
          >
            {t('consent.reject')}
          </button>
          <button
            type="button"
            onClick={() => answer('granted')}
            className={`${BUTTON} border border-accent bg-accent text-on-accent`}
          >
            {t('consent.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
