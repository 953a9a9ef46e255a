import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, siteUrl, waitForHydration } from './support/browser.js';
import { signIn } from './support/shop-journey.js';

// Server render + hydration on every kind of page, per variant and language: the document's status, the title and
// canonical the server wrote (read from the raw HTML, before any script ran) are the ones the page has once it is
// hydrated, and nothing logs an error on the way (a hydration mismatch is logged as `Hydration error:`).

const VARIANTS = [
  { host: 'localhost', languages: ['lt', 'en'] },
  { host: 'lv.localhost', languages: ['lv', 'en'] },
  { host: 'wl3.localhost', languages: ['en', 'lt'] },
] as const;

/** Settle after network idle: lets effects that follow hydration (head updates, trackers) run before we look. */
const SETTLE_MS = 200;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Head = { title: string; canonical: string | null; canonicals: number; lang: string | null };

/** Title, canonical and html lang of an HTML text, parsed inertly (DOMParser runs no scripts). */
function headOfHtml(page: Page, html: string): Promise<Head> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const links = doc.querySelectorAll('link[rel="canonical"]');
    return {
      title: doc.title,
      canonical: links[0]?.getAttribute('href') ?? null,
      canonicals: links.length,
      lang: doc.documentElement.getAttribute('lang'),
    };
  }, html);
}

function headOfDocument(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const links = document.querySelectorAll('link[rel="canonical"]');
    return {
      title: document.title,
      canonical: links[0]?.getAttribute('href') ?? null,
      canonicals: links.length,
      lang: document.documentElement.getAttribute('lang'),
    };
  });
}

const LOOPBACK = new Set(['localhost', '127.0.0.1']);
const isLoopback = (url: string) => {
  try {
    const { hostname } = new URL(url);
    return LOOPBACK.has(hostname) || hostname.endsWith('.localhost');
  } catch {
    return false;
  }
};

// Calls the browser makes itself while a page loads: §7 can-view-translations is client-only, and the visitor's
// cart (the header's count) is never in a server render, because anonymous pages are cached whole for everyone.
const CLIENT_ONLY_CALLS = ['GET /api/auth/permissions/can-view-translations', 'POST /api/cart/fetch'];

type Visit = { path: string; html: string; status: number; head: Head; page: Page };

/**
 * One page of a journey: a console error counts unless it is a third-party load the browser resolves to nothing
 * by design (LOOPBACK_ONLY_FLAG), or the failed-load line for the document itself when it is meant to be a 404.
 */
class Journey {
  readonly problems: string[] = [];
  private current = '';
  private expectedStatus = 200;
  private readonly page: Page;
  private readonly errors: Error[];
  private apiCalls: string[] = [];

  constructor(page: Page) {
    this.page = page;
    this.errors = collectPageErrors(page);
    page.on('console', (message) => this.onConsole(message));
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) this.apiCalls.push(`${request.method()} ${pathname}`);
    });
  }

  private onConsole(message: ConsoleMessage) {
    if (message.type() !== 'error') return;
    const text = message.text();
    const source = message.location().url;
    if (/^Failed to load resource: net::ERR_NAME_NOT_RESOLVED/.test(text) && !isLoopback(source)) return;
    if (
      this.expectedStatus === 404 &&
      /^Failed to load resource: the server responded with a status of 404/.test(text) &&
      source === this.page.url()
    )
      return;
    this.problems.push(`${this.current}: console.error ${text} (${source})`);
  }

  /** Opens `path` and checks its status, and that the hydrated head equals the server's. */
  async visit(host: string, path: string, status: number): Promise<Visit> {
    this.current = `${host}${path}`;
    this.expectedStatus = status;
    this.apiCalls = [];
    const response = await this.page.goto(siteUrl(host, path), { waitUntil: 'networkidle' });
    if (!response) throw new Error(`${this.current}: no response`);
    const html = await response.text();
    await waitForHydration(this.page);
    await this.page.waitForLoadState('networkidle');
    await this.page.waitForTimeout(SETTLE_MS);

    const server = await headOfHtml(this.page, html);
    const hydrated = await headOfDocument(this.page);
    const where = this.current;
    if (response.status() !== status)
      this.problems.push(`${where}: status ${response.status()}, not ${status}`);
    if (!server.title) this.problems.push(`${where}: the server HTML has no title`);
    if (!server.canonical) this.problems.push(`${where}: the server HTML has no canonical link`);
    if (server.canonicals > 1)
      this.problems.push(`${where}: the server HTML has ${server.canonicals} canonicals`);
    if (hydrated.canonicals !== server.canonicals)
      this.problems.push(`${where}: ${hydrated.canonicals} canonical links after hydration`);
    for (const key of ['title', 'canonical', 'lang'] as const) {
      if (hydrated[key] !== server[key])
        this.problems.push(
          `${where}: ${key} ${JSON.stringify(server[key])} became ${JSON.stringify(hydrated[key])}`,
        );
    }
    // The page's data came with the server's render: while it loads and hydrates, the browser calls only what
    // the spec makes client-only (§7 can-view-translations, refreshed on each route) and the visitor's own cart.
    for (const call of this.apiCalls.filter((c) => !CLIENT_ONLY_CALLS.includes(c)))
      this.problems.push(`${where}: the browser called ${call} while the page loaded`);
    for (const error of this.errors.splice(0)) this.problems.push(`${where}: ${error.message}`);
    return { path, html, status: response.status(), head: server, page: this.page };
  }
}

