import type { FastifyBaseLogger } from 'fastify';
import { Counter, Registry } from 'prom-client';
import { expect, test } from 'vitest';
import { createShedReporter } from '../../src/overload/shed-reporter.js';

function fixture() {
  const counter = new Counter({
    name: 'shed_total',
    help: 'shed',
    labelNames: ['reason'] as const,
    registers: [new Registry()],
  });
  const warnings: Record<string, unknown>[] = [];
  const fail = () => {
    throw new Error('only warn is expected');
  };
  const log = { warn: (fields: Record<string, unknown>) => warnings.push(fields), error: fail, info: fail };
  let clock = 0;
  const reporter = createShedReporter({
    counter,
    log: log as unknown as FastifyBaseLogger,
    intervalMs: 10_000,
    now: () => clock,
  });
  const count = async (reason: string) =>
    (await counter.get()).values.find((value) => value.labels.reason === reason)?.value ?? 0;
  return { reporter, warnings, count, advance: (ms: number) => (clock += ms) };
}

test('counts every shed request but warns once per interval, with the number shed since the last warning', async () => {
  const { reporter, warnings, count, advance } = fixture();
  for (let i = 0; i < 1_000; i++) reporter.report('image_queue_full');
  expect(await count('image_queue_full')).toBe(1_000);
  expect(warnings).toEqual([{ reason: 'image_queue_full', shed: 1 }]);
  advance(10_000);
  reporter.report('image_queue_full');
  expect(warnings).toHaveLength(2);
  expect(warnings[1]).toEqual({ reason: 'image_queue_full', shed: 1_000 });
});

test('each reason has its own interval, and the detail goes into the warning', async () => {
  const { reporter, warnings, count } = fixture();
  reporter.report('image_queue_full');
  reporter.report('event_loop_delay', { eventLoopDelayMs: 420 });
  reporter.report('event_loop_delay', { eventLoopDelayMs: 430 });
  expect(warnings).toEqual([
    { reason: 'image_queue_full', shed: 1 },
    { reason: 'event_loop_delay', shed: 1, eventLoopDelayMs: 420 },
  ]);
  expect(await count('event_loop_delay')).toBe(2);
});
