import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce } from '../debounce';

describe('debounce with max wait', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once after the triggers settle', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const run = debounce(fn, 1000, 2000);
    run();
    vi.advanceTimersByTime(500);
    run();
    vi.advanceTimersByTime(999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('still runs by the max wait under a steady stream of triggers', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const run = debounce(fn, 1000, 2000);
    for (let i = 0; i < 5; i++) {
      run();
      vi.advanceTimersByTime(500);
    }
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
