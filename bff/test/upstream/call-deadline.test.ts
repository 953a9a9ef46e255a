import { describe, expect, test } from 'vitest';
import { ABANDONED, classify, DEADLINE } from '../../src/upstream/attempt-outcome.js';
import { CallDeadline } from '../../src/upstream/call-deadline.js';

describe('CallDeadline (the signal of one shop call)', () => {
  test('abort ends the call once: one abort event, the first reason kept', () => {
    const deadline = new CallDeadline();
    let events = 0;
    deadline.on('abort', () => {
      events += 1;
    });
    deadline.abort(DEADLINE);
    deadline.abort(ABANDONED);
    expect(events).toBe(1);
    expect(deadline.aborted).toBe(true);
    expect(deadline.reason).toBe(DEADLINE);
  });

  test('a back-off wait ends early when the call is ended, and leaves no listener behind', async () => {
    const deadline = new CallDeadline();
    const started = Date.now();
    const waited = deadline.wait(10_000);
    deadline.abort(DEADLINE);
    await waited;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(deadline.listenerCount('abort')).toBe(0);
  });

  test('a wait that runs its course leaves no listener behind', async () => {
    const deadline = new CallDeadline();
    await deadline.wait(1);
    expect(deadline.listenerCount('abort')).toBe(0);
    expect(deadline.aborted).toBe(false);
  });

  test('the outcome of an attempt reads the reason: the time limit is a time-out, the caller leaving is not', () => {
    const timedOut = new CallDeadline();
    timedOut.abort(DEADLINE);
    expect(classify(new Error('aborted'), timedOut, false)).toBe('timeout');
    const left = new CallDeadline();
    left.abort(ABANDONED);
    expect(classify(new Error('aborted'), left, true)).toBe('abandoned');
    expect(classify(new Error('boom'), new CallDeadline(), false)).toBe('error');
  });
});
