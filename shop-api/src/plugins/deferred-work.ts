import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDeferredWork, type DeferredWork } from '../services/background/deferred-work.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work done after a call has answered (services/background/deferred-work.ts). */
    deferred: DeferredWork;
  }
}

export interface DeferredWorkPluginOptions {
  /** Tests may hold the work back to see what a call did before answering; default: run it after the answer. */
  deferredWork?: DeferredWork | ((log: FastifyBaseLogger) => DeferredWork) | undefined;
}

export default fp<DeferredWorkPluginOptions>(
  async (fastify: FastifyInstance, opts) => {
    const work =
      typeof opts.deferredWork === 'function'
        ? opts.deferredWork(fastify.log)
        : (opts.deferredWork ?? createDeferredWork(fastify.log));
    fastify.decorate('deferred', work);
    // After the database and mail plugins, so this runs before theirs (onClose hooks run last-added first): work
    // still pending finishes, and queues its mails, while the database is open and the mailer still sends.
    fastify.addHook('onClose', () => work.flush());
  },
  { name: 'deferred-work', dependencies: ['database', 'mail'] },
);
