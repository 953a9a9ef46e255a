import { randomBytes } from 'node:crypto';
import { z } from 'zod';

// One schema over process.env, parsed once at start. Every variable here has a line in .env.example.
// Add new variables here (with a default where a newcomer's `npm start` needs one) rather than reading
// process.env anywhere else.
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHOP_API_URL: z.url().default('http://127.0.0.1:4000'),
  // Signs the session cookie. Required in production; in development a random one is made per start
  // (sessions then end on restart), so `npm start` works with no setup and no secret lives in the code.
  COOKIE_SECRET: z.string().min(32).optional(),
  REDIS_URL: z.url().optional(),
  SENTRY_DSN: z.url().optional(),
});

export type Env = z.infer<typeof envSchema>;
export type AppConfig = Omit<Env, 'COOKIE_SECRET'> & { COOKIE_SECRET: string; isDev: boolean };

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.COOKIE_SECRET) {
    throw new ConfigError('Invalid environment:\n  COOKIE_SECRET: required in production (32+ characters)');
  }
  return {
    ...env,
    COOKIE_SECRET: env.COOKIE_SECRET ?? randomBytes(32).toString('hex'),
    isDev: env.NODE_ENV !== 'production',
  };
}
