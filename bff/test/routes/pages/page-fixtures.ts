import { createHash } from 'node:crypto';
import {
  BOOTSTRAP_ELEMENT_ID,
  type Bootstrap,
  bootstrapSchema,
  type Category,
  type ListingItem,
  type StoreConfigResponse,
  type User,
} from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { MockAgent } from 'undici';
import type { WebRenderer } from '../../../src/ssr/web-renderer.js';
import { buildTestApp } from '../../helpers/build-app.js';

export const SHOP_ORIGIN = 'http://shop-api.test';

export interface UpstreamCall {
  path: string;
  host: string | undefined;
  body: unknown;
}

export interface FakeShop {
  agent: MockAgent;
  calls: UpstreamCall[];
  callsTo(path: string): UpstreamCall[];
}

type Pivot = StoreConfigResponse['site']['languages'][number]['pivot'];

export interface FakeShopOptions {
  /** Site name per upstream Host; default `Shop <HOST>`. */
  siteName?: (host: string) => string;
  pivot?: Partial<Pivot>;
  site?: Partial<StoreConfigResponse['site']>;
  translations?: Record<string, string>;
  /** The signed-in user, or the user of each session token (the Bearer the bff sends). */
  user?: User | null | ((token: string | undefined) => User | null);
  storeConfigStatus?: number;
  translationsStatus?: number;
}

function headerValue(headers: unknown, name: string): string | undefined {
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2) {
      if (String(headers[i]).toLowerCase() === name) return String(headers[i + 1]);
    }
    return undefined;
  }
  if (headers && typeof headers === 'object') {
    for (const [key, value] of Object.entries(headers as Record<string, unknown>)) {
      if (key.toLowerCase() === name) return String(value);
    }
  }
  return undefined;
}

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string' || body === '') return undefined;
  return JSON.parse(body);
}

export function storeConfigFor(host: string, options: FakeShopOptions = {}): StoreConfigResponse {
  const name = options.siteName?.(host) ?? `Shop ${host.split('.')[0]?.toUpperCase()}`;
  const pivot: Pivot = {
    gtm_id: null,
    pixel_id: null,
    live_agent_id: null,
    mp_default_sort: null,
    ...options.pivot,
  };
  return {
    blogs: [],
    conversionCurrency: null,
    currencies: [{ id: 1, iso_code: 'EUR', rate_to_eur: 1 }],
    filteredCurrencies: [{ id: 1, iso_code: 'EUR', rate_to_eur: 1 }],
    searchKeys: { countryId: 1, languageId: 1 },
    site: {
      name,
      cdn_logo: 'https://cdn.shop.test/logo.svg',
      languages: ['lt', 'lv', 'ee', 'en'].map((iso, index) => ({
        id: index + 1,
        iso_code: iso.toUpperCase(),
        local_title: iso,
        pivot,
      })),
      ad_retargeting_key: null,
      marketing_email_key: null,
      category_document_key: null,
      ...options.site,
    },
  };
}

/** A MockAgent playing the shop: store config per Host, translations, current user, utm, ping. */
export function fakeShop(options: FakeShopOptions = {}): FakeShop {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const calls: UpstreamCall[] = [];
  const pool = agent.get(SHOP_ORIGIN);
  const record = (path: string) => (request: { headers?: unknown; body?: unknown }) => {
    const call = { path, host: headerValue(request.headers, 'host'), body: parseBody(request.body) };
    calls.push(call);
    return call;
  };
  const json = { headers: { 'content-type': 'application/json' } };

  pool
    .intercept({ path: '/api/store-config', method: 'POST' })
    .reply((request) => {
      const call = record('/api/store-config')(request);
      const status = options.storeConfigStatus ?? 200;
      const data = status === 200 ? storeConfigFor(call.host ?? '', options) : { message: 'down' };
      return { statusCode: status, data: JSON.stringify(data), responseOptions: json };
    })
    .persist();
  pool
    .intercept({ path: '/api/translations/translationMessages', method: 'POST' })
    .reply((request) => {
      record('/api/translations/translationMessages')(request);
      const status = options.translationsStatus ?? 200;
      const resources = options.translations ?? { 'meta.description': 'Shop description' };
      const data = status === 200 ? { resources } : { message: 'down' };
      return { statusCode: status, data: JSON.stringify(data), responseOptions: json };
    })
    .persist();
  pool
    .intercept({ path: '/api/auth/getCurrentUser', method: 'POST' })
    .reply((request) => {
      record('/api/auth/getCurrentUser')(request);
      const token = headerValue(request.headers, 'authorization')?.replace(/^Bearer /, '');
      const user = typeof options.user === 'function' ? options.user(token) : (options.user ?? null);
      return { statusCode: 200, data: JSON.stringify(user), responseOptions: json };
    })
    .persist();
  pool
    .intercept({ path: '/api/utm', method: 'POST' })
    .reply((request) => {
      record('/api/utm')(request);
      return { statusCode: 200, data: '{}', responseOptions: json };
    })
    .persist();

  return { agent, calls, callsTo: (path) => calls.filter((call) => call.path === path) };
}

