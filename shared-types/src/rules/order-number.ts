import { ORDER_NUMBER_PREFIX } from '../constants.js';
import { parseDatabaseId } from './database-id.js';

/** An order's number as shoppers see it: OR + its id (#26). */
export function orderNumber(orderId: number): string {
  return `${ORDER_NUMBER_PREFIX}${orderId}`;
}

/** The pattern of an order number (case-insensitive: a typed `or12` is the same order). */
export const ORDER_NUMBER_PATTERN = /^OR[1-9][0-9]{0,9}$/i;

/** The order id of an order number, or null when it is not one (bad prefix, not a database id). */
export function parseOrderNumber(value: string): number | null {
  const trimmed = value.trim();
  if (!ORDER_NUMBER_PATTERN.test(trimmed)) return null;
  return parseDatabaseId(trimmed.slice(ORDER_NUMBER_PREFIX.length));
}
