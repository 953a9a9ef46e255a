import { jsonBody } from '@storefront/service-kit';
import { answerConnectionRefusal } from '@storefront/shared-types';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { Database } from './db/database.js';
import claims from './plugins/claims.js';
import database from './plugins/database.js';
import deferredWork, { type DeferredWorkPluginOptions } from './plugins/deferred-work.js';
import errorHandler, { frameworkErrors } from './plugins/error-handler.js';
import mail, { type MailerOption } from './plugins/mail.js';
import operatorApi from './plugins/operator-api.js';
import orders, { type OrdersOption } from './plugins/orders.js';
import payments, { type PaymentsOption } from './plugins/payments.js';
import quotes from './plugins/quotes.js';
import requestLog from './plugins/request-log.js';
import reservations from './plugins/reservations.js';
import zodSchemas from './plugins/zod-schemas.js';
import accountRoutes from './routes/account/index.js';
import authRoutes from './routes/auth/index.js';
import balanceRoutes from './routes/balance/index.js';
import calculatorRoutes from './routes/calculator/index.js';
import cartRoutes from './routes/cart/index.js';
import catalogueRoutes from './routes/catalogue/index.js';
import checkoutRoutes from './routes/checkout/index.js';
import claimRoutes from './routes/claims/index.js';
import configRoutes from './routes/config/index.js';
import contentRoutes from './routes/content/index.js';
import forwardingRoutes from './routes/forwarding/index.js';
import healthRoutes from './routes/health/index.js';
import imageRoutes from './routes/images/index.js';
import localeRoutes from './routes/locale/index.js';
import orderRoutes from './routes/orders/index.js';
import paymentRoutes from './routes/payments/index.js';
import proRoutes from './routes/pro/index.js';
import quoteRoutes from './routes/quotes/index.js';
import reservationRoutes from './routes/reservations/index.js';
import searchRoutes from './routes/search/index.js';
import translationsRoutes from './routes/translations/index.js';
import utmRoutes from './routes/utm/index.js';
import type { ClaimStorage } from './services/claims/claim-storage.js';

export interface AppOptions {
  db: Database;
  /** Close the database when the app closes (the server does; tests sharing a database do not). */
  closeDatabase?: boolean;
  /** Account mails (server.ts builds it from SMTP_URL or the data folder); without it they are dropped. */
  mailer?: MailerOption;
  /** Origin of the storefront links in mails, `{host}` being the site's host; default `http://{host}:3000`. */
  storefrontOriginTemplate?: string;
  /** Payment providers (server.ts: the sandbox when configured); without them only the balance pays. */
  payments?: PaymentsOption;
  /** Work done after an answer (a password reset's token and mail); tests may hold it back. */
  deferredWork?: DeferredWorkPluginOptions['deferredWork'];
  /** The operator API's bearer token (OPERATOR_TOKEN); unset: the operator routes do not exist. */
  operatorToken?: string | undefined;
  /** The payment window of unpaid orders and the expiry sweep's interval (plugins/orders.ts). */
  orders?: OrdersOption;
  /** Where claim files are kept (server.ts: CLAIMS_DIR on disk); without it, in memory. */
  claimStorage?: ClaimStorage;
}

// The whole shop-api as one Fastify plugin. Plugins and routes are registered explicitly, in order, rather
// than with @fastify/autoload (whose import() cannot load TypeScript sources under vitest on Node 20).
export default async function app(fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  await fastify.register(requestLog);
  await fastify.register(errorHandler);
  await fastify.register(jsonBody);
  await fastify.register(zodSchemas);
  await fastify.register(database, { db: opts.db, closeWithApp: opts.closeDatabase ?? false });
  await fastify.register(mail, {
    mailer: opts.mailer,
    storefrontOriginTemplate: opts.storefrontOriginTemplate,
  });
  await fastify.register(deferredWork, { deferredWork: opts.deferredWork });
  await fastify.register(payments, opts.payments ?? {});
  await fastify.register(orders, opts.orders ?? {});
  await fastify.register(quotes);
  await fastify.register(reservations);
  await fastify.register(claims, { storage: opts.claimStorage });

  await fastify.register(healthRoutes);
  await fastify.register(imageRoutes);
  // The API routes take their full paths (/api/...) from the shared endpoint contract, hence no prefix here.
  const apiRoutes = [
    configRoutes,
    translationsRoutes,
    authRoutes,
    accountRoutes,
    localeRoutes,
    utmRoutes,
    searchRoutes,
    catalogueRoutes,
    contentRoutes,
    cartRoutes,
    checkoutRoutes,
    balanceRoutes,
    paymentRoutes,
    orderRoutes,
    forwardingRoutes,
    quoteRoutes,
    reservationRoutes,
    proRoutes,
    calculatorRoutes,
    claimRoutes,
  ];
  for (const routes of apiRoutes) await fastify.register(routes);
  await fastify.register(operatorApi, { token: opts.operatorToken });
}

/** A ready-to-use instance (tests call `inject` on it; the server listens on it). */
export async function buildApp(
  opts: AppOptions & { logger?: FastifyServerOptions['logger'] },
): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: opts.logger ?? false,
    // One line per request instead of two (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Routes are matched case-sensitively and without a trailing-slash variant, as the spec writes them.
    routerOptions: { ignoreTrailingSlash: false },
    bodyLimit: 64 * 1024,
    // A malformed path (`%ZZ`) is refused by the router before any route: in the one error shape too, as is what
    // Node's parser refuses (431), and a request arriving while the service shuts down (the error handler's 503).
    frameworkErrors,
    clientErrorHandler: answerConnectionRefusal,
    return503OnClosing: false,
  });
  await fastify.register(app, opts);
  await fastify.ready();
  return fastify;
}
