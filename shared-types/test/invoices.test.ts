import { describe, expect, it } from 'vitest';
import { invoiceResponseSchema, payInvoiceRequestSchema } from '../src/invoices.js';
import { invoiceNumber } from '../src/rules/balance-order-number.js';

const invoice = {
  id: 7,
  number: 'INV7',
  status: 'open',
  lines: [{ description: 'Customs fee', quantity: 1, unit_price: 12, amount: 12 }],
  amount: 12,
  currency: 'EUR',
  created_at: '2026-11-01T10:00:00Z',
  due_at: '2026-11-15T10:00:00Z',
  paid_at: null,
  balance_used: 0,
  payment_fee: 0,
  order_number: null,
  balance_available: 150,
  payment_methods: [{ id: 1, fee: 0, fee_type: 'fixed' }],
  bank_transfer: false,
  seller: {
    name: 'Storefront Forwarding UAB',
    address: 'Gedimino pr. 1, Vilnius',
    company_code: '305000000',
    vat_number: 'LT100000000010',
    iban: 'LT12 1000 0111 0100 1000',
    bic: 'TESTLT22',
  },
  buyer: { name: '', email: 'demo@storefront.test' },
};

describe('invoices', () => {
  it('numbers an invoice INV + id', () => {
    expect(invoiceNumber(7)).toBe('INV7');
  });

  it('parses an invoice and refuses an unknown status', () => {
    expect(invoiceResponseSchema.parse(invoice).status).toBe('open');
    const bad = invoiceResponseSchema.safeParse({ ...invoice, status: 'overdue' });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues[0]?.path).toEqual(['status']);
  });

  it('is paid by a provider (1–3) or the balance (4), nothing else', () => {
    const body = { id: 7, language_id: 1, idempotency_key: 'a-long-enough-key-0001' };
    for (const id of [1, 2, 3, 4]) {
      expect(payInvoiceRequestSchema.safeParse({ ...body, payment_method_id: id }).success).toBe(true);
    }
    const bad = payInvoiceRequestSchema.safeParse({ ...body, payment_method_id: 5 });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues[0]?.path).toEqual(['payment_method_id']);
  });
});
