// Idempotency keys: the first call with a key does the work and keeps its answer in the same transaction; any
// later call with the key gets that answer. On PostgreSQL a concurrent call with the key waits on the first's
// INSERT (the primary key) until it commits or rolls back, so twenty simultaneous confirms do the work once.
import { createHash } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';

export type Claim<T> = { fresh: true } | { fresh: false; response: T };

export const requestHash = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Claims (scope, owner, key) for a request inside a transaction. A key already used for another request is a
 * 409 naming idempotency_key (it would otherwise answer a different question).
 */
export async function claimKey<T>(
  tx: Queryable,
  scope: string,
  owner: string,
  key: string,
  hash: string,
): Promise<Claim<T>> {
  const inserted = await tx.query(
    `INSERT INTO idempotency_keys (scope, owner, key, request_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING key`,
    [scope, owner, key, hash],
  );
  if (inserted.length > 0) return { fresh: true };
  const [row] = await tx.query<{ request_hash: string; response: T | null }>(
    'SELECT request_hash, response FROM idempotency_keys WHERE scope = $1 AND owner = $2 AND key = $3',
    [scope, owner, key],
  );
  if (!row || row.request_hash !== hash || row.response === null) {
    throw checkoutError(409, CHECKOUT_MESSAGES.idempotencyMismatch, 'idempotency_key');
  }
  return { fresh: false, response: row.response };
}

/** Keeps the answer of a claimed key (same transaction as the work it answers for). */
export async function keepResponse(
  tx: Queryable,
  scope: string,
  owner: string,
  key: string,
  response: unknown,
): Promise<void> {
  await tx.query('UPDATE idempotency_keys SET response = $4 WHERE scope = $1 AND owner = $2 AND key = $3', [
    scope,
    owner,
    key,
    JSON.stringify(response),
  ]);
}
