import { type Cart, type CartState, initialCartState, type ShippingMethod } from '@storefront/shared-types';

/** §4 cart transitions. */
export type CartAction =
  | { type: 'fetched'; status: boolean; cart: Cart | null }
  | { type: 'failed' }
  | { type: 'invalidate' }
  | { type: 'shippingMethod'; method: ShippingMethod };

/**
 * §4: the cart becomes loaded after a fetch with a valid answer (status true and a cart); a failed or invalid
 * fetch sets has_error and leaves loaded false; invalidating returns to the initial state.
 */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'fetched':
      if (!action.status || !action.cart) return { ...state, has_error: true, loaded: false };
      return {
        items: action.cart.items,
        delivery: action.cart.delivery,
        shipping: action.cart.shipping,
        shipping_method: action.cart.shipping_method,
        reservation_error: action.cart.reservation_error,
        expiration: action.cart.expiration,
        currency: action.cart.currency,
        has_error: false,
        loaded: true,
      };
    case 'failed':
      return { ...state, has_error: true, loaded: false };
    case 'invalidate':
      return initialCartState();
    case 'shippingMethod':
      return { ...state, shipping_method: action.method };
  }
}
