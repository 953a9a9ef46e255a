import type { InvoiceResponse } from '@storefront/shared-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '@/lib/__tests__/bootstrap-fixture';
import { BootstrapProvider } from '@/lib/app-context';
import { I18nProvider } from '@/lib/i18n';
import { invoiceQueryOptions } from '../api/invoice-query';
import { InvoicePage } from '../components/invoice-page';

const invoice = (overrides: Partial<InvoiceResponse>): InvoiceResponse => ({
  id: 3,
  number: 'INV3',
  status: 'open',
  lines: [{ description: 'Customs fee', quantity: 1, unit_price: 18.4, amount: 18.4 }],
  amount: 18.4,
  currency: 'EUR',
  created_at: '2026-11-11T03:59:55Z',
  due_at: '2026-12-11T03:59:55Z',
  paid_at: null,
  balance_used: 0,
  payment_fee: 0,
  order_number: null,
  balance_available: 150,
  payment_methods: [],
  bank_transfer: false,
  seller: {
    name: 'Storefront Forwarding UAB',
    address: 'Gedimino pr. 1, Vilnius',
    company_code: '305000000',
    vat_number: 'LT100000000010',
    iban: 'LT12 1000 0111 0100 1000',
    bic: 'TESTLT22',
  },
  buyer: { name: 'Dana Demo', email: 'demo@storefront.test' },
  ...overrides,
});

/** The page as its loader leaves it (the invoice in the cache); texts show as their translation keys. */
function renderInvoice(data: InvoiceResponse) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(invoiceQueryOptions(data.id).queryKey, data);
  render(
    <QueryClientProvider client={queryClient}>
      <BootstrapProvider value={bootstrapFixture()}>
        <I18nProvider locale="lt">
          <InvoicePage id={data.id} languageId={1} />
        </I18nProvider>
      </BootstrapProvider>
    </QueryClientProvider>,
  );
}

const totalLabel = () => screen.getByTestId('invoice-amount').closest('tr')?.querySelector('th')?.textContent;

describe('invoice page', () => {
  it('an open invoice prints (to pay it by bank transfer) and its total is the amount due', () => {
    renderInvoice(invoice({ status: 'open' }));
    expect(screen.getByTestId('invoice-print')).toBeTruthy();
    expect(totalLabel()).toBe('invoice.amount');
  });

  it('a paid invoice prints and its total is the amount paid, not an amount due', () => {
    renderInvoice(invoice({ status: 'paid', paid_at: '2026-11-12T10:00:00Z' }));
    expect(screen.getByTestId('invoice-print')).toBeTruthy();
    expect(totalLabel()).toBe('invoice.amount_paid');
  });

  it('a cancelled invoice neither prints nor says an amount is due', () => {
    renderInvoice(invoice({ status: 'cancelled' }));
    expect(screen.queryByTestId('invoice-print')).toBeNull();
    expect(totalLabel()).toBe('invoice.amount_total');
  });

  it('names the seller and the buyer, and an open pro order’s invoice says where a bank transfer goes, its number the reference', () => {
    renderInvoice(invoice({ status: 'open', order_number: 'OR3', bank_transfer: true }));
    const parties = screen.getByTestId('invoice-parties').textContent ?? '';
    expect(parties).toContain('Storefront Forwarding UAB');
    expect(parties).toContain('LT100000000010');
    expect(parties).toContain('demo@storefront.test');
    const bank = screen.getByTestId('invoice-bank-details').textContent ?? '';
    expect(bank).toContain('LT12 1000 0111 0100 1000');
    expect(bank).toContain('TESTLT22');
    expect(bank).toContain('INV3');
  });

  it('a paid invoice asks for no transfer', () => {
    renderInvoice(invoice({ status: 'paid', paid_at: '2026-11-12T10:00:00Z', bank_transfer: true }));
    expect(screen.getByTestId('invoice-parties')).toBeTruthy();
    expect(screen.queryByTestId('invoice-bank-details')).toBeNull();
  });

  it('an open invoice the shop takes no transfer for (a miscellaneous one, a shopper’s order) offers none', () => {
    renderInvoice(invoice({ status: 'open', bank_transfer: false }));
    expect(screen.getByTestId('invoice-parties')).toBeTruthy();
    expect(screen.queryByTestId('invoice-bank-details')).toBeNull();
  });
});
