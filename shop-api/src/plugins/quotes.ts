import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { QuoteMailKind } from '../services/mail/quote-mail-words.js';
import { sendQuoteMail } from '../services/quotes/quote-mails.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails a step of a quote (#27), once per step, in the background (after its commit). */
    quoteMail: (quoteId: number, kind: QuoteMailKind) => void;
  }
}

// The quote mails on the app, like the order mails (plugins/orders.ts): a mail that cannot be sent is logged and
// never fails the call that changed the quote.
export default fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('quoteMail', (quoteId: number, kind: QuoteMailKind) => {
      sendQuoteMail(fastify.db, fastify.mailer, fastify.storefrontOriginTemplate, quoteId, kind).catch(
        (error) => fastify.log.warn({ err: error, quoteId, kind }, 'quote mail not sent'),
      );
    });
  },
  { name: 'quotes', dependencies: ['database', 'mail'] },
);
