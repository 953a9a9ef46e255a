import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../after-next-paint';

const settled = async (promise: Promise<void>, ms: number) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return done;
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('resolves in the task after the frame after the next one (the next one is on screen by then)', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const painted = afterNextPaint();
    expect(await settled(painted, 500)).toBe(false);
    frames[0]?.(0);
    expect(await settled(painted, 0)).toBe(false);
    frames[1]?.(16);
    expect(await settled(painted, 0)).toBe(true);
  });

  it("a visible page's late first frame is waited for (up to a second); a hidden page's for 100 ms", async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const visible = afterNextPaint();
    expect(await settled(visible, 999)).toBe(false);
    expect(await settled(visible, 1)).toBe(true);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settled(afterNextPaint(), 100)).toBe(true);
  });
});
