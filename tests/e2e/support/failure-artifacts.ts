import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { ARTIFACTS_DIR, openBrowsers, saveScreenshot } from './browser.js';

// A journey that fails in CI is seen only through its error: what the pages it had open showed then is kept in
// tests/e2e/artifacts as `failed-<test>-<n>.png`, with each page's address and open pop-ups beside it (.txt).
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const name = `failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}`;
  const pages = [...openBrowsers].flatMap((browser) =>
    browser.contexts().flatMap((context) => context.pages()),
  );
  const notes: string[] = [];
  for (const [index, page] of pages.entries()) {
    try {
      await saveScreenshot(page, `${name}-${index}`, { fullPage: false });
      const modals = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-testid^="modal-"]')).map((element) =>
          element.getAttribute('data-testid'),
        ),
      );
      notes.push(`${index}: ${page.url()} open pop-ups: ${modals.join(', ') || 'none'}`);
    } catch (error) {
      notes.push(`${index}: ${page.url()} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  writeFileSync(join(ARTIFACTS_DIR, `${name}.txt`), `${notes.join('\n')}\n`);
}, 30_000);
