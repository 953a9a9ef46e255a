/**
 * The shop-api probe behind /readyz: one ping at a time (a burst of probes from many load-balancer checks makes
 * one upstream call) and its answer reused for `reuseMs`, so readiness follows the shop within that time without
 * the checks themselves loading it.
 */
export function createReadinessProbe(ping: () => Promise<boolean>, reuseMs: number): () => Promise<boolean> {
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
    return inFlight;
  };
}
