import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../../features/auth/current-user';
import { CurrencySelector } from '../../features/currency/components/currency-selector';
import { LanguageSwitcher } from '../../features/locale/components/language-switcher';
import { modals } from '../../features/modals/modal-store';
import { useCurrentLocale } from '../../lib/app-context';
import { useT } from '../../lib/i18n';
import { LazyCategoryMenu } from './lazy-category-menu';
import { Logo } from './logo';

/** The full header; `compact` (checkout, payment, simple layouts) keeps only the logo and language. */
export function Header({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const locale = useCurrentLocale();
  const user = useCurrentUser();
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-screen-xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Logo />
        {!compact && (
          <nav aria-label={t('shell.header.main_navigation')} className="flex flex-1 items-center gap-1">
            <LazyCategoryMenu />
            <Link
              to="/{-$locale}/marketplace"
              params={{ locale }}
              className="rounded px-3 py-2 hover:bg-raised"
            >
              {t('shell.nav.marketplace')}
            </Link>
            <Link to="/{-$locale}/dealzone" params={{ locale }} className="rounded px-3 py-2 hover:bg-raised">
              {t('shell.nav.dealzone')}
            </Link>
          </nav>
        )}
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher />
          {!compact && <CurrencySelector />}
          {!compact &&
            (user ? (
              <Link
                to="/{-$locale}/user-account"
                params={{ locale }}
                className="rounded px-3 py-2 hover:bg-raised"
              >
                {t('shell.header.account')}
              </Link>
            ) : (
              <button
                type="button"
                onClick={() => modals.open('login')}
                className="rounded px-3 py-2 hover:bg-raised"
                data-testid="open-login"
              >
                {t('shell.header.sign_in')}
              </button>
            ))}
          {!compact && (
            <button
              type="button"
              onClick={() => modals.open('cart')}
              className="rounded bg-accent px-3 py-2 font-medium text-on-accent"
              data-testid="open-cart"
            >
              {t('shell.header.cart')}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
