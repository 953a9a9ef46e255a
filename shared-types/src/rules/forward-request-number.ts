// A forward request's number (FR + id) both ways, and a shopper's suite code at the warehouse (SF + padded id).
import { FORWARD_REQUEST_NUMBER_PREFIX, SUITE_CODE_DIGITS, SUITE_CODE_PREFIX } from '../constants.js';

export function forwardRequestNumber(id: number): string {
  return `${FORWARD_REQUEST_NUMBER_PREFIX}${id}`;
}

/** The id in FR12 (any case), null for anything else. */
export function parseForwardRequestNumber(number: string): number | null {
  const match = /^FR([1-9][0-9]{0,9})$/i.exec(number.trim());
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

/** SF000042 for account 42: what the shopper writes on every parcel so the warehouse knows whose it is. */
export function suiteCode(accountId: number): string {
  return `${SUITE_CODE_PREFIX}${String(accountId).padStart(SUITE_CODE_DIGITS, '0')}`;
}
