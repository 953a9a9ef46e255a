import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CONSENT_COOKIE } from '@storefront/shared-types';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { e2eStack } from './e2e-stack.js';
import { ARTIFACTS_DIR, LOOPBACK_ONLY_FLAG } from './stack.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The journeys browse as a visitor who has already accepted the consent banner (#15): its bar would otherwise
 * sit over the bottom of every page they click through, and the integrations they check (the data layer, the
 * marketing-email queue) run only after a yes. Every context of this browser starts with that answer stored,
 * unless launched with `{ consentAnswered: false }` (the consent journey, which answers the banner itself).
 */
export async function launchBrowser({ consentAnswered = true } = {}): Promise<Browser> {
  const browser = await launchChromium();
  if (!consentAnswered) return browser;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    await context.addInitScript(
      ({ name }) => {
        if (!document.cookie.split('; ').some((pair) => pair.startsWith(`${name}=`))) {
          // biome-ignore lint/suspicious/noDocumentCookie: an init script, before any page script (no await there).
          document.cookie = `${name}=granted; Path=/; Max-Age=3600; SameSite=Lax`;
        }
      },
      { name: CONSENT_COOKIE },
    );
    return context;
  };
  return browser;
}

/** The browsers this worker has open: a failing test's pages are kept as screenshots (failure-artifacts.ts). */
export const openBrowsers = new Set<Browser>();

async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      LOOPBACK_ONLY_FLAG,
    ],
  });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

/** `http://lv.localhost:<port>/en/faq`: Chromium resolves every *.localhost name to loopback by itself. */
export function siteUrl(host: string, path = '/'): string {
  return `http://${host}:${e2eStack().bffPort}${path}`;
}

export type OpenedPage = { page: Page; errors: Error[] };

/**
 * Resolves once the server-rendered page is hydrated: the router's SSR data is consumed (TanStack Router deletes
 * `window.$_TSR` when hydration and the stream are done) and React has taken over the document. Before that a
 * click or a select change reaches only the server's HTML, with no handler behind it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !('$_TSR' in window) && Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')),
    undefined,
    { polling: 50 },
  );
}

/**
 * The header's category menu once its chunk has arrived: until then (it loads after hydration) the header shows
 * an inert placeholder button of the same name, without aria-controls, that a click or Enter does nothing to.
 */
export async function categoryMenuButton(page: Page, name = 'Categories') {
  const button = page.getByRole('button', { name });
  await page.locator('button[aria-controls]', { hasText: name }).first().waitFor();
  return button;
}

/** Collects uncaught page errors and hydration mismatches (entry-client logs them as `Hydration error:`). */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Hydration error')) {
      errors.push(new Error(message.text()));
    }
  });
  return errors;
}

/** A fresh context per page (own cookies), collecting uncaught page errors so a journey can assert none. The page
 * is returned once it is hydrated. */
export async function openPage(
  browser: Browser,
  url: string,
  options: BrowserContextOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  return { page, errors };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Runs axe-core in the page (through the devtools protocol, so the site's CSP stays on) and returns the
 * serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * The whole page, or (`fullPage: false`) what the screen shows: a pop-up is fixed to the screen, not the page.
 * `timeout` bounds a page that no longer answers (Playwright's default otherwise).
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  { fullPage = true, timeout }: { fullPage?: boolean; timeout?: number } = {},
): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage, ...(timeout === undefined ? {} : { timeout }) });
  return path;
}
