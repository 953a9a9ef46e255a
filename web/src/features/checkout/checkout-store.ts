import type { CheckoutState } from '@storefront/shared-types';
import { useSyncExternalStore } from 'react';
import { INITIAL_CHECKOUT_STATE } from './checkout-state';

// The §3 checkout state of the browser tab: it outlives one step's page, so the shipping step's choices are there
// when the payment step asks the server for its data. Changed only by event handlers and effects, which never run
// during a server render, so the server (one module for every request) always reads the initial state.

export type CheckoutStore = {
  get: () => CheckoutState;
  update: (change: (state: CheckoutState) => CheckoutState) => void;
  subscribe: (listener: () => void) => () => void;
};

function createCheckoutStore(initial: CheckoutState = INITIAL_CHECKOUT_STATE): CheckoutStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    update(change) {
      const next = change(state);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const checkoutStore = createCheckoutStore();

const serverSnapshot = () => INITIAL_CHECKOUT_STATE;

/** The checkout state; the server's render (and so hydration) sees the initial one. */
export function useCheckoutState(store: CheckoutStore = checkoutStore): CheckoutState {
  return useSyncExternalStore(store.subscribe, store.get, serverSnapshot);
}
