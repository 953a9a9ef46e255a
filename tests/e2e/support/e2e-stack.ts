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

/** The stack of the worker running this file (Vitest numbers its workers 1…maxWorkers in VITEST_POOL_ID). */
export function e2eStack(): E2eStack {
  const stacks = inject('stacks');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const stack = stacks[(Math.max(worker, 1) - 1) % stacks.length];
  if (!stack) throw new Error('the global setup started no stack');
  return stack;
}
