import { htmlLang } from '@storefront/shared-types';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useCurrentLocale } from '@/lib/app-context';
import { useI18n } from '@/lib/i18n';
import { formatMoney } from '@/lib/money/price-display';
import { useCurrentUser } from '@/lib/session/current-user';
import { AccountMenu } from './account-menu';

/**
 * /user-account: who is signed in, the balance (in euros, with a way to top it up) and the open orders, the
 * account menu (the mobile account area's home), and what the app puts below (the balance history).
 */
export function UserAccountPage({ children }: { children?: ReactNode }) {
  const { t, locale } = useI18n();
  const routeLocale = useCurrentLocale();
  const user = useCurrentUser();
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-3xl">
      <h1 id="page-title" className="mb-2 text-3xl font-bold">
        {t('shell.page.user_account')}
      </h1>
      {user && (
        <>
          <p className="mb-6 text-muted">
            {t('account.nav.signed_in_as', {
              name: `${user.first_name} ${user.last_name}`,
              email: user.email,
            })}
          </p>
          <div className="mb-6 grid gap-4 sm:grid-cols-2" data-testid="account-overview">
            <div className="rounded border border-line p-4">
              <p className="text-sm text-muted">{t('account.overview.balance')}</p>
              <p className="mb-3 text-2xl font-bold" data-testid="account-balance">
                {formatMoney(user.balance, 'EUR', htmlLang(locale))}
              </p>
              <Link
                to="/{-$locale}/balance/pay"
                params={{ locale: routeLocale }}
                className="inline-block rounded bg-accent px-4 py-2 font-medium text-on-accent"
                data-testid="account-top-up"
              >
                {t('account.overview.top_up')}
              </Link>
            </div>
            <div className="rounded border border-line p-4">
              <p className="text-sm text-muted">{t('account.overview.open_orders')}</p>
              <p className="mb-3 text-2xl font-bold" data-testid="account-open-orders">
                {user.open_orders_count}
              </p>
              <Link
                to="/{-$locale}/my-orders"
                params={{ locale: routeLocale }}
                className="inline-block font-medium text-accent underline"
              >
                {t('account.overview.view_orders')}
              </Link>
            </div>
          </div>
        </>
      )}
      <AccountMenu variant="page" />
      {children}
    </section>
  );
}
