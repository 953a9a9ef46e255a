import type { LazyResponseSchema, ResponseSchema } from './api-client';

type Schemas = typeof import('./schemas');

/**
 * A shared-types schema loaded on first use: `schema: lazySchema((m) => m.flagsResponseSchema)` (add the schema
 * to ./schemas.ts). Building zod schemas was about a third of the start-up script's CPU time, so calls that
 * are not needed for the first paint check their answers with schemas from a later chunk, loaded while the
 * request is in flight. The answer is checked exactly as with the schema itself.
 */
export function lazySchema<T>(pick: (module: Schemas) => ResponseSchema<T>): LazyResponseSchema<T> {
  return () => import('./schemas').then(pick);
}
