// /invoice/{id}: one of the user's invoices. A miscellaneous invoice keeps its own lines and status; an order's
// invoice is read through its order (lines, total and status as they are now: an order paid again with another
// fee, paid, or expired shows so), so the two can never disagree.
import {
  INVOICE_MESSAGES,
  type InvoiceLine,
  type InvoiceResponse,
  type InvoiceStatus,
  invoiceNumber,
  orderNumber,
  roundPrice,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import type { PaymentService } from '../payments/payment-service.js';
import { INVOICE_SELLER } from './invoice-seller.js';

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

export interface InvoiceRow {
  id: number;
  order_id: number | null;
  status: InvoiceStatus;
  lines: InvoiceLine[];
  amount: number;
  currency: string;
  currency_id: number;
  created_at: string;
  due_at: string;
  paid_at: string | null;
  balance_used: number;
  balance: number;
  buyer_name: string;
  buyer_email: string;
  is_pro_order: boolean;
  payment_fee: number;
}

/** The user's invoice (locked for an update when asked); another user's or a missing one is a 404 naming id. */
export async function ownInvoice(
  q: Queryable,
  userId: number,
  id: number,
  lock = false,
): Promise<InvoiceRow> {
  const [row] = await q.query<InvoiceRow>(
    `SELECT i.id, i.order_id,
       CASE WHEN o.id IS NULL THEN i.status WHEN o.status = 'unpaid' THEN 'open'
         WHEN o.status IN ('cancelled', 'expired') THEN 'cancelled' ELSE 'paid' END AS status,
       i.lines, coalesce(o.total, i.amount)::float8 AS amount, coalesce(c.iso_code, i.currency) AS currency,
       coalesce(o.currency_id, (SELECT id FROM currencies WHERE iso_code = i.currency)) AS currency_id,
       to_char(i.created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS created_at,
       to_char(i.due_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS due_at,
       to_char(coalesce(i.paid_at, o.paid_at) AT TIME ZONE 'UTC', ${ISO_UTC}) AS paid_at,
       coalesce(o.balance_used, i.balance_used)::float8 AS balance_used, u.balance::float8 AS balance,
       trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS buyer_name, u.email AS buyer_email,
       coalesce(o.is_pro, false) AS is_pro_order, coalesce(o.payment_fee, 0)::float8 AS payment_fee
     FROM invoices i JOIN users u ON u.id = i.user_id
       LEFT JOIN orders o ON o.id = i.order_id LEFT JOIN currencies c ON c.id = o.currency_id
     WHERE i.id = $1 AND i.user_id = $2 ${lock ? 'FOR UPDATE OF i' : ''}`,
    [id, userId],
  );
  if (!row) throw checkoutError(404, INVOICE_MESSAGES.notFound, 'id');
  return row;
}

/** An order's lines as invoice lines, plus one line for what the products do not explain (shipping, fees…). */
async function orderLines(q: Queryable, orderId: number, total: number): Promise<InvoiceLine[]> {
  const rows = await q.query<{ name: string; quantity: number; unit_price: number }>(
    'SELECT name, quantity, unit_price::float8 AS unit_price FROM order_lines WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  const lines = rows.map((r) => ({
    description: r.name,
    quantity: r.quantity,
    unit_price: r.unit_price,
    amount: roundPrice(r.unit_price * r.quantity),
  }));
  const rest = roundPrice(total - lines.reduce((sum, line) => sum + line.amount, 0));
  if (rest !== 0) {
    lines.push({ description: 'Shipping, fees and discounts', quantity: 1, unit_price: rest, amount: rest });
  }
  return lines;
}

export async function invoiceView(
  q: Queryable,
  payments: PaymentService,
  userId: number,
  id: number,
): Promise<InvoiceResponse> {
  const invoice = await ownInvoice(q, userId, id);
  const [lines, methods] = await Promise.all([
    invoice.order_id === null ? invoice.lines : orderLines(q, invoice.order_id, invoice.amount),
    payments.methodsFor(q, invoice.currency_id),
  ]);
  return {
    id: invoice.id,
    number: invoiceNumber(invoice.id),
    status: invoice.status,
    lines,
    amount: invoice.amount,
    currency: invoice.currency,
    created_at: invoice.created_at,
    due_at: invoice.due_at,
    paid_at: invoice.paid_at,
    balance_used: invoice.balance_used,
    payment_fee: invoice.payment_fee,
    order_number: invoice.order_id === null ? null : orderNumber(invoice.order_id),
    balance_available: invoice.balance,
    payment_methods: methods,
    bank_transfer: invoice.is_pro_order,
    seller: INVOICE_SELLER,
    buyer: { name: invoice.buyer_name, email: invoice.buyer_email },
  };
}
