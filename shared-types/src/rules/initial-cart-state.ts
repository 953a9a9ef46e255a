// Zod-free (a type import only): the web's cart store needs the initial state on every page, and importing it
// from cart.ts would bring the cart schemas, and so zod, into every page's initial JavaScript.
import type { CartState } from '../cart.js';
import { DEFAULT_SHIPPING_METHOD } from '../enum-values.js';

/** §4: the cart starts empty and not loaded; invalidating it returns here. A fresh object each call. */
export const initialCartState = (): CartState => ({
  items: [],
  delivery: null,
  shipping: null,
  has_error: false,
  loaded: false,
  shipping_method: DEFAULT_SHIPPING_METHOD,
  reservation_error: null,
  expiration: null,
  currency: null,
});
