import { BOOTSTRAP_ELEMENT_ID, type Bootstrap, pageBootstrapJson } from '@storefront/shared-types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asBuffer } from '../../ssr/html-bytes.js';
import { loadBootstrap } from './bootstrap.js';
import { unavailablePage } from './fallback-pages.js';
import type { PageBudget } from './page-budget.js';
import { acceptedEncodings, createPageCache, inlineScriptHashes } from './page-cache.js';
import type { Outcome } from './page-outcome.js';
import type { PageFacts, PageProducer } from './produce-page.js';
import { deflatePart, gzipOfParts } from './spliced-gzip.js';

// A signed-in shopper's page, on a route whose page is the same for every shopper (route meta
// `sameForEveryShopper` in the web: the catalogue, the product, search, the blog, the content pages). Such a page
// differs from shopper to shopper only in the bootstrap's user and the head's integrations (which identify the
// shopper); the shell's signed-in controls are the same for all. So the page of the first signed-in render of an address is kept for a
// few seconds without those two parts (a template), and every signed-in request for that address gets the
// template with its own bootstrap and head put in: a few copies instead of a server render of its own.
//
// What is kept is never a page with a session in it: the template holds no user (the bootstrap is cut out, the
// head is the bff's and not in it), the route promises its content is no one's, and a template that still carries
// the shopper's e-mail is refused (and logged) rather than kept. Each page made from it is sent with its own
// policy, gzipped with only the shopper's parts compressed per request (spliced-gzip.ts).

/** A page kept for every signed-in shopper: its bytes around the bff's head and around the bootstrap JSON. */
export interface PageTemplate {
  status: number;
  /** Up to `</head>`, from there to the bootstrap JSON, and after the JSON. */
  parts: [Buffer, Buffer, Buffer];
  /** The same parts deflated once, for the gzip of each page made from the template. */
  deflated: [Buffer, Buffer, Buffer];
  /** SHA-256 of the template's inline scripts (a page adds its head's). */
  scriptHashes: string[];
}

/** Kept for an address whose route is not the same for everyone: its signed-in requests render as before. */
const NOT_SHARED = Object.freeze({ shared: false as const });
type Kept = PageTemplate | typeof NOT_SHARED;

const BOOTSTRAP_OPEN = Buffer.from(`<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">`);
const SCRIPT_CLOSE = Buffer.from('</script>');
const HEAD_CLOSE = Buffer.from('</head>');

/**
 * The template of a page rendered without a nonce (`rendered`, before the bff's head went in) for `bootstrap`:
 * null when its bootstrap element is not where and what it must be, or when the page carries the shopper's e-mail
 * outside it (the route's promise broken: the page is this shopper's alone).
 */
export function pageTemplate(
  status: number,
  rendered: Uint8Array,
  bootstrap: Bootstrap,
): PageTemplate | null {
  const page = asBuffer(rendered);
  const headEnd = page.indexOf(HEAD_CLOSE);
  const open = headEnd === -1 ? -1 : page.indexOf(BOOTSTRAP_OPEN, headEnd);
  if (open === -1) return null;
  const jsonStart = open + BOOTSTRAP_OPEN.length;
  const json = Buffer.from(pageBootstrapJson(bootstrap), 'utf8');
  const jsonEnd = jsonStart + json.length;
  if (!page.subarray(jsonStart, jsonEnd).equals(json) || page.indexOf(SCRIPT_CLOSE, jsonStart) !== jsonEnd)
    return null;
  const before = page.subarray(0, jsonStart);
  const after = page.subarray(jsonEnd);
  const email = bootstrap.user?.email;
  if (email && (before.includes(email) || after.includes(email))) return null;
  const parts: PageTemplate['parts'] = [page.subarray(0, headEnd), page.subarray(headEnd, jsonStart), after];
  return {
    status,
    parts,
    deflated: [deflatePart(parts[0], false), deflatePart(parts[1], false), deflatePart(parts[2], true)],
    scriptHashes: inlineScriptHashes(page),
  };
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
 * The signed-in page producer: templates kept for `ttlMs` (at most `maxEntries` addresses, apart from the
 * anonymous page cache so neither pushes the other's pages out), each address's first signed-in render making
 * its template.
 */
export function createSharedPages(
  fastify: FastifyInstance,
  producer: PageProducer,
  options: { ttlMs: number; maxEntries: number },
) {
  const templates = createPageCache<Kept>(options);
  if (!templates) return null;
  const { producePage, headOf } = producer;

  return async function signedInPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageFacts,
    budget: PageBudget,
  ): Promise<Outcome> {
    const { variant } = request;
    const bootstrap = await loadBootstrap(fastify, request, page, budget);
    if (!bootstrap) return { kind: 'fail', status: 503, html: unavailablePage(variant, page.locale) };
    // A session the shop no longer knows: the page is rendered for nobody, as it is.
    if (!bootstrap.user) return producePage(request, reply, page, reply.cspNonce, false, budget, bootstrap);

    const key = `${variant.code}|${variant.brand ?? ''}|${variant.canonicalOrigin}|${page.locale}|${page.currencyId ?? ''}|${page.path}${page.search}`;
    let own: Outcome | null = null;
    const kept = await templates.fill(key, async () => {
      // Without a nonce, so the page can be a template; this request's own answer either way.
      own = await producePage(request, reply, page, undefined, false, budget, bootstrap);
      if (own.kind !== 'page' || !own.made) return null;
      if (!own.made.sameForEveryShopper) return NOT_SHARED;
      if ((own.status !== 200 && own.status !== 404) || budget.overrun) return null;
      const template = pageTemplate(own.status, own.made.rendered, bootstrap);
      if (!template) request.log.error('a page the same for every shopper could not be kept; rendering each');
      return template ?? NOT_SHARED;
    });
    if (kept && 'parts' in kept) {
      const head = headOf(request, bootstrap, undefined);
      const gzip = acceptedEncodings(request.headers['accept-encoding']).includes('gzip');
      return {
        kind: 'page',
        status: kept.status,
        sources: head.sources,
        ...pageFromTemplate(kept, bootstrap, head.html, gzip),
      };
    }
    const rendered = own as Outcome | null;
    if (rendered) {
      // Made without a nonce: its scripts are allowed by their hashes.
      return rendered.kind === 'page'
        ? { ...rendered, scriptHashes: inlineScriptHashes(rendered.body) }
        : rendered;
    }
    // Another request's render made no template (its route is not the same for everyone, or it failed): this one
    // renders its own page, as every signed-in page did before.
    return producePage(request, reply, page, reply.cspNonce, false, budget, bootstrap);
  };
}
