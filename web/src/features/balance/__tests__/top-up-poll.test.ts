import { describe, expect, it } from 'vitest';
import { nextPoll, TOP_UP_POLL_LIMIT_MS, TOP_UP_POLL_MS } from '../api/top-up-status-query';

const pending = { status: 'pending' as const, amount: 25, balance: 150 };

describe('top-up outcome polling', () => {
  it('asks again every 2 s while pending', () => {
    expect(nextPoll(pending, 0, 0)).toBe(TOP_UP_POLL_MS);
    expect(TOP_UP_POLL_MS).toBe(2_000);
    expect(nextPoll(pending, 0, 59_999)).toBe(TOP_UP_POLL_MS);
  });

  it('stops after 60 s, once paid or failed, and before any answer', () => {
    expect(TOP_UP_POLL_LIMIT_MS).toBe(60_000);
    expect(nextPoll(pending, 0, 60_000)).toBe(false);
    expect(nextPoll({ ...pending, status: 'paid' }, 0, 1_000)).toBe(false);
    expect(nextPoll({ ...pending, status: 'failed' }, 0, 1_000)).toBe(false);
    expect(nextPoll(undefined, 0, 1_000)).toBe(false);
  });
});
