// Every operator change is recorded (who, when, what, its answer) and done once per client_key: the first call
// with a key does the work and keeps its answer in the same transaction; a replay answers that first answer.
// On PostgreSQL a concurrent replay waits on the first one's INSERT (the unique client_key) until it commits
// (then it reads the kept answer) or rolls back (then it does the work itself), so twenty replays at once record
// one action. A failed action (a refused move) keeps nothing: the key stays free for a corrected retry.
import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.js';

export interface OperatorAction {
  clientKey: string;
  /** Who (the x-operator header). */
  operator: string;
  /** What, e.g. `order.status`. */
  action: string;
  /** What it was done to, e.g. an order number. */
  target: string | null;
  request: unknown;
}

export interface RecordedAnswer<T> {
  answer: T;
  /** False for a replay: the work (and what follows it, like a mail) was done by the first call. */
  fresh: boolean;
}

/** The same key sent with another action or request: a 409 naming client_key (it would answer another question). */
export class ClientKeyReused extends Error {
  readonly statusCode = 409;
  readonly fields = { client_key: 'operator.client_key_reused' };
  constructor() {
    super('operator.client_key_reused');
  }
}

const hashOf = (action: OperatorAction) =>
  createHash('sha256')
    .update(JSON.stringify([action.action, action.target, action.request]))
    .digest('hex');

export async function recordedAction<T>(
  db: Database,
  action: OperatorAction,
  work: (tx: Queryable) => Promise<T>,
): Promise<RecordedAnswer<T>> {
  const hash = hashOf(action);
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO operator_actions (client_key, operator, action, target, request_hash, request)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (client_key) DO NOTHING RETURNING id`,
      [action.clientKey, action.operator, action.action, action.target, hash, JSON.stringify(action.request)],
    );
    if (claimed.length === 0) {
      const [first] = await tx.query<{ request_hash: string; response: T | null }>(
        'SELECT request_hash, response FROM operator_actions WHERE client_key = $1',
        [action.clientKey],
      );
      if (!first || first.request_hash !== hash || first.response === null) throw new ClientKeyReused();
      return { answer: first.response, fresh: false };
    }
    const answer = await work(tx);
    await tx.query('UPDATE operator_actions SET response = $2 WHERE client_key = $1', [
      action.clientKey,
      JSON.stringify(answer),
    ]);
    return { answer, fresh: true };
  });
}
