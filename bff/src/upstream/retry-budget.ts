// How many retries one upstream may be sent, whatever each call's own policy allows. Per-call retries (§9: up to
// 3) are right for a blip, but while the shop fails every call would use all of them and multiply the load on a
// shop that is already struggling (a signed-in page view with UTM made 9.2 calls against a 503ing shop). The
// budget lets retries be at most `ratio` of the calls made over a sliding window, so the shop sees at most
// (1 + ratio)× the calls the bff's own clients cause, with a small reserve so a quiet bff can still retry a
// dropped keep-alive socket.

export interface RetryBudgetOptions {
  /** Retries allowed per call in the window (0.2: at most one retry per five calls). */
  ratio: number;
  /** Length of the sliding window. */
  windowMs: number;
  /** Retries allowed in a window however few calls it had (a quiet bff's occasional reset socket). */
  minRetries: number;
  now?: () => number;
}

export interface RetryBudget {
  /** A first attempt was made. */
  recordCall(): void;
  /** Takes one retry from the budget if there is one left; false means "answer with what you have". */
  tryRetry(): boolean;
}

/**
 * The budget's numbers, in this one place: the default of UPSTREAM_RETRY_BUDGET_RATIO (config/env.ts, the only one
 * an operator sets), the window and the quiet bff's reserve.
 */
export const RETRY_BUDGET = { ratio: 0.2, windowMs: 10_000, minRetries: 3 } as const;

/** The window is kept as 10 buckets, so old calls and retries leave it in tenths rather than all at once. */
const BUCKETS = 10;

/** A budget; whatever `options` leaves out is RETRY_BUDGET's. */
export function createRetryBudget(options: Partial<RetryBudgetOptions> = {}): RetryBudget {
  const ratio = options.ratio ?? RETRY_BUDGET.ratio;
  const minRetries = options.minRetries ?? RETRY_BUDGET.minRetries;
  const now = options.now ?? (() => performance.now());
  const bucketMs = Math.max(1, (options.windowMs ?? RETRY_BUDGET.windowMs) / BUCKETS);
  const calls = new Array<number>(BUCKETS).fill(0);
  const retries = new Array<number>(BUCKETS).fill(0);
  let current = Math.floor(now() / bucketMs);

  /** Empties the buckets time has moved past, and answers the index of the present one. */
  function advance(): number {
    const bucket = Math.floor(now() / bucketMs);
    const passed = Math.min(BUCKETS, bucket - current);
    for (let step = 1; step <= passed; step += 1) {
      const index = (current + step) % BUCKETS;
      calls[index] = 0;
      retries[index] = 0;
    }
    if (passed > 0) current = bucket;
    return current % BUCKETS;
  }

  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

  return {
    recordCall() {
      const index = advance();
      calls[index] = (calls[index] ?? 0) + 1;
    },
    tryRetry() {
      const index = advance();
      const allowed = Math.max(minRetries, Math.floor(ratio * sum(calls)));
      if (sum(retries) >= allowed) return false;
      retries[index] = (retries[index] ?? 0) + 1;
      return true;
    },
  };
}
