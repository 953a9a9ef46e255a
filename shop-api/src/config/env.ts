import { ConfigError } from '@storefront/service-kit';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65_535);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL connection string; when unset the embedded PGlite is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Schema (search_path) to use inside DATABASE_URL; default public. */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'lower-case identifier')
    .optional(),
  /** PGlite data folder; `memory` keeps everything in memory. */
  PGLITE_DATA_DIR: z.string().min(1).default('.data/shop-api'),
  SHOP_API_HOST: z.string().min(1).default('127.0.0.1'),
  SHOP_API_PORT: port.default(4000),
  /** Number of shop products the first-start seed creates (marketplace offers add a quarter of it). */
  SEED_PRODUCTS: z.coerce.number().int().min(10).max(1_000_000).default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json (one JSON line per entry) or pretty (readable lines); unset: pretty in development, else json. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** SMTP server for the account mails (`smtp://user:pass@host:1025`); unset: each mail becomes a .eml file. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The mails' sender. */
  MAIL_FROM: z.string().min(3).default('Storefront <no-reply@storefront.test>'),
  /** Where mails are written without SMTP_URL (relative to the repository root; git-ignored). */
  MAIL_DIR: z.string().min(1).default('.data/mail'),
  /** Where warranty claims' files are kept (relative to the repository root; git-ignored; never served as is). */
  CLAIMS_DIR: z.string().min(1).default('.data/claims'),
  /** Origin of the storefront links in mails; `{host}` is the site's host the call came in for. */
  STOREFRONT_ORIGIN_TEMPLATE: z
    .string()
    .regex(/^https?:\/\/\S*\{host\}\S*$/, 'http(s) origin containing {host}')
    .default('http://{host}:3000'),
  /** The sandbox payment provider's server API (card, wallet and regional); unset: only the balance pays. */
  PAYMENT_SANDBOX_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Shared with the sandbox: authenticates the shop's calls and signs its notifications. Never in code. */
  PAYMENT_SANDBOX_SECRET: z.string().min(32, 'needs 32+ characters').optional(),
  /** The shop-api's base URL as payment providers reach it (notifications); default its loopback address. */
  SHOP_API_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How often payments still pending are asked of their providers (ms; they are also asked at start-up). */
  PAYMENT_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** Minutes an unpaid order may be paid in; then it expires and its stock is released. */
  ORDER_PAYMENT_WINDOW_MIN: z.coerce.number().int().min(1).max(43_200).default(60),
  /** How often unpaid orders past their window are expired (ms; 0: only through the operator API). */
  ORDER_EXPIRY_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** The operator API's bearer token (README "Operator API"); unset: the operator routes do not exist. */
  OPERATOR_TOKEN: z.string().min(32, 'needs 32+ characters').optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once; a bad variable stops the start with a readable list. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid shop-api environment:\n${lines.join('\n')}`);
  }
  // A mail written to a file has its link (a reset token) logged for the developer: never in production.
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.SMTP_URL) {
    throw new ConfigError(
      'Invalid shop-api environment:\n  SMTP_URL: required in production (account mails)',
    );
  }
  if (parsed.data.PAYMENT_SANDBOX_URL && !parsed.data.PAYMENT_SANDBOX_SECRET) {
    throw new ConfigError(
      'Invalid shop-api environment:\n  PAYMENT_SANDBOX_SECRET: required with PAYMENT_SANDBOX_URL',
    );
  }
  return parsed.data;
}
