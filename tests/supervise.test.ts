import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script (scripts/ has no types); its exports are used as documented there.
import * as supervision from '../scripts/supervise.mjs';
import { CONFIG_ERROR_EXIT_CODE as SERVICE_CONFIG_ERROR_EXIT_CODE } from '../service-kit/src/start-failure.js';

const { CONFIG_ERROR_EXIT_CODE, MAX_RESTARTS, nextRestartDelay, RESTART_WINDOW_MS, supervise } = supervision;

// `npm start` restarts a service that dies on its own and keeps the others up (issue #24: one request that crashed
// the bff took the shop-api and the payment sandbox down with it).
describe('nextRestartDelay', () => {
  it('waits 1 s after a first stop, doubling with each recent one, at most 30 s', () => {
    const now = 1_000_000;
    expect(nextRestartDelay([now], now)).toBe(1_000);
    expect(nextRestartDelay([now - 3_000, now], now)).toBe(2_000);
    expect(nextRestartDelay([now - 9_000, now - 3_000, now], now)).toBe(4_000);
  });

  it('forgets stops older than the window, and gives up past MAX_RESTARTS within it', () => {
    const now = 1_000_000;
    const burst = Array.from({ length: MAX_RESTARTS }, (_, i) => now - i * 1_000).reverse();
    expect(nextRestartDelay(burst, now)).not.toBeNull();
    expect(nextRestartDelay([now - 100, ...burst], now)).toBeNull();
    const old = Array.from({ length: 10 }, (_, i) => now - RESTART_WINDOW_MS - i * 1_000).reverse();
    expect(nextRestartDelay([...old, now], now)).toBe(1_000);
  });
});

describe('supervise', () => {
  let dir = '';
  const running: Array<ReturnType<typeof spawn>> = [];
  afterEach(() => {
    for (const child of running) child.kill('SIGKILL');
    running.length = 0;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('starts a service that died again while another keeps running', async () => {
    dir = mkdtempSync(join(tmpdir(), 'supervise-'));
    const starts = join(dir, 'starts');
    // Dies at once on its first start (as the bff did on an out-of-memory abort), then stays up.
    const crashOnce = `const fs=require('fs');fs.appendFileSync(${JSON.stringify(starts)},'x');
      if (fs.readFileSync(${JSON.stringify(starts)},'utf8').length===1) process.exit(134);
      setInterval(()=>{},1000);`;
    let stopping = false;
    const logged: string[] = [];
    const gaveUp: number[] = [];
    const start = (code: string) => () => {
      const child = spawn(process.execPath, ['-e', code]);
      running.push(child);
      return child;
    };
    const options = {
      isStopping: () => stopping,
      giveUp: (code: number) => gaveUp.push(code),
      log: (line: string) => logged.push(line),
    };
    supervise('other', start('setInterval(()=>{},1000)'), options);
    supervise('bff', start(crashOnce), options);
    const deadline = Date.now() + 10_000;
    while (readStarts(starts) < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    stopping = true;
    expect(readStarts(starts)).toBe(2);
    expect(logged).toEqual(['bff stopped (exit 134); starting it again in 1 s, the others keep running.']);
    expect(gaveUp).toEqual([]);
    // The other service was never touched: its first process is still the one running.
    expect(running[0]?.exitCode).toBeNull();
    expect(running[0]?.signalCode).toBeNull();
  }, 15_000);

  it('gives up at once on a service that refused its configuration, without a restart', async () => {
    // The services exit with this code for a bad environment (service-kit start-failure.ts): the same number.
    expect(CONFIG_ERROR_EXIT_CODE).toBe(SERVICE_CONFIG_ERROR_EXIT_CODE);
    dir = mkdtempSync(join(tmpdir(), 'supervise-'));
    const starts = join(dir, 'starts');
    const refuses = `require('fs').appendFileSync(${JSON.stringify(starts)},'x');
      process.exit(${CONFIG_ERROR_EXIT_CODE});`;
    const logged: string[] = [];
    const gaveUp = new Promise<number>((resolve) => {
      supervise(
        'shop-api',
        () => {
          const child = spawn(process.execPath, ['-e', refuses]);
          running.push(child);
          return child;
        },
        { isStopping: () => false, giveUp: resolve, log: (line: string) => logged.push(line) },
      );
    });
    expect(await gaveUp).toBe(CONFIG_ERROR_EXIT_CODE);
    // Past the 1 s a crash waits before its restart: still one start.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(readStarts(starts)).toBe(1);
    expect(logged).toEqual(['shop-api refused its configuration (its message is above); stopping the rest.']);
  }, 15_000);
});

function readStarts(path: string): number {
  try {
    return readFileSync(path, 'utf8').length;
  } catch {
    return 0;
  }
}
