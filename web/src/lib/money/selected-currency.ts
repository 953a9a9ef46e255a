import { type Currency, selectCurrency } from '@storefront/shared-types';
import { useSyncExternalStore } from 'react';
import { useBootstrap } from '../app-context';

// The currency the shopper picked in this page's life. Only the browser ever sets it (the selector's onChange);
// before that, and always on the server, the §4 choice from the mm_currency_id cookie the bootstrap carries
// holds, so the server render and the first browser render agree.
let picked: Currency | null = null;
const listeners = new Set<() => void>();

export function pickCurrency(currency: Currency): void {
  picked = currency;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getPicked = () => picked;
const getServerPicked = () => null;

/** The currencies the site offers for selection (all of the shop's when the site lists none). */
export function useOfferedCurrencies(): readonly Currency[] {
  const { storeConfig } = useBootstrap();
  return storeConfig.filteredCurrencies.length > 0 ? storeConfig.filteredCurrencies : storeConfig.currencies;
}

/** §4: the selected currency (picked, else the cookie's, else EUR, else the first); null when none is offered. */
export function useSelectedCurrency(): Currency | null {
  const { currencyId } = useBootstrap();
  const offered = useOfferedCurrencies();
  const current = useSyncExternalStore(subscribe, getPicked, getServerPicked);
  return current ?? selectCurrency(offered, currencyId);
}
