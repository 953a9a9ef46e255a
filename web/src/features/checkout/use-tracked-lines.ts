import { type CheckoutData, type Currency, toAnalyticsAmount } from '@storefront/shared-types';
import { useMemo } from 'react';
import { useBootstrap } from '@/lib/app-context';
import type { TrackedLine } from './checkout-tracking';

/**
 * The checkout's lines as the trackers see them: §9 analytics report USD, so each price is converted from the
 * checkout's currency (the shop's `rate_to_eur`). A checkout whose currency the store does not list keeps its
 * amounts (nothing to convert with).
 */
export function trackedLinesOf(
  data: Pick<CheckoutData, 'products' | 'currency'>,
  currencies: readonly Currency[],
): TrackedLine[] {
  const from = currencies.find((currency) => currency.id === data.currency?.id);
  if (!from) return data.products;
  return data.products.map((line) => ({
    ...line,
    currentPrice: toAnalyticsAmount(line.currentPrice, from, currencies),
  }));
}

/** {@link trackedLinesOf} with the store's currencies, kept while the checkout answer is the same. */
export function useTrackedLines(data: Pick<CheckoutData, 'products' | 'currency'>): TrackedLine[] {
  const { storeConfig } = useBootstrap();
  return useMemo(() => trackedLinesOf(data, storeConfig.currencies), [data, storeConfig.currencies]);
}
