import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.js';
import { type CatalogueCache, createCatalogueCache } from '../services/catalogue/catalogue-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    catalogue: CatalogueCache;
  }
}

export interface DatabasePluginOptions {
  db: Database;
  /** Close the database with the app (the server owns it; tests usually share one across apps). */
  closeWithApp?: boolean;
}

export default fp<DatabasePluginOptions>(
  async (fastify: FastifyInstance, opts) => {
    fastify.decorate('db', opts.db);
    fastify.decorate('catalogue', createCatalogueCache(opts.db));
    if (opts.closeWithApp) fastify.addHook('onClose', () => opts.db.close());
  },
  { name: 'database' },
);
