import { inject } from 'vitest';

/** One running stack the journeys drive: the bff, its mail folder, and the shop-api's operator API. */
export interface E2eStack {
  bffPort: number;
  /** The folder where the account mails the shop sent arrive as .eml files ('' when unknown). */
  mailDir: string;
  /** The shop-api's own origin and operator token: the journeys act as the operator (pricing a quote…). */
  shopApiOrigin: string;
  operatorToken: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One stack per worker (E2E_WORKERS), or the one stack given from outside (E2E_BFF_PORT). */
    stacks: E2eStack[];
  }
}

/**
 * The stack of the worker running this file. Vitest numbers the files running at once 1…maxWorkers
 * (VITEST_POOL_ID, a number freed when its file ends), so two files never share a stack; a stack given from
 * outside is everyone's. More workers than stacks (`--maxWorkers` on the command line) would share one unseen.
 */
export function e2eStack(): E2eStack {
  const stacks = inject('stacks');
  if (stacks.length === 1 && stacks[0]) return stacks[0];
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const stack = stacks[worker - 1];
  if (!stack) {
    throw new Error(
      `worker ${worker} has no stack of its own (${stacks.length} started): set E2E_WORKERS instead of --maxWorkers`,
    );
  }
  return stack;
}
