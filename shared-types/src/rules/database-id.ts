import { DB_INT_MAX } from '../constants.js';

const DATABASE_ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/**
 * The id a text spells, or null when it is not a database id (a positive integer column): no sign, exponent,
 * fraction, leading zero or `Infinity`, and not above the column's bound. For text from URLs and forms, where a
 * value the API would refuse must be dropped before it gets there.
 */
export function parseDatabaseId(value: string): number | null {
  if (!DATABASE_ID_PATTERN.test(value)) return null;
  const id = Number(value);
  return id <= DB_INT_MAX ? id : null;
}
