import { describe, expect, test } from 'vitest';
import { type CircuitState, createCircuitBreaker } from '../../src/upstream/circuit-breaker.js';

function breakerAt(failureThreshold = 3, openMs = 1_000) {
  let now = 0;
  const changes: CircuitState[] = [];
  const breaker = createCircuitBreaker({
    failureThreshold,
    openMs,
    now: () => now,
    onChange: (state) => changes.push(state),
  });
  return {
    breaker,
    changes,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('circuit breaker', () => {
  test('opens after the threshold of failures in a row and then admits nothing', () => {
    const { breaker } = breakerAt(3);
    for (let i = 0; i < 2; i += 1) {
      expect(breaker.admit()).toBe(true);
      breaker.failure();
    }
    expect(breaker.state()).toBe('closed');
    breaker.failure();
    expect(breaker.state()).toBe('open');
    expect(breaker.admit()).toBe(false);
    expect(breaker.retryAfterMs()).toBe(1_000);
  });

  test('a success in between resets the count', () => {
    const { breaker } = breakerAt(3);
    breaker.failure();
    breaker.failure();
    breaker.success();
    breaker.failure();
    breaker.failure();
    expect(breaker.state()).toBe('closed');
  });

  test("only the half-open circuit's probe has a limit on its wait: the open time", () => {
    const { breaker, advance } = breakerAt(1, 1_000);
    expect(breaker.probeLimitMs()).toBe(Number.POSITIVE_INFINITY);
    breaker.failure();
    advance(1_000);
    expect(breaker.admit()).toBe(true);
    expect(breaker.probeLimitMs()).toBe(1_000);
    breaker.success();
    expect(breaker.probeLimitMs()).toBe(Number.POSITIVE_INFINITY);
  });

  test('after the open time one probe goes out; its success closes the circuit', () => {
    const { breaker, advance, changes } = breakerAt(1);
    breaker.failure();
    advance(999);
    expect(breaker.admit()).toBe(false);
    advance(1);
    expect(breaker.admit()).toBe(true);
    expect(breaker.state()).toBe('half-open');
    // Only one probe at a time.
    expect(breaker.admit()).toBe(false);
    breaker.success();
    expect(breaker.state()).toBe('closed');
    expect(breaker.admit()).toBe(true);
    expect(changes).toEqual(['open', 'half-open', 'closed']);
  });

  test("a probe's failure opens the circuit for another open time", () => {
    const { breaker, advance } = breakerAt(1);
    breaker.failure();
    advance(1_000);
    expect(breaker.admit()).toBe(true);
    breaker.failure();
    expect(breaker.state()).toBe('open');
    advance(500);
    expect(breaker.admit()).toBe(false);
    advance(500);
    expect(breaker.admit()).toBe(true);
  });

  test('a probe that never comes back (a hanging shop) makes room for another after the open time', () => {
    const { breaker, advance } = breakerAt(1);
    breaker.failure();
    advance(1_000);
    expect(breaker.admit()).toBe(true);
    advance(999);
    expect(breaker.admit()).toBe(false);
    advance(1);
    expect(breaker.admit()).toBe(true);
  });

  test('a neutral outcome frees the probe slot without deciding anything', () => {
    const { breaker, advance } = breakerAt(1);
    breaker.failure();
    advance(1_000);
    expect(breaker.admit()).toBe(true);
    breaker.neutral();
    expect(breaker.state()).toBe('half-open');
    expect(breaker.admit()).toBe(true);
  });

  test('a threshold of 0 never opens', () => {
    const { breaker } = breakerAt(0);
    for (let i = 0; i < 100; i += 1) breaker.failure();
    expect(breaker.state()).toBe('closed');
    expect(breaker.admit()).toBe(true);
  });
});
