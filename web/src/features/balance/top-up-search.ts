import { DB_INT_MAX } from '@storefront/shared-types';

/** ?top_up_id= of /balance/pay, where the provider sends the shopper back: a positive integer, else nothing. */
export function parseTopUpSearch(search: Record<string, unknown>): { top_up_id?: number | undefined } {
  const value = Number(search.top_up_id);
  return { top_up_id: Number.isSafeInteger(value) && value > 0 && value <= DB_INT_MAX ? value : undefined };
}
