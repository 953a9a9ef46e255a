import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../../features/auth/current-user';
import { CurrencySelector } from '../../features/currency/components/currency-selector';
import { LanguageSwitcher } from '../../features/locale/components/language-switcher';
import { modals } from '../../features/modals/modal-store';
import { useBootstrap, useCurrentLocale } from '../../lib/app-context';
import { useT } from '../../lib/i18n';
import { LazyCategoryMenu } from './lazy-category-menu';
import { Logo } from './logo';
import { SignOutButton } from './sign-out-button';

/** The full header; `compact` (checkout, payment, simple layouts) keeps only the logo and language. */
export function Header({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const locale = useCurrentLocale();
  const user = useCurrentUser();
  // §3: the blog is in the menu only while it has posts.
  const hasBlog = useBootstrap().storeConfig.blogs.length > 0;
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
            {hasBlog && (
              <Link to="/{-$locale}/blog" params={{ locale }} className="rounded px-3 py-2 hover:bg-raised">
                {t('shell.page.blog')}
              </Link>
            )}
          </nav>
        )}
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher />
          {!compact && <CurrencySelector />}
          {!compact &&
            (user ? (
              <>
                {/* The account menu page on a phone; on a desktop its first page (the menu is beside it). On a
                    phone both controls are icons with their words for screen readers, so the row still fits. */}
                <Link
                  to="/{-$locale}/user-account"
                  params={{ locale }}
                  className="inline-flex items-center gap-1 rounded px-2 py-2 whitespace-nowrap hover:bg-raised sm:px-3 lg:hidden"
                >
                  <AccountIcon />
                  <span className="sr-only sm:not-sr-only">{t('shell.header.account')}</span>
                </Link>
                <Link
                  to="/{-$locale}/account-information"
                  params={{ locale }}
                  className="hidden rounded px-3 py-2 whitespace-nowrap hover:bg-raised lg:inline-block"
                >
                  {t('shell.header.account')}
                </Link>
                <SignOutButton className="inline-flex items-center gap-1 rounded px-2 py-2 whitespace-nowrap hover:bg-raised disabled:opacity-60 sm:px-3">
                  <SignOutIcon />
                </SignOutButton>
              </>
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

// Icons beside (on a phone: instead of) the words; decorative, the words name the control.
function AccountIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </svg>
  );
}

function SignOutIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 fill-none stroke-current stroke-2 sm:hidden"
    >
      <path d="M9 4H5v16h4M14 8l4 4-4 4M18 12H9" />
    </svg>
  );
}
