import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, type Calls, customer, renderForm } from '@/lib/forms/__tests__/form-harness';
import { OrderFormPage } from '../components/order-form-page';
import { OrderSummaryPage } from '../components/order-summary-page';
import { emptyLine } from '../order-form-draft';
import { orderFormDraft } from '../use-order-form-draft';

const navigate = vi.fn(async (_to: unknown) => {});
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  useNavigate: () => navigate,
  useRouterState: ({ select }: { select: (state: { location: { pathname: string } }) => unknown }) =>
    select({ location: { pathname: '/lt/order-form' } }),
  Link: ({ children }: { children: ReactNode }) => <a href="#link">{children}</a>,
}));

const address = {
  id: 31,
  first_name: 'Dana',
  last_name: 'Demo',
  first_address: 'Gedimino pr. 1',
  city: 'Vilnius',
  zip: 'LT-01103',
  phone_number: '+370 600 12345',
  country_id: 1,
};

function setDraft(lines: Partial<ReturnType<typeof emptyLine>>[]) {
  orderFormDraft.clear();
  orderFormDraft.update((draft) => ({
    ...draft,
    lines: lines.map((fields, index) => ({ ...emptyLine(`k${index}`), ...fields })),
  }));
}

beforeEach(() => {
  navigate.mockClear();
  localStorage.clear();
  orderFormDraft.clear();
});

describe('the order form page', () => {
  it('keeps what is typed in the draft, refuses a link without http(s) naming its host, then goes to the summary', async () => {
    renderForm(<OrderFormPage />, vi.fn() as Calls, null);
    fireEvent.change(screen.getByLabelText('quotes.line.url'), { target: { value: 'shop.example/shoe' } });
    fireEvent.change(screen.getByLabelText('quotes.line.name'), { target: { value: 'Shoe' } });
    fireEvent.change(screen.getByLabelText('quotes.line.unit_price'), { target: { value: '19,90' } });
    expect(JSON.parse(localStorage.getItem('order_form_draft') ?? '{}').lines[0].name).toBe('Shoe');
    // The schemas load with the contract chunk: once they are there, the shown messages follow them.
    fireEvent.click(screen.getByTestId('order-form-continue'));
    await waitFor(() =>
      expect(screen.getByLabelText('quotes.line.url').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('quotes.line.url'), {
      target: { value: 'https://shop.example/shoe' },
    });
    fireEvent.click(screen.getByTestId('order-form-continue'));
    expect(navigate).toHaveBeenCalledWith({ to: '/{-$locale}/order-form/summary', params: { locale: 'lt' } });
  });

  it('leaves an empty field without a message; a field left with a refused link gets one', async () => {
    renderForm(<OrderFormPage />, vi.fn() as Calls, null);
    const url = screen.getByLabelText('quotes.line.url');
    fireEvent.blur(url);
    fireEvent.blur(screen.getByLabelText('quotes.line.name'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(url.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByLabelText('quotes.line.name').getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.change(url, { target: { value: 'shop.example/shoe' } });
    fireEvent.blur(url);
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
  });

  it('adds and removes lines', () => {
    renderForm(<OrderFormPage />, vi.fn() as Calls, null);
    fireEvent.click(screen.getByTestId('order-form-add'));
    expect(screen.getAllByTestId('order-form-line')).toHaveLength(2);
    fireEvent.click(screen.getAllByTestId('order-form-remove')[0] as HTMLElement);
    expect(screen.getAllByTestId('order-form-line')).toHaveLength(1);
  });
});

describe('the summary page', () => {
  it('sends the lines, air, the chosen address and one idempotency key; then forgets the draft', {
    timeout: 8000,
  }, async () => {
    setDraft([
      { url: 'https://shop.example/shoe', name: 'Shoe', size: '42', quantity: '1', unit_price: '79,90' },
      { url: 'https://books.example/1', name: 'Guide', quantity: '2', unit_price: '12.50' },
    ]);
    const calls: Calls = vi.fn(async (name: string) => {
      if (name === 'quoteRequest') return { slug: 'q-slug', number: 'QU5' };
      throw new Error(name);
    });
    renderForm(<OrderSummaryPage />, calls, { ...customer, delivery_addresses: [address] });
    expect(screen.getAllByTestId('summary-line')).toHaveLength(2);
    // Goods 79.90 + 25.00, by the shared rule.
    expect(screen.getByTestId('summary-estimate-value').textContent).toMatch(/104,90/);
    await waitFor(() => expect(screen.getByTestId('summary-submit').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('summary-submit'));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const body = bodyOf(calls, 'quoteRequest') as Record<string, unknown>;
    expect(body).toMatchObject({
      lines: [
        {
          url: 'https://shop.example/shoe',
          name: 'Shoe',
          options: { size: '42' },
          quantity: 1,
          unit_price_seen: 79.9,
        },
        { url: 'https://books.example/1', name: 'Guide', quantity: 2, unit_price_seen: 12.5 },
      ],
      shipping_method: 'air',
      address,
    });
    expect(body.idempotency_key).toMatch(/^[0-9a-f]{32}$/);
    expect(navigate).toHaveBeenCalledWith({
      to: '/{-$locale}/order-successful',
      params: { locale: 'lt' },
      search: { quote: 'q-slug' },
    });
    expect(localStorage.getItem('order_form_draft')).toBeNull();
  });
});
