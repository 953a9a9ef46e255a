import type { TrackedLine } from './checkout-tracking';
import { trackCheckoutStarted } from './checkout-tracking-events';

// The checkouts whose start this tab reported: going back from payment to shipping is not a second start.
const started = new Set<string>();

/** MarketplaceInitiateCheckout and Started Checkout (§9), once per checkout in this tab. */
export function reportCheckoutStarted(slug: string, lines: readonly TrackedLine[]): void {
  if (started.has(slug)) return;
  started.add(slug);
  trackCheckoutStarted(slug, lines);
}
