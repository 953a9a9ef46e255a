import type { TrackedLine } from './checkout-tracking';

// What was ordered, kept in this tab while the shopper is on the provider's page, so the purchase can be reported
// with its lines (§9 trackTransaction) when they come back to /payment/accept. sessionStorage: this tab only.

const KEY = 'checkout_pending_purchase';

type PendingPurchase = { orderId: number; lines: TrackedLine[] };

export function rememberPurchase(orderId: number, lines: readonly TrackedLine[]): void {
  try {
    const kept: PendingPurchase = {
      orderId,
      lines: lines.map(({ currentPrice, quantity, id, name, sku }) => ({
        currentPrice,
        quantity,
        id,
        name,
        sku,
      })),
    };
    sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // No storage: the purchase is reported without its lines.
  }
}

/** The lines of order `orderId` if this tab ordered it, else none. */
export function purchasedLines(orderId: number): TrackedLine[] {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingPurchase | null;
    return kept?.orderId === orderId && Array.isArray(kept.lines) ? kept.lines : [];
  } catch {
    return [];
  }
}
