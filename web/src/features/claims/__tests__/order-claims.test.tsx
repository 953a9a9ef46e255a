import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Calls, customer, renderForm } from '@/lib/forms/__tests__/form-harness';
import { OrderClaims } from '../components/order-claims';

vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  useRouterState: ({ select }: { select: (state: { location: { pathname: string } }) => unknown }) =>
    select({ location: { pathname: '/lt/my-orders/OR3' } }),
  Link: ({ children, 'data-testid': testId }: { children: ReactNode; 'data-testid'?: string }) => (
    <a href="#claim-form" data-testid={testId}>
      {children}
    </a>
  ),
}));

async function renderClaims(orderStatus: string, token?: string) {
  const calls: Calls = vi.fn(async () => ({ claims: [] }));
  renderForm(<OrderClaims number="OR3" token={token} orderStatus={orderStatus} />, calls, customer);
  await screen.findByText('claims.order.none');
}

describe('an order’s warranty claims', () => {
  it.each(['paid', 'processing', 'shipped', 'delivered'])(
    'an order %s: offers to file a claim',
    async (status) => {
      await renderClaims(status);
      expect(screen.getByTestId('order-claim-link').textContent).toBe('claims.order.file_claim');
    },
  );

  it.each(['unpaid', 'cancelled', 'expired'])(
    'an order %s cannot be claimed: no link to a form that would only say so',
    async (status) => {
      await renderClaims(status);
      expect(screen.queryByTestId('order-claim-link')).toBeNull();
    },
  );

  it('opened with the order link’s token (a guest): no link, as before', async () => {
    await renderClaims('delivered', 'tok');
    expect(screen.queryByTestId('order-claim-link')).toBeNull();
  });
});
