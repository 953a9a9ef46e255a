import type { BalanceHistoryRow } from '@storefront/shared-types';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Calls, customer, renderForm } from '@/lib/forms/__tests__/form-harness';
import { BalanceHistory } from '../components/balance-history';

// A link's address as the router would write it from its route and params, so the test sees where each row leads.
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  useRouterState: ({ select }: { select: (state: { location: { pathname: string } }) => unknown }) =>
    select({ location: { pathname: '/en/user-account' } }),
  Link: ({
    children,
    to,
    params,
    ...rest
  }: {
    children: ReactNode;
    to: string;
    params: Record<string, string>;
    'data-testid'?: string;
  }) => (
    <a
      href={to.replace('{-$locale}', params.locale ?? '').replace(/\$(\w+)/g, (_, key) => params[key] ?? '')}
      data-testid={rest['data-testid']}
    >
      {children}
    </a>
  ),
}));

const row = (over: Partial<BalanceHistoryRow>): BalanceHistoryRow => ({
  id: 1,
  type: null,
  rel_type: 1,
  rel_id: 7,
  created_at: '2026-11-27T10:00:00Z',
  starting_balance: 150,
  end_balance: 121.26,
  amount: -28.74,
  payment_processor_name: 'balance',
  payment_processor_transaction_id: null,
  quote_slug: null,
  forward_request_slug: null,
  ...over,
});

describe('the balance history’s numbers', () => {
  it('a forward request’s number opens its page; one naming a request that does not exist is plain text', async () => {
    const items = [
      row({ id: 9, rel_id: 7, forward_request_slug: 'demo-paid' }),
      row({ id: 4, rel_id: 310, forward_request_slug: null }),
      row({ id: 3, rel_type: 0, rel_id: 41, quote_slug: 'k3J9xQ' }),
    ];
    const calls: Calls = vi.fn(async () => ({ items, total: items.length }));
    renderForm(<BalanceHistory userId={customer.id} />, calls, customer);
    await screen.findAllByTestId('balance-row');
    const numbers = screen.getAllByTestId('balance-row-number');
    expect(numbers.map((number) => [number.textContent, number.getAttribute('href')])).toEqual([
      ['FR7', '/en/forwarding/demo-paid'],
      ['FR310', null],
      ['QU41', '/en/quotes/k3J9xQ'],
    ]);
  });
});
