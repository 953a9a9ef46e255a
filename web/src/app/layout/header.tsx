import { Link } from '@tanstack/react-router';
import { AccountIcon } from '@/components/icons';
import { SignOutButton } from '@/components/sign-out-button';
import { useCartSummary } from '@/features/cart/use-cart';
import { CurrencySelector } from '@/features/currency/components/currency-selector';
import { LanguageSwitcher } from '@/features/locale/components/language-switcher';
import { HeaderSearch } from '@/features/search/components/header-search';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { modals } from '@/lib/modals/modal-store';
import { useCurrentUser } from '@/lib/session/current-user';
import { CartButton } from './cart-button';
import { CONTENT_GRID } from './content-grid';
import { LazyCategoryMenu } from './lazy-category-menu';
import { Logo } from './logo';
import { MenuButton } from './menu-button';

// An icon control on a phone, icon and words from lg up; 40 px square so a finger finds it. No display utility
// here: each control says `inline-flex` or `hidden lg:inline-flex` (two display utilities would fight).
const CONTROL =
  'h-10 min-w-10 shrink-0 items-center justify-center gap-1 rounded px-2 whitespace-nowrap hover:bg-raised';

/**
 * The header. Below lg (spec §4: a phone or tablet) one row of at most 56 px: menu, logo, search, account and
 * cart, everything else in the menu drawer. From lg the row keeps the search, language, currency, account and cart,
 * and the navigation has a row of its own. `compact` (checkout, payment, simple layouts) keeps the logo and the
 * language only.
 */
export function Header({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const locale = useCurrentLocale();
  const user = useCurrentUser();
  // The number of units in the cart (features/cart), once it is loaded.
  const cart = useCartSummary();
  // §3: the blog is in the menu only while it has posts.
  const hasBlog = useBootstrap().storeConfig.blogs.length > 0;
  return (
    <header className="relative z-30 border-b border-line bg-surface print:hidden">
      <div className={`${CONTENT_GRID} flex h-14 items-center gap-1 sm:gap-2 lg:h-16 lg:gap-4`}>
        {!compact && <MenuButton />}
        <Logo />
        {!compact && <HeaderSearch />}
        <div className={`${compact ? 'ml-auto' : 'md:ml-auto'} flex items-center gap-0.5 sm:gap-1 lg:gap-2`}>
          <div className={compact ? 'flex' : 'hidden lg:flex lg:items-center lg:gap-2'}>
            <LanguageSwitcher />
            {!compact && <CurrencySelector />}
          </div>
          {!compact &&
            (user ? (
              <>
                {/* The account menu page on a phone; on a desktop its first page (the menu is beside it). */}
                <Link
                  to="/{-$locale}/user-account"
                  params={{ locale }}
                  className={`${CONTROL} inline-flex lg:hidden`}
                >
                  <AccountIcon />
                  <span className="sr-only">{t('shell.header.account')}</span>
                </Link>
                <Link
                  to="/{-$locale}/account-information"
                  params={{ locale }}
                  className={`${CONTROL} hidden lg:inline-flex`}
                >
                  {t('shell.header.account')}
                </Link>
                <SignOutButton className={`${CONTROL} hidden disabled:opacity-60 lg:inline-flex`} />
              </>
            ) : (
              <button
                type="button"
                onClick={() => modals.open('login')}
                className={`${CONTROL} inline-flex`}
                data-testid="open-login"
              >
                <AccountIcon />
                <span className="sr-only lg:not-sr-only">{t('shell.header.sign_in')}</span>
              </button>
            ))}
          {!compact && <CartButton count={cart.loaded ? cart.count : undefined} />}
        </div>
      </div>
      {!compact && (
        <div className="hidden border-t border-line lg:block">
          <nav aria-label={t('shell.header.main_navigation')} className={CONTENT_GRID}>
            {/* The items' own padding hangs left of the grid, so their words line up with the logo. */}
            <div className="-mx-3 flex items-center gap-1 py-1">
              <LazyCategoryMenu />
              <Link
                to="/{-$locale}/marketplace"
                params={{ locale }}
                className="rounded px-3 py-2 hover:bg-raised"
              >
                {t('shell.nav.marketplace')}
              </Link>
              <Link
                to="/{-$locale}/dealzone"
                params={{ locale }}
                className="rounded px-3 py-2 hover:bg-raised"
              >
                {t('shell.nav.dealzone')}
              </Link>
              {hasBlog && (
                <Link to="/{-$locale}/blog" params={{ locale }} className="rounded px-3 py-2 hover:bg-raised">
                  {t('shell.page.blog')}
                </Link>
              )}
            </div>
          </nav>
        </div>
      )}
    </header>
  );
}
