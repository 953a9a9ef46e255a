import type { ForwardRequestDetail } from '@storefront/shared-types';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, type Calls, customer, renderForm } from '@/lib/forms/__tests__/form-harness';
import { ForwardRequestPage } from '../components/forward-request-page';
import type { PaymentOutcome } from '../forwarding-labels';

vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  useRouterState: ({ select }: { select: (state: { location: { pathname: string } }) => unknown }) =>
    select({ location: { pathname: '/lt/forwarding/fr7' } }),
  Link: ({ children }: { children: ReactNode }) => <a href="#link">{children}</a>,
}));

const totals = { shipping: 23.75, delivery_fee: 4.99, total: 28.74 };
const arrived: ForwardRequestDetail = {
  id: 7,
  slug: 'fr7',
  number: 'FR7',
  status: 'arrived',
  shop_name: 'Shop',
  inbound_tracking: '1Z999',
  contents: 'Shoes',
  declared_value: 80,
  currency: 'EUR',
  parcel: null,
  shipping_method: 'air',
  address: null,
  shipping_options: null,
  totals,
  can_choose_shipping: true,
  can_pay: true,
  open_payment_method_id: null,
  payment_methods: [],
  balance_available: 0,
  warehouse_address: {
    suite_code: 'SF000003',
    recipient: 'Dana Demo',
    company: 'Warehouse',
    line1: '1 Main St',
    line2: 'SF000003',
    city: 'Wilmington',
    state: 'DE',
    zip: '19801',
    country: 'US',
    phone: '+1 302 000 0000',
  },
  timeline: [{ status: 'arrived', at: '2026-11-27T10:00:00Z' }],
  tracking_number: null,
  created_at: '2026-11-26T10:00:00Z',
  paid_at: null,
};
const paid: ForwardRequestDetail = {
  ...arrived,
  status: 'paid',
  can_choose_shipping: false,
  can_pay: false,
  paid_at: '2026-11-27T11:00:00Z',
};

function renderPage(request: ForwardRequestDetail, outcome: PaymentOutcome | undefined) {
  const calls: Calls = vi.fn(async () => request);
  renderForm(
    <Suspense fallback={null}>
      <ForwardRequestPage slug="fr7" languageId={1} outcome={outcome} />
    </Suspense>,
    calls,
    customer,
  );
}

describe('a forward request’s page back from the payment provider', () => {
  it('a declined or failed payment of a request still to pay: says so', async () => {
    renderPage(arrived, 'fail');
    expect((await screen.findByTestId('forward-request-outcome')).textContent).toBe(
      'forwarding.outcome.fail',
    );
  });

  it.each(['fail', 'decline'] as const)(
    'already paid (a wallet after a failed card, then Back to ?payment=%s): says paid, never that nothing was charged',
    async (outcome) => {
      renderPage(paid, outcome);
      await screen.findByTestId('forward-request-status');
      expect(screen.getByTestId('forward-request-outcome').textContent).toBe('forwarding.outcome.accept');
    },
  );

  it('accepted but not confirmed yet: waiting for the provider', async () => {
    renderPage(arrived, 'accept');
    expect((await screen.findByTestId('forward-request-outcome')).textContent).toBe(
      'forwarding.outcome.pending',
    );
  });
});

describe('a forward request with a payment left open at the provider', () => {
  it('comes with that payment’s method chosen and says why another one cannot be', async () => {
    const methods = [
      { id: 1, fee: 0, fee_type: 'fixed' as const },
      { id: 2, fee: 0, fee_type: 'fixed' as const },
    ];
    renderPage(
      { ...arrived, can_choose_shipping: false, open_payment_method_id: 2, payment_methods: methods },
      undefined,
    );
    expect((await screen.findByTestId('forward-request-open-payment')).textContent).toBe(
      'forwarding.pay.open',
    );
    expect(screen.getByTestId('forward-request-payment-2').querySelector('input')?.checked).toBe(true);
  });

  it('says nothing of the kind when no payment is open', async () => {
    renderPage({ ...arrived, payment_methods: [{ id: 1, fee: 0, fee_type: 'fixed' }] }, undefined);
    await screen.findByTestId('forward-request-pay-form');
    expect(screen.queryByTestId('forward-request-open-payment')).toBeNull();
  });
});

describe('a forward request paid from the balance', () => {
  it('thanks the shopper at once, as after an accepted return from a provider', async () => {
    let request: ForwardRequestDetail = {
      ...arrived,
      can_choose_shipping: false,
      balance_available: 50,
      payment_methods: [{ id: 1, fee: 0, fee_type: 'fixed' }],
    };
    const calls: Calls = vi.fn(async (name: string) => {
      if (name === 'forwardRequestPay') {
        request = { ...paid, balance_available: 21.26 };
        return { forward_request_id: 7, transaction_id: 'fr7', paid: true, redirect_url: null };
      }
      return request;
    });
    renderForm(
      <Suspense fallback={null}>
        <ForwardRequestPage slug="fr7" languageId={1} outcome={undefined} />
      </Suspense>,
      calls,
      customer,
    );
    await screen.findByTestId('forward-request-pay-form');
    expect(screen.queryByTestId('forward-request-outcome')).toBeNull();
    expect(screen.getByTestId('forward-request-payment-4').querySelector('input')?.checked).toBe(true);
    // Pay is inert until the form has mounted in the browser (useHydrated): a click before that is not a payment.
    await waitFor(() =>
      expect(screen.getByTestId('forward-request-pay').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByTestId('forward-request-pay'));
    const thanks = await screen.findByTestId('forward-request-outcome');
    expect(thanks.textContent).toBe('forwarding.outcome.accept');
    expect(thanks.dataset.state).toBe('paid');
    expect(bodyOf(calls, 'forwardRequestPay')).toMatchObject({ slug: 'fr7', payment_method_id: 4 });
    await waitFor(() => expect(screen.queryByTestId('forward-request-pay-form')).toBeNull());
    expect(screen.getByTestId('forward-request-status').textContent).toBe('forwarding.status.paid');
  });
});
