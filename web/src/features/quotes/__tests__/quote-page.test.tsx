import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, type Calls, customer, renderForm } from '@/lib/forms/__tests__/form-harness';
import { QuotePage } from '../components/quote-page';
import type { QuoteDetail } from '../quote-types';

vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  useRouterState: ({ select }: { select: (state: { location: { pathname: string } }) => unknown }) =>
    select({ location: { pathname: '/lt/quotes/q1' } }),
  Link: ({ children }: { children: ReactNode }) => <a href="#link">{children}</a>,
}));

const totals = { value: 100, service_fee: 8, shipping: 23.75, delivery_fee: 0, total: 131.75 };
const priced: QuoteDetail = {
  id: 41,
  slug: 'q1',
  number: 'QU41',
  status: 'priced',
  origin: 'request',
  lines: [
    {
      id: 1,
      url: 'https://shop.example/kettle',
      name: 'Kettle',
      options: { size: null, colour: 'Red', notes: null },
      quantity: 2,
      unit_price_seen: 49,
      unit_price: 50,
    },
  ],
  shipping_method: 'air',
  address: null,
  delivery: null,
  parcel: null,
  estimate: totals,
  totals,
  currency: 'EUR',
  expires_at: '2026-12-04T10:00:00Z',
  comment: null,
  note: null,
  questions: [],
  timeline: [{ status: 'requested', at: '2026-11-27T10:00:00Z' }],
  payments: [],
  payment_methods: [1, 2, 3, 4].map((id) => ({
    id,
    fee: 0,
    fee_type: 'fixed',
  })) as QuoteDetail['payment_methods'],
  balance_available: 200,
  tracking_number: null,
  next_action: 'pay',
  can_pay: true,
  can_answer: false,
  can_recalculate: true,
  tracking: { quoteId: 'qu41', value: 100, shipping: 23.75, deliveryFee: 0, paymentType: '' },
  site: 'lt',
  created_at: '2026-11-27T10:00:00Z',
};

type Entry = { event?: string };
const events = () => ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).map((e) => e.event);

beforeEach(() => {
  localStorage.clear();
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(() => {
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
});

/** The shop of a priced quote the balance pays: quotePay answers paid at once, and the quote then reads paid. */
function balancePayingShop(): Calls {
  let quote = priced;
  return vi.fn(async (name: string) => {
    if (name === 'quoteDetail') return quote;
    if (name === 'quotePay') {
      quote = { ...priced, status: 'paid', can_pay: false, next_action: 'wait' };
      return { quote_id: 41, transaction_id: 'qu41', paid: true, redirect_url: null };
    }
    return null;
  });
}

describe('a quote’s page', () => {
  it('pays from the balance when it covers the total: one quotePay with method 4, then the quote read again', async () => {
    const calls = balancePayingShop();
    renderForm(<QuotePage slug="q1" outcome={undefined} languageId={1} />, calls, customer);
    await screen.findByTestId('quote-pay');
    await waitFor(() => expect(events()).toContain('QuotePaymentPageView'));
    expect(screen.getByTestId('quote-totals-total').textContent).toMatch(/131,75/);
    fireEvent.click(screen.getByTestId('quote-payment-4').querySelector('input') as HTMLInputElement);
    await waitFor(() => expect(screen.getByTestId('quote-pay').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('quote-pay'));
    await waitFor(() => expect(screen.queryByTestId('quote-pay')).toBeNull());
    expect(bodyOf(calls, 'quotePay')).toMatchObject({ slug: 'q1', payment_method_id: 4, language_id: 1 });
    expect(events()).toEqual(
      expect.arrayContaining(['QuotePaymentPageAddedPaymentInfo', 'QuotePaymentPagePayButtonClick']),
    );
    expect(screen.getByTestId('quote-status').textContent).toBe('quotes.status.paid');
  });

  it('thanks the shopper after paying from the balance, as after an accepted return from a provider', async () => {
    const calls = balancePayingShop();
    renderForm(<QuotePage slug="q1" outcome={undefined} languageId={1} />, calls, customer);
    await screen.findByTestId('quote-pay');
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByTestId('quote-payment-4').querySelector('input') as HTMLInputElement);
    await waitFor(() => expect(screen.getByTestId('quote-pay').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('quote-pay'));
    const thanks = await screen.findByTestId('quote-outcome-paid');
    expect(thanks.getAttribute('role')).toBe('status');
    expect(thanks.textContent).toBe('quotes.outcome.paid');
    expect(screen.queryByTestId('quote-pay')).toBeNull();
    // The same §9 outcome event as a provider's accepted return, once.
    await waitFor(() => expect(events()).toContain('quote_payment_success'));
    expect(events().filter((event) => event === 'quote_payment_success')).toHaveLength(1);
  });

  it('offers no balance that does not cover the total', async () => {
    const calls: Calls = vi.fn(async () => ({ ...priced, balance_available: 10 }));
    renderForm(<QuotePage slug="q1" outcome={undefined} languageId={1} />, calls, customer);
    await screen.findByTestId('quote-pay');
    expect(screen.queryByTestId('quote-payment-4')).toBeNull();
    expect(screen.getByTestId('quote-payment-1')).toBeTruthy();
  });

  it('back from a declined payment: says so, reports quote_payment_declined, and Pay is there again', async () => {
    const calls: Calls = vi.fn(async () => priced);
    renderForm(<QuotePage slug="q1" outcome="decline" languageId={1} />, calls, customer);
    await screen.findByTestId('quote-outcome-declined');
    expect(screen.getByTestId('quote-pay')).toBeTruthy();
    await waitFor(() => expect(events()).toContain('quote_payment_declined'));
  });
});

describe('a quote’s payments', () => {
  it('show each payment’s status, as the order page does: a declined card then a wallet is not paid twice', async () => {
    const paid: QuoteDetail = {
      ...priced,
      status: 'paid',
      can_pay: false,
      next_action: 'wait',
      payments: [
        {
          id: 1,
          payment_processor_id: 1,
          amount: 131.75,
          status: 'declined',
          created_at: '2026-11-27T11:00:00Z',
        },
        {
          id: 2,
          payment_processor_id: 4,
          amount: 131.75,
          status: 'succeeded',
          created_at: '2026-11-27T11:05:00Z',
        },
      ],
    };
    const calls: Calls = vi.fn(async () => paid);
    renderForm(<QuotePage slug="q1" outcome={undefined} languageId={1} />, calls, customer);
    const list = await screen.findByTestId('quote-payments');
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/checkout\.payment\.provider_1.*131,75.*· orders\.payment\.status\.declined$/);
    expect(rows[1]).toMatch(/checkout\.payment\.provider_4.*131,75.*· orders\.payment\.status\.succeeded$/);
  });
});
