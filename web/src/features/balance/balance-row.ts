import {
  type BalanceHistoryRow,
  balanceOrderNumber,
  balanceRowLabel,
  isOrderBalanceRow,
  ManualTopUpType,
  TransactionRelType,
} from '@storefront/shared-types';
import { formatBalanceDateTime } from '@/lib/date-time';

/** A history row as §3 shows it; amounts stay numbers (the component formats them in euros). */
export type BalanceRowView = {
  id: number;
  label: string;
  typeKey: string;
  orderNumber: string | null;
  processor: string | null;
  date: string;
  time: string;
  starting: number;
  ending: number;
  /** The change with its sign: negative when the balance went down. */
  signedAmount: number;
  /**
   * The page the number opens (an order, a quote, a forward request, an invoice), or null (top-ups, operator
   * changes, old rows).
   */
  opens: BalanceRowTarget | null;
};

export type BalanceRowTarget =
  | { kind: 'order'; number: string }
  | { kind: 'quote'; slug: string }
  | { kind: 'forward-request'; slug: string }
  | { kind: 'invoice'; id: number };

/**
 * Where a row's number leads: an order's balance part to the order, a quote's payment to the quote's page and a
 * forward request's to the request's page (their slugs, which the shop's history carries; a row naming a request
 * that does not exist carries none and opens nothing), an invoice to the invoice.
 */
function rowTarget(row: BalanceHistoryRow, number: string | null): BalanceRowTarget | null {
  if (row.rel_type === TransactionRelType.QUOTE && number !== null) {
    if (isOrderBalanceRow(row)) return { kind: 'order', number };
    return row.quote_slug ? { kind: 'quote', slug: row.quote_slug } : null;
  }
  if (row.rel_type === TransactionRelType.FORWARD_REQUEST && number !== null) {
    return row.forward_request_slug ? { kind: 'forward-request', slug: row.forward_request_slug } : null;
  }
  if (row.rel_type === TransactionRelType.MISC_INVOICE && row.rel_id != null) {
    return { kind: 'invoice', id: row.rel_id };
  }
  return null;
}

/**
 * The type label of a row: by what it belongs to (rel_type), and for an admin's manual top-up by its type (1
 * addition, 2 deduction), since §3 names those two apart. Literal keys, so the translation check finds them.
 */
export function balanceTypeKey(row: BalanceHistoryRow): string {
  switch (row.rel_type) {
    case TransactionRelType.QUOTE:
      // An order's balance part is a rel_type 0 row too; the shared rule tells it by the order it names.
      return isOrderBalanceRow(row) ? 'balance.type.order' : 'balance.type.quote';
    case TransactionRelType.FORWARD_REQUEST:
      return 'balance.type.forward_request';
    case TransactionRelType.MANUAL_TOP_UP:
      return row.type === ManualTopUpType.DEDUCTION
        ? 'balance.type.admin_deduction'
        : 'balance.type.admin_addition';
    case TransactionRelType.BALANCE_TOP_UP:
      return 'balance.type.top_up';
    default:
      return 'balance.type.invoice';
  }
}

/**
 * §3 display of one row: `ID` + id, the type label, the order number by the shared rule (QU/FR + id, the top-up's
 * transaction id, INV + id), the processor for top-ups only, date and time read with §9's -05:00 rule, the
 * balances and the amount signed by which way the balance moved (the shop may send a deduction's amount unsigned).
 */
export function balanceRowView(row: BalanceHistoryRow): BalanceRowView {
  const when = formatBalanceDateTime(row.created_at);
  const down = row.end_balance < row.starting_balance || row.amount < 0;
  const orderNumber = balanceOrderNumber(row);
  return {
    id: row.id,
    label: balanceRowLabel(row),
    typeKey: balanceTypeKey(row),
    orderNumber,
    opens: rowTarget(row, orderNumber),
    processor: row.rel_type === TransactionRelType.BALANCE_TOP_UP ? row.payment_processor_name : null,
    date: when?.date ?? '',
    time: when?.time ?? '',
    starting: row.starting_balance,
    ending: row.end_balance,
    signedAmount: down ? -Math.abs(row.amount) : Math.abs(row.amount),
  };
}
