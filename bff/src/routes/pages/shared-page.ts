import {
  BOOTSTRAP_ELEMENT_ID,
  type Bootstrap,
  inlineJson,
  pageBootstrapJson,
} from '@storefront/shared-types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { acceptedEncodings } from '../../lib/encoded-body.js';
import { asBuffer, withoutAll } from '../../ssr/html-bytes.js';
import { loadBootstrap } from './bootstrap.js';
import type { PageBudget } from './page-budget.js';
import { inlineScriptHashes, pageKey } from './page-cache.js';
import type { Outcome } from './page-outcome.js';
import type { PageFacts, PageProducer } from './produce-page.js';
import { deflatePart, gzipOfParts } from './spliced-gzip.js';

// A signed-in shopper's page, on a route whose page is the same for every shopper (route meta
// `sameForEveryShopper` in the web: the catalogue, the product, search, the blog, the content pages). Such a page
// differs from shopper to shopper only in the bootstrap's user and the head's integrations (which identify the
// shopper); the shell's signed-in controls are the same for all. So a signed-in render of such an address, sent to
// its shopper as it is (with its own nonce), is also kept for a few seconds without those parts and without its
// nonce (a template), and the next signed-in shoppers of that address get the template with their own bootstrap
// and head put in: a few copies instead of a server render each.
//
// The template holds no user: the bootstrap JSON is cut out (and checked to be exactly the one the bff wrote), the
// head is the bff's and not in it. The rest rests on the route's promise (a web test keeps guards off such routes);
// as a last check, a template that still carries the shopper's e-mail is refused and logged. A page made from it
// allows, by hash, exactly the scripts that carried the render's nonce (the app's own: page text cannot forge it)
// and its head's, and goes out gzipped with only the shopper's parts compressed per request (spliced-gzip.ts).

/** A page kept for every signed-in shopper: its bytes around the bff's head and around the bootstrap JSON. */
export interface PageTemplate {
  status: number;
  /** Up to `</head>`, from there to the bootstrap JSON, and after the JSON. */
  parts: [Buffer, Buffer, Buffer];
  /** The same parts deflated once, for the gzip of each page made from the template. */
  deflated: [Buffer, Buffer, Buffer];
  /** SHA-256 of the template's own inline scripts (a page adds its head's). */
  scriptHashes: string[];
  /**
   * What the page was rendered from besides the user and what the key holds: a shopper whose bootstrap has another
   * store config or translations (the bff's caches having moved on) gets a render of their own, which keeps a new
   * template. The store config is the cached object, or with Redis a fresh parse per request: then its JSON.
   */
  storeConfig: Bootstrap['storeConfig'];
  storeConfigJson: string;
  translationsUrl: string | null;
}

/** Whether `bootstrap` is one the template's page was rendered from (but for the user). */
function renderedFrom(template: PageTemplate, bootstrap: Bootstrap): boolean {
  return (
    bootstrap.translationsUrl === template.translationsUrl &&
    (bootstrap.storeConfig === template.storeConfig ||
      inlineJson(bootstrap.storeConfig) === template.storeConfigJson)
  );
}

/** What the templates may hold at most, in bytes: a signed-in client's flood of query strings stays within it. */
export const TEMPLATES_MAX_BYTES = 64 * 1024 * 1024;

const BOOTSTRAP_OPEN = Buffer.from(`<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">`);
const SCRIPT_CLOSE = Buffer.from('</script>');
const HEAD_CLOSE = Buffer.from('</head>');

/**
 * The page rendered with `nonce` as it would have been rendered without one: the nonce attributes out, and the
 * router's `<meta property="csp-nonce" content="…">` (written only when there is a nonce) out. Null when the nonce
 * is still found anywhere after that.
 */
function withoutNonce(page: Buffer, nonce: string): Buffer | null {
  const bare = withoutAll(
    withoutAll(page, ` nonce="${nonce}"`),
    `<meta property="csp-nonce" content="${nonce}"/>`,
  );
  return bare.includes(nonce) ? null : bare;
}

/**
 * The template of a page rendered for `bootstrap` with `nonce` (`rendered`: before the bff's head went in); null
 * when its bootstrap element is not where and what it must be, or when the page carries the shopper's e-mail
 * outside it (the route's promise broken: the page is this shopper's alone).
 */
export function pageTemplate(
  status: number,
  rendered: Uint8Array,
  bootstrap: Bootstrap,
  nonce: string,
): PageTemplate | null {
  const scriptHashes = inlineScriptHashes(rendered, nonce);
  const page = withoutNonce(asBuffer(rendered), nonce);
  if (!page) return null;
  const headEnd = page.indexOf(HEAD_CLOSE);
  const open = headEnd === -1 ? -1 : page.indexOf(BOOTSTRAP_OPEN, headEnd);
  if (open === -1) return null;
  const jsonStart = open + BOOTSTRAP_OPEN.length;
  const json = Buffer.from(pageBootstrapJson(bootstrap), 'utf8');
  const jsonEnd = jsonStart + json.length;
  if (!page.subarray(jsonStart, jsonEnd).equals(json) || page.indexOf(SCRIPT_CLOSE, jsonStart) !== jsonEnd)
    return null;
  const after = page.subarray(jsonEnd);
  // The e-mail as text and as React writes it into HTML (`&` and `'` escaped).
  const email = bootstrap.user?.email;
  const forms = email ? [email, email.replaceAll('&', '&amp;').replaceAll("'", '&#x27;')] : [];
  if (forms.some((form) => page.subarray(0, jsonStart).includes(form) || after.includes(form))) return null;
  const parts: PageTemplate['parts'] = [page.subarray(0, headEnd), page.subarray(headEnd, jsonStart), after];
  return {
    status,
    parts,
    deflated: [deflatePart(parts[0], false), deflatePart(parts[1], false), deflatePart(parts[2], true)],
    scriptHashes,
    storeConfig: bootstrap.storeConfig,
    storeConfigJson: inlineJson(bootstrap.storeConfig),
    translationsUrl: bootstrap.translationsUrl,
  };
}

