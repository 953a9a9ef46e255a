import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../../src/app.js';
import type { DeferredWork } from '../../src/services/background/deferred-work.js';
import type { Mailer, MailMessage } from '../../src/services/mail/mailer.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/**
 * An app on a fresh seeded database (PGlite unless `database` asks for PostgreSQL), for one test file (options: a
 * mailer, the link origin).
 */
export async function createTestApp(
  options: Omit<AppOptions, 'db'> = {},
  database_: Parameters<typeof createTestDatabase>[0] = {},
): Promise<{
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}> {
  const database = await createTestDatabase(database_);
  const app = await buildApp({ ...options, db: database.db });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.cleanup();
    },
  };
}

export const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(body),
});

/** A mailer that keeps what it is given, for tests that read the mails an account call sends. */
export function captureMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    queue: (message) => {
      sent.push(message);
    },
    flush: async () => {},
    close: async () => {},
  };
}

/**
 * Deferred work held until the test runs it (`flush`), so a test sees what a call did before answering, and only
 * that: `held` counts the tasks waiting.
 */
export function holdDeferredWork(): DeferredWork & { held(): number } {
  const tasks: Array<() => Promise<void>> = [];
  return {
    defer: (_kind, task) => {
      tasks.push(task);
    },
    flush: async () => {
      for (let task = tasks.shift(); task; task = tasks.shift()) await task();
    },
    held: () => tasks.length,
  };
}
