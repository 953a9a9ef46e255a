// Long tasks of a page's first loads on a slowed CPU, as the browser itself reports them (the Long Tasks API: no
// tracing or profiler, which slow the JavaScript they watch), and the blocking time after the first contentful
// paint they add up to (TBT's rule: each task's time past 50 ms). Steadier than Lighthouse's TBT on a busy machine,
// for comparing two builds: run it against each, alternately, on the same machine.
//
//   node scripts/long-tasks.mjs [url (default http://localhost:3000/lt)] [loads (default 8)] [CPU slowdown (default 4)]
//
// Each load is in a fresh browser context (empty cache), phone-sized; one warm-up load first is not counted.
// CHROMIUM_PATH names the browser (default /usr/bin/chromium, Debian's package).
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://localhost:3000/lt';
const loads = Number(process.argv[3] ?? 8);
const slowdown = Number(process.argv[4] ?? 4);
const SETTLE_MS = 4_000;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
});
const blocking = [];
try {
  for (let i = 0; i <= loads; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: window.__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    await context.close();
    if (i === 0) continue;
    let total = 0;
    for (const [start, duration] of tasks) {
      const end = start + duration;
      if (end > fcp) total += Math.max(0, end - Math.max(start, fcp) - 50);
    }
    blocking.push(total);
    console.log(
      `  load ${i}: blocking ${total.toFixed(0)} ms after FCP (${fcp.toFixed(0)} ms); long tasks ${tasks.map(([s, d]) => `${d.toFixed(0)} ms at ${s.toFixed(0)}`).join(', ') || 'none'}`,
    );
  }
} finally {
  await browser.close();
}
blocking.sort((a, b) => a - b);
const median = blocking[Math.floor(blocking.length / 2)] ?? 0;
const mean = blocking.reduce((sum, value) => sum + value, 0) / (blocking.length || 1);
console.log(
  `${url} at ${slowdown}x CPU slowdown, ${blocking.length} loads: blocking time after FCP median ${median.toFixed(0)} ms, mean ${mean.toFixed(0)} ms`,
);
