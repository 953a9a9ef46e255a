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

const ITEM = 'block rounded px-3 py-2 hover:bg-raised';

/**
 * The account area's pages and sign-out: a bordered list on /user-account (the account menu), a plain side menu
 * beside the account pages on a desktop.
 */
export function AccountMenu({ variant }: { variant: 'page' | 'side' }) {
  const t = useT();
  const locale = useCurrentLocale();
  return (
    <nav aria-label={t('account.nav.label')}>
      <ul className={variant === 'page' ? 'divide-y divide-line rounded border border-line' : ''}>
        {PAGES.map((page) => (
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
