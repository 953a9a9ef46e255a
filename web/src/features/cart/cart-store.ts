import {
  type CartState,
  type EndpointInput,
  type EndpointOutput,
  initialCartState,
} from '@storefront/shared-types';
import { useSyncExternalStore } from 'react';
import { browserTransport } from '@/lib/api-client';
import { type CartAction, cartReducer } from './cart-state';

// The cart of this page, shared by the header's count, the pop-up and /cart. It is fetched in the browser only:
// a cart is one visitor's, so it is never part of a server render (which the bff may keep whole for others).
let state: CartState = initialCartState();
// The server's snapshot is this very object: React compares the two after hydrating, and a different object
// (even an equal one) would make it re-render every cart reader at once, synchronously, right after hydration.
const initial = state;
let loadedFor: string | null = null;
const listeners = new Set<() => void>();

function dispatch(action: CartAction): void {
  state = cartReducer(state, action);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => state;
const getServer = () => initial;

export function useCartState(): CartState {
  return useSyncExternalStore(subscribe, get, getServer);
}

/** What every cart call names: the page's language and the selected currency. */
export type CartContext = { language_id: number; currency_id?: number | undefined };

/** §7 cart/fetch; `force` fetches again even when this language, currency and user were already loaded. */
export async function loadCart(
  context: CartContext,
  force = false,
  userId: number | null = null,
): Promise<void> {
  const key = `${context.language_id}|${context.currency_id ?? ''}|${userId ?? ''}`;
  if (!force && loadedFor === key) return;
  loadedFor = key;
  try {
    const answer = await browserTransport.call('cartFetch', { body: context });
    dispatch({ type: 'fetched', status: answer.status, cart: answer.cart });
  } catch {
    // §7/§8: the failure is reported by the caller's error boundary only as state: has_error.
    loadedFor = null;
    dispatch({ type: 'failed' });
  }
}

type ChangeName = 'cartAdd' | 'cartUpdateQuantity' | 'cartRemove' | 'cartClear' | 'cartShippingMethod';

/** A cart change: the answer is the whole cart, which replaces the state. A refusal is thrown (ApiError). */
export async function changeCart<N extends ChangeName>(
  name: N,
  body: EndpointInput<N>['body'],
): Promise<EndpointOutput<N>> {
  const answer = (await browserTransport.call(name, { body } as EndpointInput<N>)) as EndpointOutput<N>;
  dispatch({ type: 'fetched', status: answer.status, cart: answer.cart });
  return answer;
}

/** §4: invalidating the cart resets it; the next load asks the shop again. */
export function invalidateCart(): void {
  loadedFor = null;
  dispatch({ type: 'invalidate' });
}
