import type { ShippingMethod } from '@storefront/shared-types';
import { useState } from 'react';
import { ApiError } from '@/lib/api-error';
import type { CartContext } from './cart-store';
import { changeCart } from './cart-store';

/** The cart changes of the page, one at a time, with the refusal's message (a translation key) when one fails. */
export function useCartActions(context: CartContext) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await change();
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : undefined;
      setError(Object.values(fields ?? {})[0] ?? 'cart.errors.failed');
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    error,
    setQuantity: (itemId: number, quantity: number) =>
      run(() => changeCart('cartUpdateQuantity', { item_id: itemId, quantity, ...context })),
    remove: (itemId: number) => run(() => changeCart('cartRemove', { item_id: itemId, ...context })),
    clear: () => run(() => changeCart('cartClear', { ...context })),
    setShippingMethod: (method: ShippingMethod) =>
      run(() => changeCart('cartShippingMethod', { shipping_method: method, ...context })),
  };
}
