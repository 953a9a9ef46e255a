import { DEFAULT_SELECTED_CURRENCY_CODE } from '../constants.js';

type CurrencyLike = { id: number; iso_code: string };

/** §4: the selected currency defaults to EUR, else the first available one; null when there are none. */
export function defaultSelectedCurrency<T extends CurrencyLike>(currencies: readonly T[]): T | null {
  return (
    currencies.find((currency) => currency.iso_code.toUpperCase() === DEFAULT_SELECTED_CURRENCY_CODE) ??
    currencies[0] ??
    null
  );
}

/**
 * §4: a stored currency id (cookie mm_currency_id) selects that currency when it is still offered; a stale or
 * garbled id falls back to the default.
 */
export function selectCurrency<T extends CurrencyLike>(
  currencies: readonly T[],
  storedId: number | string | null | undefined,
): T | null {
  const id = typeof storedId === 'string' ? Number.parseInt(storedId, 10) : storedId;
  const stored =
    id == null || Number.isNaN(id) ? undefined : currencies.find((currency) => currency.id === id);
  return stored ?? defaultSelectedCurrency(currencies);
}
