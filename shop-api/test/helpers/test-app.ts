import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** An app on a fresh seeded PGlite database, for one test file. */
export async function createTestApp(): Promise<{
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}> {
  const database = await createTestDatabase();
  const app = await buildApp({ db: database.db });
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
