import { Link } from '@tanstack/react-router';
import { SignOutButton } from '@/components/sign-out-button';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';

const PAGES = [
  { to: '/{-$locale}/account-information', key: 'shell.page.account_information' },
  { to: '/{-$locale}/delivery-addresses', key: 'shell.page.delivery_addresses' },
  { to: '/{-$locale}/my-orders', key: 'shell.page.my_orders' },
  // #27: the quotes of every store of the account (quotes-all-stores).
  { to: '/{-$locale}/quotes', key: 'account.nav.my_quotes' },
  { to: '/{-$locale}/forwarding', key: 'shell.page.forwarding' },
] as const;

/**
 * The side menu's first entry: the account overview (/user-account: balance, Top up, balance history). On a phone
 * an account page leads back to it ("← My account"); on a desktop, where that link is hidden, this does. The
 * overview's own bordered menu has no link to itself.
 */
const OVERVIEW = { to: '/{-$locale}/user-account', key: 'account.nav.overview' } as const;

const ITEM = 'block rounded px-3 py-2 hover:bg-raised';

/**
 * The account area's pages and sign-out: a bordered list on /user-account (the account menu), a plain side menu
 * beside the account pages on a desktop, which begins with the overview.
 */
export function AccountMenu({ variant }: { variant: 'page' | 'side' }) {
  const t = useT();
  const locale = useCurrentLocale();
  return (
    <nav aria-label={t('account.nav.label')}>
      <ul className={variant === 'page' ? 'divide-y divide-line rounded border border-line' : ''}>
        {(variant === 'side' ? [OVERVIEW, ...PAGES] : PAGES).map((page) => (
          <li key={page.to}>
            <Link
              to={page.to}
              params={{ locale }}
              className={ITEM}
              activeProps={{ className: 'font-semibold bg-raised', 'aria-current': 'page' }}
            >
              {t(page.key)}
            </Link>
          </li>
        ))}
        <li>
          <SignOutButton className={`${ITEM} w-full text-left text-danger`} />
        </li>
      </ul>
    </nav>
  );
}
