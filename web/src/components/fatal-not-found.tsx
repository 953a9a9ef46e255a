import { useCurrentLocale } from '../lib/app-context';
import { useT } from '../lib/i18n';
import { NotFoundPage } from './not-found-page';

/**
 * §2/§8: a failed route validation or an unknown path is a fatal 404: the page replaces the application
 * shell (as the error screen does), with one way back home.
 */
export function FatalNotFound() {
  const t = useT();
  const locale = useCurrentLocale();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <NotFoundPage />
      <a
        href={`/${locale}`}
        className="mt-8 inline-block rounded bg-accent px-5 py-2 font-medium text-on-accent"
      >
        {t('errors.return_home')}
      </a>
    </main>
  );
}
