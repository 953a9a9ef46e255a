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
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once; a bad variable stops the start with a readable list. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid shop-api environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