/** The bff in front of a fake shop, its pages rendered by `webRenderer` (a fake) or the build under WEB_DIST_DIR. */
export async function buildPageApp(
  shop: FakeShop,
  env: Record<string, string> = {},
  webRenderer?: WebRenderer,
): Promise<FastifyInstance> {
  return buildTestApp({
    upstreamDispatcher: shop.agent,
    env: { PORT: '3000', ...env },
    ...(webRenderer ? { webRenderer } : {}),
  });
}

/** The CSP nonce the response declares for scripts. */
export function cspNonce(csp: string): string | undefined {
  return /'nonce-([^']+)'/.exec(csp)?.[1];
}

export function directive(csp: string, name: string): string[] {
  const entry = csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `) || part === name);
  return entry ? entry.split(/\s+/).slice(1) : [];
}

const categoryNode = (
  id: number,
  slug: string,
  name: string,
  parentId: number | null,
  children: Category[],
) => ({
  id,
  slug,
  name,
  parent_id: parentId,
  position: 1,
  pageTitle: name,
  display_in_marketplace: true,
  filterable_additional_fields: [],
  children,
});

/** A two-level category tree: Electronics › Phones. */
export const CATEGORY_TREE: Category[] = [
  categoryNode(1, 'electronics', 'Electronics', null, [
    categoryNode(2, 'electronics/phones', 'Phones', 1, []),
  ]),
];

/** Adds GET /api/catalogue/categories (CATEGORY_TREE in every language) to a fake shop. */
export function serveCategories(shop: FakeShop): void {
  shop.agent
    .get(SHOP_ORIGIN)
    .intercept({ method: 'GET', path: (p) => p.startsWith('/api/catalogue/categories?') })
    .reply(() => ({
      statusCode: 200,
      data: JSON.stringify(CATEGORY_TREE),
      responseOptions: { headers: { 'content-type': 'application/json' } },
    }))
    .persist();
}

/**
 * Adds GET /api/content/index to a fake shop: about-us, pro and a nested page, one FAQ topic and one post; the
 * ee.localhost site holds pages only (no FAQ, no blog).
 */
export function serveContentIndex(shop: FakeShop): void {
  const at = '2026-01-12T08:00:00.000Z';
  shop.agent
    .get(SHOP_ORIGIN)
    .intercept({ method: 'GET', path: (p) => p.startsWith('/api/content/index?') })
    .reply((request) => {
      const host = headerValue(request.headers, 'host') ?? '';
      const pagesOnly = host.startsWith('ee.');
      const index = {
        pages: ['about-us', 'help/shipping', 'pro'].map((slug) => ({ slug, updated_at: at })),
        faq_topics: pagesOnly ? [] : [{ slug: 'payments', updated_at: at }],
        blog_posts: pagesOnly ? [] : [{ slug: 'first-post', updated_at: at }],
      };
      return {
        statusCode: 200,
        data: JSON.stringify(index),
        responseOptions: { headers: { 'content-type': 'application/json' } },
      };
    })
    .persist();
}

/** A listing item of the fake shop, with an image in the shop's bucket. */
export const listingItem = (id: number): ListingItem => ({
  id,
  kind: 'p',
  slug: `item-${id}`,
  sku: `SKU${id}`,
  name: `Item ${id}`,
  manufacturer: 'Acme',
  category_id: 2,
  current_price: 9.99,
  original_price: 12.5,
  discount_percentage: 0.8,
  paid_amount: 4,
  arrived_at: '2026-01-01T00:00:00Z',
  max_quantity: 5,
  flag_ids: [1],
  image: `products/${id}/1.png`,
  images: [`products/${id}/1.png`],
});

/**
 * The page's inline scripts a browser would run (not data blocks, not `src`) that its CSP does not allow, by the
 * nonce on their tag or by their SHA-256; and how many inline scripts there are at all.
 */
export function inlineScriptsNotAllowed(
  html: string,
  csp: string,
): { count: number; distinct: number; notAllowed: string[] } {
  const nonce = cspNonce(csp);
  const allowed = directive(csp, 'script-src');
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes = '', content = '']) =>
      content !== '' && !/src=|application\/(?:ld\+)?json/.test(attributes),
  );
  const notAllowed = inline
    .filter(([, attributes = '', content = '']) => {
      if (nonce && attributes.includes(`nonce="${nonce}"`)) return false;
      return !allowed.includes(`'sha256-${createHash('sha256').update(content).digest('base64')}'`);
    })
    .map(([script = '']) => script.slice(0, 120));
  return { count: inline.length, distinct: new Set(inline.map(([, , content]) => content)).size, notAllowed };
}

/**
 * The bootstrap a page carries (the fake render inlined the one the bff handed it), through the real schema. The
 * page carries no translations where it names their file (the browser fetches it): they read as none.
 */
export function bootstrapOf(html: string): Bootstrap {
  const match = new RegExp(
    `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json"(?: nonce="[^"]+")?>(.*?)</script>`,
    's',
  ).exec(html);
  if (!match) throw new Error('the page has no bootstrap script');
  return bootstrapSchema.parse({ translations: {}, ...JSON.parse(match[1] ?? 'null') });
}
