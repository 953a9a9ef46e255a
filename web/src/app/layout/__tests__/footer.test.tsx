import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Calls, renderForm } from '@/lib/forms/__tests__/form-harness';
import { Footer } from '../footer';

// The footer's links are the router's; here each is a link to its route's path, on a page at /lt.
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  useRouter: () => ({}),
  useRouterState: ({ select }: { select: (state: { location: { pathname: string } }) => unknown }) =>
    select({ location: { pathname: '/lt' } }),
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

describe('the footer', () => {
  it('links the phone reservation beside the other services', () => {
    const calls: Calls = vi.fn(async () => []);
    renderForm(<Footer />, calls);
    const links = within(screen.getByRole('navigation', { name: 'shell.footer.information' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['shell.footer.buy_from_any_store', '/{-$locale}/order-form'],
        ['shell.page.calculate', '/{-$locale}/calculate'],
        ['shell.page.iphone_reservation', '/{-$locale}/iphone-reservation'],
      ]),
    );
  });
});
