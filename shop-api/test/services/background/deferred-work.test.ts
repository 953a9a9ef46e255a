import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createDeferredWork } from '../../../src/services/background/deferred-work.js';

const logger = () =>
  ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

describe('deferred work', () => {
  it('starts nothing before the caller’s own promise jobs are done, and flush waits for it all', async () => {
    const work = createDeferredWork(logger());
    const steps: string[] = [];
    work.defer('test', async () => {
      steps.push('task');
      work.defer('test', async () => {
        steps.push('follow-up');
      });
    });
    steps.push('answered');
    // A handler's return and Fastify's send are promise jobs: they all run before the task.
    await Promise.resolve();
    await Promise.resolve();
    expect(steps).toEqual(['answered']);
    await work.flush();
    expect(steps).toEqual(['answered', 'task', 'follow-up']);
  });

  it('logs a failure (naming its kind) instead of rejecting anyone', async () => {
    const log = logger();
    const work = createDeferredWork(log);
    work.defer('password-reset', async () => {
      throw new Error('database gone');
    });
    await expect(work.flush()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'password-reset' }),
      'deferred work failed',
    );
  });
});
