import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { bodyOf, type Calls, customer, renderForm } from '@/lib/forms/__tests__/form-harness';
import { MyOrdersPage } from '../components/my-orders-page';

// The table's links are the router's; here they only need to be links, on a page at /lt/my-orders.
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  useRouterState: ({ select }: { select: (state: { location: { pathname: string } }) => unknown }) =>
    select({ location: { pathname: '/lt/my-orders' } }),
  Link: ({
    children,
    className,
    'data-testid': testId,
  }: {
    children: ReactNode;
    className?: string;
    'data-testid'?: string;
  }) => (
    <a href="#order" className={className} data-testid={testId}>
      {children}
    </a>
  ),
}));

const order = {
  id: 12,
  slug: 'OR12',
  number: 'OR12',
  created_at: '2026-01-15T12:05:00Z',
  status: 'unpaid',
  total: 99.5,
  currency: 'EUR',
  is_paid: false,
  can_pay: true,
};

describe('My orders page', () => {
  it('§8: a failed fetch shows an empty list with a retry, which goes back to page 1 and asks again', async () => {
    let fail = true;
    const calls: Calls = vi.fn(async () => {
      if (fail) throw ApiError.fromResponse(503, undefined);
      return { items: [order], total: 1 };
    });
    const onSearchChange = vi.fn();
    renderForm(
      <MyOrdersPage search={{ page: 3 }} onSearchChange={onSearchChange} languageId={1} variantCode="lt" />,
      calls,
      customer,
    );
    await screen.findByTestId('orders-failed');
    expect(screen.queryAllByTestId('order-row')).toHaveLength(0);
    expect(screen.queryByTestId('orders-pager')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByTestId('orders-retry'));
    expect(onSearchChange).toHaveBeenCalledWith({ page: undefined, focus_order_table: undefined });
    await screen.findByTestId('order-row');
    expect(screen.getByTestId('order-pay').textContent).toContain('orders.pay');
  });

  it('sends the filter and page it shows; the tp variant sends null and shows no filter (§6)', async () => {
    const calls: Calls = vi.fn(async () => ({ items: [order], total: 25 }));
    const view = renderForm(
      <MyOrdersPage
        search={{ filter: 'unpaid', page: 2 }}
        onSearchChange={vi.fn()}
        languageId={4}
        variantCode="lv"
      />,
      calls,
      customer,
    );
    await screen.findByTestId('order-row');
    expect(bodyOf(calls, 'myOrders')).toEqual({ language_id: 4, page: 2, type_for_filter: 'unpaid' });
    expect(screen.getByTestId('orders-filter')).toBeTruthy();
    view.unmount();

    const tp: Calls = vi.fn(async () => ({ items: [order], total: 1 }));
    renderForm(
      <MyOrdersPage search={{ filter: 'unpaid' }} onSearchChange={vi.fn()} languageId={4} variantCode="tp" />,
      tp,
      customer,
    );
    await screen.findByTestId('order-row');
    expect(bodyOf(tp, 'myOrders')).toEqual({ language_id: 4, page: 1, type_for_filter: null });
    expect(screen.queryByTestId('orders-filter')).toBeNull();
  });

  it('focus_order_table scrolls to the table, focuses and marks it', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const calls: Calls = vi.fn(async () => ({ items: [order], total: 1 }));
    renderForm(
      <MyOrdersPage
        search={{ focus_order_table: true }}
        onSearchChange={vi.fn()}
        languageId={1}
        variantCode="lt"
      />,
      calls,
      customer,
    );
    const table = screen.getByTestId('orders-table');
    await waitFor(() => expect(document.activeElement).toBe(table));
    expect(scroll).toHaveBeenCalled();
    expect(table.getAttribute('data-focused')).toBe('true');
  });
});
