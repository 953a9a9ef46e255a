import { expect, test } from 'vitest';
import { createReadinessProbe } from '../../../src/routes/health/readiness-probe.js';

test('concurrent checks share one ping', async () => {
  let pings = 0;
  let release: (ok: boolean) => void = () => {};
  const probe = createReadinessProbe(() => {
    pings++;
    return new Promise<boolean>((resolve) => {
      release = resolve;
    });
  }, 0);
  const answers = Promise.all([probe(), probe(), probe()]);
  release(true);
  expect(await answers).toEqual([true, true, true]);
  expect(pings).toBe(1);
});

test('without reuse every check pings again and sees a change at once', async () => {
  let up = true;
  const probe = createReadinessProbe(async () => up, 0);
  expect(await probe()).toBe(true);
  up = false;
  expect(await probe()).toBe(false);
});

test('a ping that throws counts as not ready', async () => {
  const probe = createReadinessProbe(() => Promise.reject(new Error('ECONNREFUSED')), 0);
  expect(await probe()).toBe(false);
});

test('once there is an answer, a slow ping does not hold a check: the last answer stands in after maxWaitMs', async () => {
  let calls = 0;
  let release: (ok: boolean) => void = () => {};
  const probe = createReadinessProbe(
    () => {
      calls++;
      if (calls === 1) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        release = resolve;
      });
    },
    0,
    20,
  );
  expect(await probe()).toBe(true);
  // The shop stops answering: the next check still answers (with what was last known), not after the ping's time-out.
  expect(await probe()).toBe(true);
  release(false);
  await new Promise((resolve) => setImmediate(resolve));
  expect(
    await Promise.race([probe(), new Promise((resolve) => setTimeout(() => resolve('held'), 1_000))]),
  ).toBe(false);
});