/** The path of the first product card's link on the current page. */
async function firstCardPath(page: Page): Promise<{ path: string; name: string }> {
  const link = page.getByTestId('product-card').first().getByRole('link').first();
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`${page.url()}: no product card link`);
  const name = (await page.getByTestId('product-card').first().getByRole('heading').textContent()) ?? '';
  return { path: new URL(href, page.url()).pathname, name: name.trim() };
}

// The variants run side by side (a context each, one browser), the languages of one variant one after another.
describe.concurrent('server render and hydration', () => {
  for (const { host, languages } of VARIANTS) {
    it(`${host} in ${languages.join(' and ')}: status, title and canonical survive hydration; no console errors`, {
      // About 45 s here alone on a fast machine, 96 s beside the layout sweep: room for a machine twice as slow.
      timeout: 300_000,
    }, async () => {
      for (const lang of languages) {
        // A context per variant and language: own cookies, so no language choice carries over.
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        try {
          await checkPages(new Journey(await context.newPage()), host, lang);
        } finally {
          await context.close();
        }
      }
    });
  }
});

async function checkPages(journey: Journey, host: string, lang: string): Promise<void> {
  const at = (path: string) => `/${lang}${path}`;
  await journey.visit(host, at(''), 200);

  const category = await journey.visit(host, at('/c/electronics'), 200);
  const h1 = (await category.page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
  expect(category.head.title, `${host}${at('/c/electronics')}`).toMatch(
    new RegExp(`^${escapeRegExp(h1)} \\| `),
  );
  const product = await firstCardPath(category.page);
  expect(product.path).toMatch(new RegExp(`^/${lang}/p/.`));
  const productPage = await journey.visit(host, product.path, 200);
  expect(productPage.head.title).toMatch(new RegExp(`^${escapeRegExp(product.name)} \\| `));
  expect(productPage.html).toContain('"@type":"Product"');

  const dealzone = await journey.visit(host, at('/dealzone'), 200);
  const offer = await firstCardPath(dealzone.page);
  expect(offer.path).toMatch(new RegExp(`^/${lang}/market/product/.`));
  const offerPage = await journey.visit(host, offer.path, 200);
  expect(offerPage.head.title).toMatch(new RegExp(`^${escapeRegExp(offer.name)} \\| `));
  await journey.visit(host, at('/marketplace'), 200);

  // A word of a real product's name finds something.
  const word = product.name.split(/\s+/).find((part) => /^\p{L}{3,}$/u.test(part)) ?? product.name;
  const search = await journey.visit(host, `${at('/search')}?s=${encodeURIComponent(word)}`, 200);
  expect(search.html).toContain('data-testid="product-card"');

  await journey.visit(host, at('/status'), 200);
  // /404 is the not-found screen at its own address, with the status of any unknown path.
  await journey.visit(host, at('/404'), 404);
  await journey.visit(host, at('/no-such/page'), 404);
  await journey.visit(host, at('/p/no/such-product-0'), 404);

  expect(journey.problems).toEqual([]);
}

// A signed-in shopper's catalogue page is made from a template the bff keeps per address (bff
// routes/pages/shared-page.ts): the first shopper's render, with each next shopper's own bootstrap and head put
// in. Two shoppers take turns on the same pages within the template's few seconds: each gets a page that is theirs
// alone, it hydrates as theirs (signed-in header, no mismatch, no data fetched again), and carries nothing of the
// other.
describe('two signed-in shoppers on the same catalogue pages', () => {
  it('each page is the shopper’s own: their user in the bootstrap, the signed-in header, none of the other', {
    timeout: 240_000,
  }, async () => {
    const shoppers = [
      { email: 'demo@storefront.test', password: 'demo-password' },
      { email: 'pro@storefront.test', password: 'pro-password' },
    ];
    const contexts = await Promise.all(
      shoppers.map(() => browser.newContext({ viewport: { width: 1280, height: 900 } })),
    );
    try {
      const journeys = await Promise.all(
        contexts.map(async (context, index) => {
          const page = await context.newPage();
          await page.goto(siteUrl('localhost', '/en/faq'), { waitUntil: 'networkidle' });
          const shopper = shoppers[index];
          if (shopper) await signIn(page, shopper.email, shopper.password);
          return new Journey(page);
        }),
      );
      const problems: string[] = [];
      for (const path of ['/en', '/en/c/electronics', '/en/c/electronics?page=2', '/en/dealzone']) {
        for (const [index, journey] of journeys.entries()) {
          const visit = await journey.visit('localhost', path, 200);
          const own = shoppers[index]?.email ?? '';
          const other = shoppers[1 - index]?.email ?? '';
          const bootstrap = /<script id="__BOOTSTRAP__" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(
            visit.html,
          );
          const user = JSON.parse(bootstrap?.[1] ?? 'null')?.user as { email?: string } | null;
          if (user?.email !== own) problems.push(`${path} for ${own}: the page's user is ${user?.email}`);
          if (visit.html.includes(other)) problems.push(`${path} for ${own}: the page carries ${other}`);
          // The header as hydrated: the account's links, no sign-in button.
          if ((await visit.page.locator('a[href="/en/account-information"]').count()) !== 1)
            problems.push(`${path} for ${own}: no account link in the hydrated header`);
          if ((await visit.page.getByTestId('open-login').count()) !== 0)
            problems.push(`${path} for ${own}: a sign-in button in the hydrated header`);
        }
      }
      expect([...problems, ...journeys.flatMap((journey) => journey.problems)]).toEqual([]);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
