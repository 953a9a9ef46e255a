// The sandbox payment provider on its own listener (its own origin), as `npm start` runs it next to the shop-api.
import { logFormat, PRETTY_LOG_TRANSPORT } from '@storefront/shared-types';
import closeWithGrace from 'close-with-grace';
import { z } from 'zod';
import { createSandboxProvider } from './app.js';

const env = z
  .object({
    SANDBOX_PROVIDER_HOST: z.string().min(1).default('127.0.0.1'),
    SANDBOX_PROVIDER_PORT: z.coerce.number().int().min(0).max(65_535).default(4100),
    /** The origin shoppers' browsers reach it on; default http://localhost:<port>. */
    SANDBOX_PROVIDER_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
    PAYMENT_SANDBOX_SECRET: z.string().min(32, 'PAYMENT_SANDBOX_SECRET needs 32+ characters'),
    // The log as the shop-api's (config/env.ts): pretty lines in development, JSON lines otherwise.
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  })
  .safeParse(process.env);
if (!env.success) {
  const lines = env.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid sandbox provider environment:\n${lines.join('\n')}`);
}
const {
  SANDBOX_PROVIDER_HOST,
  SANDBOX_PROVIDER_PORT,
  SANDBOX_PROVIDER_ORIGIN,
  PAYMENT_SANDBOX_SECRET,
  NODE_ENV,
  LOG_LEVEL,
  LOG_FORMAT,
} = env.data;

const provider = await createSandboxProvider({
  secret: PAYMENT_SANDBOX_SECRET,
  publicOrigin: SANDBOX_PROVIDER_ORIGIN ?? `http://localhost:${SANDBOX_PROVIDER_PORT}`,
  logger: {
    name: 'sandbox',
    level: LOG_LEVEL,
    ...(logFormat(NODE_ENV, LOG_FORMAT) === 'pretty' ? { transport: PRETTY_LOG_TRANSPORT } : {}),
  },
});
closeWithGrace({ delay: 5_000 }, async () => {
  await provider.app.close();
});
await provider.app.listen({ host: SANDBOX_PROVIDER_HOST, port: SANDBOX_PROVIDER_PORT });
