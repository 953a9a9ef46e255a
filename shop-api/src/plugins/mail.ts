import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../services/mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the account mails (registration, password reset) in the background. */
    mailer: Mailer;
    /** The storefront origin mail links open, `{host}` being the site's host (`http://{host}:3000`). */
    storefrontOriginTemplate: string;
  }
}

/** A mailer, or how to make one with the app's logger (the server's: SMTP_URL or the data folder). */
export type MailerOption = Mailer | ((log: FastifyBaseLogger) => Mailer);

export interface MailPluginOptions {
  /** Without one, mails are dropped (test apps that do not read them). */
  mailer?: MailerOption | undefined;
  storefrontOriginTemplate?: string | undefined;
}

/** The default of STOREFRONT_ORIGIN_TEMPLATE (config/env.ts): the bff of `npm start` on port 3000. */
const DEFAULT_STOREFRONT_ORIGIN_TEMPLATE = 'http://{host}:3000';

export default fp<MailPluginOptions>(
  async (fastify: FastifyInstance, opts) => {
    const mailer =
      typeof opts.mailer === 'function'
        ? opts.mailer(fastify.log)
        : (opts.mailer ?? createMailer({ from: 'Storefront <no-reply@storefront.test>', log: fastify.log }));
    fastify.decorate('mailer', mailer);
    fastify.decorate(
      'storefrontOriginTemplate',
      opts.storefrontOriginTemplate ?? DEFAULT_STOREFRONT_ORIGIN_TEMPLATE,
    );
    // Mails still in flight go out before the process ends (their sending never held up an answer).
    fastify.addHook('onClose', () => mailer.close());
  },
  { name: 'mail' },
);
