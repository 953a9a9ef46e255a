// What the bff and the cross-package tests use: the app, the database layer and the seed.
export { type AppOptions, buildApp, default as app } from './app.js';
export { type Env, loadEnv } from './config/env.js';
export { type CreateDatabaseOptions, createDatabase } from './db/create-database.js';
export type { Database, Queryable } from './db/database.js';
export { migrate } from './db/migrate.js';
export { dropPgSchema } from './db/pg-database.js';
export { type SeedOptions, type SeedResult, seed, syncTranslations } from './db/seed/index.js';
export { demoUsers } from './db/seed/users.js';
export { createSandboxProvider, type SandboxProvider } from './sandbox-provider/app.js';
export { SIGNATURE_HEADER, sign } from './sandbox-provider/signature.js';
export { openEmailChange } from './services/auth/email-change.js';
export { createPasswordResetToken } from './services/auth/password-reset.js';
export { createSession } from './services/auth/sessions.js';
export { refreshSearchIndex } from './services/catalogue/search-index.js';
export { createMailer, type Mailer, type MailerOptions, type MailMessage } from './services/mail/mailer.js';
export type { PaymentProviders } from './services/payments/provider-adapter.js';
export { sandboxProviders } from './services/payments/sandbox-providers.js';
