import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a call starts but does not answer with: it begins once the current answer has gone out and is never
 * awaited by a request, so the answer's timing cannot tell anything about what it does (whether an e-mail has an
 * account, say). A failure is logged; nobody is left to answer.
 */
export interface DeferredWork {
  /** Runs `task` after the current answer (on a later turn of the event loop). `kind` names it in the logs. */
  defer(kind: string, task: () => Promise<void>): void;
  /** Resolves once every task deferred so far, and any they deferred, has settled (tests, and closing). */
  flush(): Promise<void>;
}

export function createDeferredWork(log: FastifyBaseLogger): DeferredWork {
  const pending = new Set<Promise<void>>();
  return {
    defer(kind, task) {
      // setImmediate runs after the promise jobs of the handler's return, which is where Fastify sends the answer.
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => {
          log.error({ err: error, kind }, 'deferred work failed');
        })
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
