/** Longest a check waits for a ping in flight when an earlier answer can stand in for it. */
export const READY_PROBE_MAX_WAIT_MS = 200;

/**
 * The shop-api probe behind /readyz: one ping at a time (a burst of probes from many load-balancer checks makes
 * one upstream call) and its answer reused for `reuseMs`, so readiness follows the shop within that time without
 * the checks themselves loading it. Once there is an answer, a check waits at most `maxWaitMs` for a new ping and
 * otherwise answers with the last one: under load the ping queues behind the page traffic's shop calls (up to
 * its 1 s time-out), and a slow /readyz looks to a load balancer like a dead replica.
 */
export function createReadinessProbe(
  ping: () => Promise<boolean>,
  reuseMs: number,
  maxWaitMs = READY_PROBE_MAX_WAIT_MS,
): () => Promise<boolean> {
  let last: { at: number; ok: boolean } | null = null;
  let inFlight: Promise<boolean> | null = null;
  return () => {
    if (last && Date.now() - last.at < reuseMs) return Promise.resolve(last.ok);
    inFlight ??= ping()
      .catch(() => false)
      .then((ok) => {
        last = { at: Date.now(), ok };
        inFlight = null;
        return ok;
      });
    const answer = inFlight;
    if (!last) return answer;
    const known = last.ok;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(known), maxWaitMs);
      void answer.then((ok) => {
        clearTimeout(timer);
        resolve(ok);
      });
    });
  };
}
