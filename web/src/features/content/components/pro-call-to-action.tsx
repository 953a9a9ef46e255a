import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/session/current-user';

/**
 * /pro's call to action: a guest signs in or registers (coming back to the pro site), a signed-in customer is shown
 * `apply` (#28: the pro feature's application form, composed by the route), and a pro buyer is told the account is
 * a pro account already, with the way to the pro site instead of the pitch to open one.
 */
export function ProCallToAction({ apply }: { apply: ReactNode }) {
  const t = useT();
  const locale = useCurrentLocale();
  const user = useCurrentUser();
  const button = 'inline-block rounded px-5 py-3 font-semibold';
  return (
    <div className="mt-8 flex flex-wrap gap-3 rounded border border-line bg-raised p-6" data-testid="pro-cta">
      {user?.is_pro ? (
        // #28: a pro buyer has nothing left to open: say the account is a pro one and lead to the pro site.
        <>
          <p className="w-full text-lg font-semibold" data-testid="pro-cta-is-pro">
            {t('content.pro.is_pro_title')}
          </p>
          <p className="w-full">{t('content.pro.is_pro_text')}</p>
          <Link
            to="/{-$locale}/site-pro"
            params={{ locale }}
            className={`${button} bg-accent text-on-accent`}
          >
            {t('content.pro.open_site')}
          </Link>
        </>
      ) : user ? (
        <>
          <p className="w-full text-lg font-semibold">{t('content.pro.cta_title')}</p>
          {/* #28: a customer applies (or sees their application's state). */}
          {apply}
        </>
      ) : (
        <>
          <p className="w-full text-lg font-semibold">{t('content.pro.cta_title')}</p>
          <Link
            to="/{-$locale}/register"
            params={{ locale }}
            search={{ redirect: `/${locale}/site-pro` }}
            className={`${button} bg-accent text-on-accent`}
          >
            {t('content.pro.register')}
          </Link>
          <Link
            to="/{-$locale}/login"
            params={{ locale }}
            search={{ redirect: `/${locale}/site-pro` }}
            className={`${button} border border-accent text-accent`}
          >
            {t('content.pro.sign_in')}
          </Link>
        </>
      )}
    </div>
  );
}
