import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Calls, customer, renderForm } from '@/lib/forms/__tests__/form-harness';
import { ProCallToAction } from '../components/pro-call-to-action';

// The link's target as its href, so the test can tell where each link leads without a router.
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  useRouterState: ({ select }: { select: (state: { location: { pathname: string } }) => unknown }) =>
    select({ location: { pathname: '/en/pro' } }),
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

const noCalls: Calls = vi.fn(async () => null);
const apply = <p data-testid="apply-form">apply</p>;

function cta() {
  return screen.getByTestId('pro-cta');
}

describe('/pro’s call to action', () => {
  it('a pro buyer is told the account is a pro account and led to the pro site, not asked to open one', () => {
    renderForm(<ProCallToAction apply={apply} />, noCalls, { ...customer, is_pro: true });
    expect(within(cta()).queryByText('content.pro.cta_title')).toBeNull();
    expect(screen.getByTestId('pro-cta-is-pro').textContent).toBe('content.pro.is_pro_title');
    expect(within(cta()).getByText('content.pro.is_pro_text')).toBeTruthy();
    const link = within(cta()).getByRole('link', { name: 'content.pro.open_site' });
    expect(link.getAttribute('href')).toBe('/{-$locale}/site-pro');
    expect(screen.queryByTestId('apply-form')).toBeNull();
  });

  it('a signed-in customer who is not a pro buyer gets the pitch and the application', () => {
    renderForm(<ProCallToAction apply={apply} />, noCalls, customer);
    expect(within(cta()).getByText('content.pro.cta_title')).toBeTruthy();
    expect(screen.getByTestId('apply-form')).toBeTruthy();
    expect(screen.queryByTestId('pro-cta-is-pro')).toBeNull();
  });

  it('a guest gets the pitch with register and sign in', () => {
    renderForm(<ProCallToAction apply={apply} />, noCalls, null);
    expect(within(cta()).getByText('content.pro.cta_title')).toBeTruthy();
    expect(within(cta()).getByRole('link', { name: 'content.pro.register' })).toBeTruthy();
    expect(within(cta()).getByRole('link', { name: 'content.pro.sign_in' })).toBeTruthy();
    expect(screen.queryByTestId('apply-form')).toBeNull();
  });
});
