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