/** The bytes a template holds: its page and the page deflated. */
function templateBytes(template: PageTemplate): number {
  return [...template.parts, ...template.deflated].reduce((sum, part) => sum + part.length, 0);
}

/**
 * A shopper's page from a template: their head and bootstrap put in, gzipped (only those two compressed now) when
 * the request takes gzip, else as it is.
 */
export function pageFromTemplate(
  template: PageTemplate,
  bootstrap: Bootstrap,
  headHtml: string,
  gzip: boolean,
): { body: Buffer; scriptHashes: string[]; contentEncoding?: 'gzip' } {
  const [beforeHead, beforeBootstrap, afterBootstrap] = template.parts;
  const [deflatedBeforeHead, deflatedBeforeBootstrap, deflatedAfterBootstrap] = template.deflated;
  const parts = [
    { bytes: beforeHead, deflated: deflatedBeforeHead },
    { bytes: Buffer.from(headHtml, 'utf8') },
    { bytes: beforeBootstrap, deflated: deflatedBeforeBootstrap },
    { bytes: Buffer.from(pageBootstrapJson(bootstrap), 'utf8') },
    { bytes: afterBootstrap, deflated: deflatedAfterBootstrap },
  ];
  const headHashes = headHtml ? inlineScriptHashes(headHtml) : [];
  const scriptHashes = headHashes.length
    ? [...new Set([...template.scriptHashes, ...headHashes])]
    : template.scriptHashes;
  if (gzip) return { body: gzipOfParts(parts), scriptHashes, contentEncoding: 'gzip' };
  return { body: Buffer.concat(parts.map((part) => part.bytes)), scriptHashes };
}

/**
 * The signed-in page producer: templates kept for `ttlMs`, at most `maxEntries` addresses and TEMPLATES_MAX_BYTES
 * (apart from the anonymous page cache, so neither pushes the other's pages out).
 */
export function createSharedPages(
  fastify: FastifyInstance,
  producer: PageProducer,
  options: { ttlMs: number; maxEntries: number },
) {
  if (options.ttlMs <= 0 || options.maxEntries <= 0) return null;
  const templates = new LRUCache<string, PageTemplate>({
    max: options.maxEntries,
    ttl: options.ttlMs,
    maxSize: TEMPLATES_MAX_BYTES,
    sizeCalculation: templateBytes,
  });
  const { producePage, headOf } = producer;

  /**
   * The shopper's own render, as every signed-in page was made before (shed first when the renders are full, its
   * own nonce); kept as the address's template when its route is the same for every shopper and it came out whole.
   * Requests that miss at once each render (none waits on another's render, whose route may not be shared).
   */
  async function renderOwn(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageFacts,
    budget: PageBudget,
    key: string,
    bootstrap?: Bootstrap,
  ): Promise<Outcome> {
    const nonce = reply.cspNonce;
    const outcome = await producePage(request, reply, page, nonce, false, budget, bootstrap);
    // Kept: a whole page (200 or 404, within its budget) of a shared route, rendered for a known shopper.
    if (outcome.kind !== 'page' || (outcome.status !== 200 && outcome.status !== 404) || budget.overrun)
      return outcome;
    const { made } = outcome;
    if (!made?.sameForEveryShopper || !made.bootstrap.user) return outcome;
    const template = pageTemplate(outcome.status, made.rendered, made.bootstrap, nonce);
    if (template) templates.set(key, template);
    else request.log.error('a page the same for every shopper could not be kept; each shopper gets a render');
    return outcome;
  }

  return async function signedInPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageFacts,
    budget: PageBudget,
  ): Promise<Outcome> {
    const key = pageKey(request.variant, page);
    const template = templates.get(key);
    if (!template) return renderOwn(request, reply, page, budget, key);
    const bootstrap = await loadBootstrap(fastify, request, page, budget);
    // No store config (the page is the 503 its render gives), a session the shop no longer knows (the page of
    // nobody), or a bootstrap the template was not rendered with: a render of its own.
    if (!bootstrap?.user || !renderedFrom(template, bootstrap))
      return renderOwn(request, reply, page, budget, key, bootstrap ?? undefined);
    const head = headOf(request, bootstrap, undefined);
    const gzip = acceptedEncodings(request.headers['accept-encoding']).includes('gzip');
    return {
      kind: 'page',
      status: template.status,
      sources: head.sources,
      ...pageFromTemplate(template, bootstrap, head.html, gzip),
    };
  };
}
