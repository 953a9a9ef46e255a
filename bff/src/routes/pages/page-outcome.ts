import { Readable } from 'node:stream';
import type { Bootstrap } from '@storefront/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from '../../lib/encoded-body.js';
import type { CspSources } from '../../security/csp.js';
import { PAGE_RETRY_AFTER_MS } from '../../upstream/upstream-error.js';
import { headInserter } from './head-insert.js';
import type { CachedPage } from './page-cache.js';

/** What one page request comes to, before it is sent. */
export type Outcome =
  | {
      kind: 'page';
      status: number;
      body: Buffer;
      sources: CspSources;
      /** The page's inline scripts' hashes when it was made without a nonce (it is then allowed by them). */
      scriptHashes?: string[];
      /** The body is already encoded so (a page from a template, shared-page.ts), not to be compressed again. */
      contentEncoding?: 'gzip';
      /**
       * The render's own page before the bff's head went in, the bootstrap it was rendered with, and whether its
       * route is the same for every shopper (shared-page.ts).
       */
      made?: { rendered: Uint8Array; bootstrap: Bootstrap; sameForEveryShopper: boolean };
    }
  | { kind: 'stream'; status: number; body: ReadableStream<Uint8Array>; head: string; sources: CspSources }
  | { kind: 'redirect'; location: string }
  | { kind: 'fail'; status: number; html: string }
  | { kind: 'aborted' };

/** A page as the page cache keeps it, with the policy its scripts' hashes go into. */
export type KeptPage = CachedPage & { sources: CspSources };

const HTML = 'text/html; charset=utf-8';

/** Sends what a render came to: a page with its policy, a redirect or a fallback page, never cached by browsers. */
export function sendOutcome(reply: FastifyReply, outcome: Outcome) {
  switch (outcome.kind) {
    case 'aborted':
      return reply.code(499).send();
    case 'redirect':
      return reply.header('cache-control', 'no-store').redirect(outcome.location, 302);
    case 'fail':
      if (outcome.status === 503) reply.header('retry-after', String(PAGE_RETRY_AFTER_MS / 1000));
      return reply.code(outcome.status).header('cache-control', 'no-store').type(HTML).send(outcome.html);
    case 'stream':
    case 'page':
      reply.pageCsp(outcome.sources, outcome.kind === 'page' ? { scriptHashes: outcome.scriptHashes } : {});
      if (outcome.kind === 'page' && outcome.contentEncoding)
        reply.header('content-encoding', outcome.contentEncoding).header('vary', 'accept-encoding');
      return reply
        .code(outcome.status)
        .header('cache-control', 'private, no-cache')
        .type(HTML)
        .send(
          outcome.kind === 'page'
            ? outcome.body
            : // (A web stream typed by the DOM library; Node's Readable takes it as it is.)
              Readable.fromWeb(outcome.body.pipeThrough(headInserter(outcome.head)) as never),
        );
  }
}

/** A cached page: its own policy (its scripts' hashes) and its bytes, already compressed, as they are. */
export function sendKept(request: FastifyRequest, reply: FastifyReply, page: KeptPage) {
  reply.pageCsp(page.sources, { scriptHashes: page.scriptHashes });
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply
    .code(page.status)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding')
    .type(HTML)
    .send(page.body[encoding]);
}
