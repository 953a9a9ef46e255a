import type { Database } from './database.js';
import { migrations } from './migrations/index.js';

// Any fixed number: concurrent starters (replicas, parallel tests on one schema) queue on it.
const MIGRATION_LOCK = 4_242_001;

/** Applies the migrations not yet recorded, all in one transaction. Safe to call on every start. */
export async function migrate(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id),
    );
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
      applied.push(m.id);
    }
    return applied;
  });
}
