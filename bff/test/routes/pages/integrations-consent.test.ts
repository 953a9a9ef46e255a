import { runInNewContext } from 'node:vm';
import { CONSENT_COOKIE } from '@storefront/shared-types';
import { describe, expect, test } from 'vitest';
import { type IntegrationIds, renderIntegrations } from '../../../src/routes/pages/integrations.js';

// #15: the marketing integrations wait for the visitor's consent. The head's scripts run here against a small
// stand-in for the browser's document: what matters is which vendor scripts they add, and what the tag manager's
// data layer is told, for each answer the consent cookie may hold.

const ALL: IntegrationIds = {
  gtmId: 'GTM-ABC123',
  pixelIds: ['111'],
  retargetingKey: 'crit-1',
  marketingEmailKey: 'KLAV1',
  liveAgentId: 'chat42',
};
const VENDOR_HOSTS = [
  'www.googletagmanager.com',
  'connect.facebook.net',
  'static.criteo.net',
  'static.klaviyo.com',
  'acme.ladesk.com',
];

type Page = {
  loaded: () => string[];
  nonces: () => string[];
  window: { dataLayer: unknown[]; sfConsent: { grant(): void; deny(): void; granted(): boolean } };
};

/** Runs each inline script of the rendered head in order, as a browser would, with the given cookie. */
function runHead(html: string, cookie: string): Page {
  const added: { src: string; nonce: string }[] = [];
  const document = {
    cookie,
    currentScript: null as { nonce: string } | null,
    head: { appendChild: (el: { src: string; nonce: string }) => added.push(el) },
    createElement: () => ({ src: '', nonce: '', async: false }),
  };
  const window: Record<string, unknown> = { document };
  window.window = window;
  for (const [, nonce, code] of html.matchAll(/<script nonce="([^"]*)"[^>]*>(.*?)<\/script>/gs)) {
    document.currentScript = { nonce: nonce ?? '' };
    runInNewContext(code ?? '', window);
    document.currentScript = null;
  }
  return {
    loaded: () => added.map((el) => new URL(el.src).host),
    nonces: () => [...new Set(added.map((el) => el.nonce))],
    window: window as unknown as Page['window'],
  };
}

const render = (ids = ALL) =>
  renderIntegrations(ids, { nonce: 'n0nce', liveAgentOrigin: 'https://acme.ladesk.com', user: null }).html;
/** The gtag commands on the data layer (Arguments objects), as arrays. */
const consentCommands = (page: Page) =>
  page.window.dataLayer
    .filter((entry) => !Array.isArray(entry) && typeof entry === 'object' && entry && 0 in entry)
    .map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('integrations behind consent', () => {
  test('a visitor who has not answered loads no vendor; the tag manager is told everything is denied', () => {
    const page = runHead(render(), '');
    expect(page.loaded()).toEqual([]);
    const commands = consentCommands(page);
    expect(commands).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
        },
      ],
    ]);
  });

  test('accepting from the banner loads every configured vendor once, with the nonce, after the granted update', () => {
    const page = runHead(render(), 'other=1');
    page.window.sfConsent.grant();
    expect(page.loaded()).toEqual(VENDOR_HOSTS);
    // The nonce of the inline script that asked, though the banner ran it long after that script.
    expect(page.nonces()).toEqual(['n0nce']);
    page.window.sfConsent.grant();
    expect(page.loaded()).toHaveLength(VENDOR_HOSTS.length);
    expect(consentCommands(page).at(1)).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    ]);
  });

  test('a visitor who accepted before loads the vendors at once; one who refused never does', () => {
    const yes = runHead(render(), `a=b; ${CONSENT_COOKIE}=granted`);
    expect(yes.loaded()).toEqual(VENDOR_HOSTS);
    expect(yes.window.sfConsent.granted()).toBe(true);
    const no = runHead(render(), `${CONSENT_COOKIE}=denied`);
    expect(no.loaded()).toEqual([]);
    no.window.sfConsent.deny();
    expect(no.loaded()).toEqual([]);
    expect(consentCommands(no).at(-1)?.[1]).toBe('update');
    // A cookie of another name that merely ends in the same words is not an answer.
    expect(runHead(render(), `x${CONSENT_COOKIE}=granted`).loaded()).toEqual([]);
  });

  test('only the configured vendors load; with none configured there is no gate either', () => {
    const page = runHead(render({ ...ALL, pixelIds: [], liveAgentId: null }), `${CONSENT_COOKIE}=granted`);
    expect(page.loaded()).toEqual(['www.googletagmanager.com', 'static.criteo.net', 'static.klaviyo.com']);
    const none = render({
      gtmId: null,
      pixelIds: [],
      retargetingKey: null,
      marketingEmailKey: null,
      liveAgentId: null,
    });
    expect(none).toBe('');
  });
});

describe('the scripts kept per site and language', () => {
  const user = (email: string, first: string) =>
    ({ email, first_name: first, last_name: 'Visitor' }) as Parameters<typeof renderIntegrations>[1]['user'];
  const head = (nonce: string, who: Parameters<typeof renderIntegrations>[1]['user']) =>
    renderIntegrations(ALL, { nonce, liveAgentOrigin: 'https://acme.ladesk.com', user: who }).html;

  test("each page gets its own nonce on every tag, and a visitor's identity never reaches another page", () => {
    const first = head('first', null);
    expect(head('second', null)).toBe(first.replaceAll('nonce="first"', 'nonce="second"'));
    expect(first.match(/<script /g)).toHaveLength(first.match(/nonce="first"/g)?.length ?? -1);

    const ana = head('n', user('ana@example.test', 'Ana'));
    const ben = head('n', user('ben@example.test', 'Ben'));
    expect(ana).toContain('ana@example.test');
    expect(ana).not.toContain('ben@example.test');
    expect(ben).toContain('ben@example.test');
    expect(ben).not.toContain('ana@example.test');
    // The anonymous scripts, kept before and after, hold nobody.
    expect(head('n', null)).not.toMatch(/identify|@example\.test/);
  });

  test('a page rendered for the page cache carries no nonce', () => {
    const html = renderIntegrations(ALL, {
      nonce: undefined,
      liveAgentOrigin: 'https://acme.ladesk.com',
      user: null,
    }).html;
    expect(html).not.toContain('nonce="');
    expect(html).toContain('<script data-consent-gate>');
  });
});
