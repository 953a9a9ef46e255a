import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Calls, customer, renderForm } from '@/lib/forms/__tests__/form-harness';
import MenuDrawer from '../menu-drawer';

// The drawer's links are the router's; here each is a link to its route's path, on a page at /lt.
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  useRouter: () => ({}),
  useRouterState: ({
    select,
  }: {
    select: (state: { location: { pathname: string; href: string } }) => unknown;
  }) => select({ location: { pathname: '/lt', href: '/lt' } }),
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
}));
// The language and currency pickers are their features' own (and tested there).
vi.mock('@/features/locale/components/language-switcher', () => ({ LanguageSwitcher: () => null }));
vi.mock('@/features/currency/components/currency-selector', () => ({ CurrencySelector: () => null }));

const accountLinks = () =>
  within(screen.getByRole('region', { name: 'shell.header.account' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the phone menu', () => {
  it('lists a signed-in shopper’s quotes beside their orders and forwarding', () => {
    const calls: Calls = vi.fn(async () => []);
    renderForm(<MenuDrawer id="menu" onClose={() => {}} />, calls, customer);
    expect(accountLinks()).toEqual([
      ['shell.header.account', '/{-$locale}/user-account'],
      ['shell.page.my_orders', '/{-$locale}/my-orders'],
      ['account.nav.my_quotes', '/{-$locale}/quotes'],
      ['shell.page.forwarding', '/{-$locale}/forwarding'],
      ['shell.page.delivery_addresses', '/{-$locale}/delivery-addresses'],
    ]);
  });
});
