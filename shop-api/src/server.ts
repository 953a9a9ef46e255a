import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitForStartFailure } from '@storefront/service-kit';
import { logFormat, PRETTY_LOG_TRANSPORT } from '@storefront/shared-types';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { type Env, loadEnv } from './config/env.js';
import { createDatabase } from './db/create-database.js';
import { seed } from './db/seed/index.js';
import { diskClaimStorage } from './services/claims/claim-storage.js';
import { createMailer } from './services/mail/mailer.js';
import { sandboxProviders } from './services/payments/sandbox-providers.js';

// Only creates, listens and closes: everything else lives in app.ts.
// A refused environment exits 78 with its list of bad variables, and `npm start` does not retry it.
let env: Env;
try {
  env = loadEnv();
} catch (error) {
  exitForStartFailure(error);
}
// A relative PGLITE_DATA_DIR is taken from the repository root, so `npm start` from any folder uses one store.
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const dataDir = env.PGLITE_DATA_DIR === 'memory' ? 'memory' : resolve(repoRoot, env.PGLITE_DATA_DIR);

const db = await createDatabase({ databaseUrl: env.DATABASE_URL, schema: env.DATABASE_SCHEMA, dataDir });
const seeded = await seed(db, { products: env.SEED_PRODUCTS });
const app = await buildApp({
  db,
  closeDatabase: true,
  logger: {
    // Named on every line: `npm start` interleaves the shop-api's, the bff's and the sandbox's lines.
    name: 'shop-api',
    level: env.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(logFormat(env.NODE_ENV, env.LOG_FORMAT) === 'pretty' ? { transport: PRETTY_LOG_TRANSPORT } : {}),
  },
  mailer: (log) =>
    createMailer({
      smtpUrl: env.SMTP_URL,
      mailDir: resolve(repoRoot, env.MAIL_DIR),
      from: env.MAIL_FROM,
      log,
    }),
  storefrontOriginTemplate: env.STOREFRONT_ORIGIN_TEMPLATE,
  operatorToken: env.OPERATOR_TOKEN,
  claimStorage: diskClaimStorage(resolve(repoRoot, env.CLAIMS_DIR)),
  orders: {
    paymentWindowMin: env.ORDER_PAYMENT_WINDOW_MIN,
    expirySweepIntervalMs: env.ORDER_EXPIRY_SWEEP_INTERVAL_MS,
  },
  payments: {
    providers:
      env.PAYMENT_SANDBOX_URL && env.PAYMENT_SANDBOX_SECRET
        ? sandboxProviders(env.PAYMENT_SANDBOX_URL, env.PAYMENT_SANDBOX_SECRET)
        : new Map(),
    notifyBaseUrl: env.SHOP_API_PUBLIC_URL,
    reconcileIntervalMs: env.PAYMENT_RECONCILE_INTERVAL_MS,
  },
});
if (seeded.seeded) {
  app.log.info(
    { products: seeded.products, offers: seeded.offers, ms: seeded.ms },
    'seeded the empty database',
  );
}

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  await app.close();
});

await app.listen({ host: env.SHOP_API_HOST, port: env.SHOP_API_PORT });
