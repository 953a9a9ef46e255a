import { describe, expect, test } from 'vitest';
import { createRetryBudget } from '../../src/upstream/retry-budget.js';

function budgetAt(options: { ratio?: number; windowMs?: number; minRetries?: number } = {}) {
  let now = 0;
  const budget = createRetryBudget({
    ratio: options.ratio ?? 0.2,
    windowMs: options.windowMs ?? 10_000,
    minRetries: options.minRetries ?? 0,
    now: () => now,
  });
  return {
    budget,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** Retries granted when every one of `calls` calls asks for `each` retries. */
function grantedFor(budget: ReturnType<typeof createRetryBudget>, calls: number, each: number): number {
  let granted = 0;
  for (let call = 0; call < calls; call += 1) {
    budget.recordCall();
    for (let retry = 0; retry < each && budget.tryRetry(); retry += 1) granted += 1;
  }
  return granted;
}

describe('retry budget', () => {
  test('retries stay within 20 % of the calls of the window, however many each call may make', () => {
    const { budget } = budgetAt();
    const granted = grantedFor(budget, 100, 3);
    expect(granted).toBeLessThanOrEqual(20);
    expect(granted).toBeGreaterThanOrEqual(19);
    expect((100 + granted) / 100).toBeLessThanOrEqual(1.2);
  });

  test('a quiet upstream still gets its minimum of retries', () => {
    const { budget } = budgetAt({ minRetries: 3 });
    expect(grantedFor(budget, 1, 3)).toBe(3);
    expect(budget.tryRetry()).toBe(false);
  });

  test('the window slides: calls and retries older than it stop counting', () => {
    const { budget, advance } = budgetAt();
    expect(grantedFor(budget, 10, 5)).toBe(2);
    expect(budget.tryRetry()).toBe(false);
    advance(10_000);
    // The ten earlier calls have left the window: with no calls there is no budget.
    expect(budget.tryRetry()).toBe(false);
    expect(grantedFor(budget, 5, 1)).toBe(1);
  });

  test('part of the window expires in tenths', () => {
    const { budget, advance } = budgetAt();
    grantedFor(budget, 10, 0);
    advance(5_000);
    grantedFor(budget, 10, 0);
    expect(grantedFor(budget, 0, 0)).toBe(0);
    // 20 calls in the window: 4 retries.
    let granted = 0;
    while (budget.tryRetry()) granted += 1;
    expect(granted).toBe(4);
    advance(6_000);
    // The first ten calls have left the window, the four retries (taken at 5 s) have not: 2 allowed, 4 spent.
    expect(budget.tryRetry()).toBe(false);
    advance(5_000);
    // Now those retries have left too, and the ten calls of 5 s with them: nothing in the window.
    expect(grantedFor(budget, 10, 1)).toBe(2);
  });

  test('a ratio of 0 allows no retries beyond the minimum', () => {
    const { budget } = budgetAt({ ratio: 0, minRetries: 0 });
    expect(grantedFor(budget, 1_000, 1)).toBe(0);
  });
});
