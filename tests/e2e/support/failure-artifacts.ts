import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openBrowsers, saveScreenshot } from './browser.js';
import { ARTIFACTS_DIR } from './stack.js';

/** How long one page may take to give its screenshot or its state: a hung page must not hang the hook. */
const PAGE_MS = 5_000;

const withinPageTime = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${PAGE_MS} ms`)), PAGE_MS).unref(),
    ),
  ]);

// A journey that fails in CI is seen only through its error: what the pages it had open showed then is kept in
// tests/e2e/artifacts as `failed-<test>-<n>.png`, with each page's address and open pop-ups beside it (.txt). The
// global setup clears the last run's. Best effort: nothing here can fail the test a second time.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const pages = [...openBrowsers].flatMap((browser) =>
    browser.contexts().flatMap((context) => context.pages()),
  );
  if (pages.length === 0) return;
  const name = `failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}`;
  const notes: string[] = [];
  for (const [index, page] of pages.entries()) {
    try {
      await saveScreenshot(page, `${name}-${index}`, { fullPage: false, timeout: PAGE_MS });
      const modals = await withinPageTime(
        page.evaluate(() =>
          Array.from(document.querySelectorAll('[data-testid^="modal-"]')).map((element) =>
            element.getAttribute('data-testid'),
          ),
        ),
      );
      notes.push(`${index}: ${page.url()} open pop-ups: ${modals.join(', ') || 'none'}`);
    } catch (error) {
      notes.push(`${index}: ${page.url()} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  // The screenshots made the folder, unless every one of them failed.
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  writeFileSync(join(ARTIFACTS_DIR, `${name}.txt`), `${notes.join('\n')}\n`);
}, 60_000);
