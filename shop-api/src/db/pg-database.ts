import { createHash } from 'node:crypto';
import { userInfo } from 'node:os';
import pg from 'pg';
import type { Database, Queryable } from './database.js';

// PostgreSQL's int8 (count(*), sums) and numeric come back as strings from `pg`; PGlite parses them to numbers.
// Queries cast what they return (::int, ::float8) so both drivers answer the same JSON.

export interface PgDatabaseOptions {
  connectionString: string;
  /** Every connection uses this schema (search_path); created when missing. */
  schema?: string;
  max?: number;
}

const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    // The listing SQL has a bounded number of shapes; the cap only guards against an unbounded set.
    if (statementNames.size < 10_000) statementNames.set(sql, name);
  }
  return name;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** libpq defaults the user to the OS account; `pg` reads $USER, which service managers often leave unset. */
function withDefaultUser(connectionString: string): string {
  const url = new URL(connectionString);
  if (url.username === '' && !process.env.PGUSER && !process.env.USER) url.username = userInfo().username;
  return url.href;
}

export async function createPgDatabase(opts: PgDatabaseOptions): Promise<Database> {
  const connectionString = withDefaultUser(opts.connectionString);
  if (opts.schema) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(opts.schema)}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: opts.max ?? 8,
    // Prepared statements keep a custom plan per execution: a generic plan for `category_path @> $1` would be
    // chosen once for every category, and a bad choice turns into 100 ms tails on the filtered listings.
    // A listing query is short: JIT compiling (tens of ms once a 1M-row plan's cost passes jit_above_cost) and
    // parallel workers (their start-up, on a few shared cores) cost more than they save.
    options: [
      '-c plan_cache_mode=force_custom_plan',
      '-c jit=off',
      '-c max_parallel_workers_per_gather=0',
      ...(opts.schema ? [`-c search_path=${quoteIdent(opts.schema)}`] : []),
    ].join(' '),
  });
  // An idle client's error (e.g. the server restarting) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      // Parameterised statements are prepared once per connection (named by their text), so a hot listing
      // query is not parsed and planned from scratch on every request: planning alone was ~2 ms of a
      // category page.
      const res =
        params.length > 0
          ? await q.query({ name: statementName(sql), text: sql, values: params as unknown[] })
          : await q.query(sql);
      return res.rows as T[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Drops a schema made for an isolated test database. */
export async function dropPgSchema(connectionString: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: withDefaultUser(connectionString) });
  await admin.connect();
  try {
    await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  } finally {
    await admin.end();
  }
}
