import { QUOTE_TRANSACTION_PREFIX } from '../constants.js';

/** §9: quote transaction ids are qu plus the id. */
export function quoteTransactionId(quoteId: number | string): string {
  return `${QUOTE_TRANSACTION_PREFIX}${quoteId}`;
}
