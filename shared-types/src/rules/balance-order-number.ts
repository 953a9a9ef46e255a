import { INVOICE_NUMBER_PREFIX, QUOTE_NUMBER_PREFIX } from '../constants.js';
import { TransactionRelType } from '../enums.js';
import { orderNumber } from './order-number.js';

type BalanceRowRef = {
  id: number;
  rel_type: number;
  rel_id: number | null;
  payment_processor_transaction_id: string | null;
  /** The page the row belongs to: a quote's slug, or an order's number for an order paid by balance. */
  quote_slug?: string | null;
};

/**
 * §3: the order number is QU plus the id for a quote, FR plus the id for a forward request, the payment
 * transaction id for a balance top-up; ours: INV plus the id for an invoice (the spec leaves it open). A manual
 * top-up has none (null).
 * "The id" is the related entity's id (rel_id), not the balance row's.
 * An order's balance part (checkout, pro orders) is written with rel_type 0 too, the type §3 leaves it; its row
 * names the order (quote_slug OR + id, from the shop's history), so it shows the order's number: QU + the order's
 * id would name somebody's quote.
 */
export function balanceOrderNumber(row: BalanceRowRef): string | null {
  switch (row.rel_type) {
    case TransactionRelType.QUOTE:
      if (row.rel_id == null) return null;
      return isOrderBalanceRow(row) ? orderNumber(row.rel_id) : quoteNumber(row.rel_id);
    case TransactionRelType.FORWARD_REQUEST:
      return row.rel_id == null ? null : `FR${row.rel_id}`;
    case TransactionRelType.BALANCE_TOP_UP:
      return row.payment_processor_transaction_id || null;
    case TransactionRelType.MISC_INVOICE:
      return row.rel_id == null ? null : invoiceNumber(row.rel_id);
    default:
      return null;
  }
}

/**
 * Whether a rel_type 0 row is an order's balance part (checkout, a pro order) rather than a quote's payment: the
 * shop's history names the order as the row's page (quote_slug OR + rel_id).
 */
export function isOrderBalanceRow(row: Pick<BalanceRowRef, 'rel_type' | 'rel_id' | 'quote_slug'>): boolean {
  return (
    row.rel_type === TransactionRelType.QUOTE &&
    row.rel_id != null &&
    row.quote_slug === orderNumber(row.rel_id)
  );
}

/** §3: the row is shown with its id prefixed ID. */
export function balanceRowLabel(row: { id: number }): string {
  return `ID${row.id}`;
}

/** An invoice's number as shown everywhere (history, invoice page, mails): INV + id. */
export function invoiceNumber(id: number): string {
  return `${INVOICE_NUMBER_PREFIX}${id}`;
}

/** A quote's number as shown everywhere (My quotes, its page, mails, balance rows): QU + id (§3). */
export function quoteNumber(id: number): string {
  return `${QUOTE_NUMBER_PREFIX}${id}`;
}
