import type { CheckoutData, CheckoutState, CheckoutStep } from '@storefront/shared-types';
import { useEffect, useMemo } from 'react';
import { loadCheckout } from './checkout-state';
import { checkoutStore, useCheckoutState } from './checkout-store';

/**
 * The checkout state a step shows: the stored one once it holds this step's data, until then the state that data
 * gives (so the server's render and the hydrating one agree), and the store is brought up to date after render.
 */
export function useCheckoutView(input: {
  slug: string;
  step: CheckoutStep;
  data: CheckoutData;
  signedIn: boolean;
}): CheckoutState {
  const stored = useCheckoutState();
  const { slug, step, data, signedIn } = input;
  useEffect(() => {
    checkoutStore.update((s) => loadCheckout(s, { slug, step, data, signedIn }));
  }, [slug, step, data, signedIn]);
  const current = stored.slug === slug && stored.data === data && stored.step === step;
  return useMemo(
    () => (current ? stored : loadCheckout(stored, { slug, step, data, signedIn })),
    [current, stored, slug, step, data, signedIn],
  );
}
