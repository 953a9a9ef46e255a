import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Calls, customer, renderForm } from '@/lib/forms/__tests__/form-harness';
import { AccountMenu } from '../components/account-menu';

// The menu's links are the router's; here each is a link to its route's path.
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  useRouter: () => ({}),
  useRouterState: ({ select }: { select: (state: { location: { pathname: string } }) => unknown }) =>
    select({ location: { pathname: '/lt/account-information' } }),
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

const links = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the account menu', () => {
  it('beside an account page on a desktop, leads to the overview (balance, Top up), whose phone link is hidden there', () => {
    renderForm(<AccountMenu variant="side" />, vi.fn() as Calls, customer);
    expect(links()[0]).toEqual(['account.nav.overview', '/{-$locale}/user-account']);
    expect(links().map(([, href]) => href)).toContain('/{-$locale}/account-information');
  });

  it('on the overview itself (its bordered menu), has no link to itself', () => {
    renderForm(<AccountMenu variant="page" />, vi.fn() as Calls, customer);
    expect(links().map(([, href]) => href)).not.toContain('/{-$locale}/user-account');
    expect(links()[0]).toEqual(['shell.page.account_information', '/{-$locale}/account-information']);
  });
});
