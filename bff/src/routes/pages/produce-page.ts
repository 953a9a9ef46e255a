import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import {
  type Bootstrap,
  type LanguageCode,
  renderedHtml,
  SAME_FOR_EVERY_SHOPPER_HEADER,
} from '@storefront/shared-types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ConcurrencyLimiter } from '../../overload/concurrency-limiter.js';
import { sentryOrigin } from '../../security/csp.js';
import { WebBuildMissingError, type WebRenderer } from '../../ssr/web-renderer.js';
import { inProcessCaller } from '../api/invoke.js';
import { loadBootstrap, sentryBrowserConfig } from './bootstrap.js';
import { errorPage, notBuiltPage, unavailablePage } from './fallback-pages.js';
import { withHeadHtml } from './head-insert.js';
import { onSiteLocation } from './on-site-location.js';
import type { PageBudget } from './page-budget.js';
import { pageHead } from './page-head.js';
import type { Outcome } from './page-outcome.js';

/** The page's address and what it is rendered for, from the request (render-page.ts). */
export interface PageFacts {
  path: string;
  search: string;
  locale: LanguageCode;
  currencyId: number | null;
}

/**
 * Event-loop delay (mean over under-pressure's last sample) or busy share of the loop in that sample past which
 * renders are taken to be CPU-starved. The share too: cheap renders keep every task short, so a loop busy all the
 * time can still answer its timers within a few ms.
 */
export const RENDER_QUEUE_LAGGING_MS = 20;
export const RENDER_QUEUE_BUSY_SHARE = 0.9;

/** Every render slot taken and the queue full: the page is shed (503 with Retry-After). */
class PageRendersBusyError extends Error {}

/**
 * Everything a page is but its sending: the bootstrap, the web's server render (within the render limits and the
 * page's budget), the integrations and the page's policy. `nonce` is undefined when the page is made for the
 * page cache (its scripts are then allowed by hash).
 */
export function createPageProducer(fastify: FastifyInstance, renderer: WebRenderer) {
  const { config } = fastify;
  const sentryConnect = sentryOrigin(sentryBrowserConfig(config)?.dsn);
  // The event loop lagging or busy all the time (or not sampled at all in the last interval): the pages are what the
  // CPU is short of. An idle loop means they wait on the shop instead, and no wait is then a reason to shed them.
  const cpuShort = () => {
    const { eventLoopDelay, eventLoopUtilized } = fastify.memoryUsage();
    return (
      !Number.isFinite(eventLoopDelay) ||
      eventLoopDelay > RENDER_QUEUE_LAGGING_MS ||
      eventLoopUtilized > RENDER_QUEUE_BUSY_SHARE
    );
  };
  // At most PAGE_RENDER_CONCURRENCY renders at once, PAGE_RENDER_QUEUE waiting, none longer than
  // PAGE_RENDER_QUEUE_WAIT_MS while the CPU is short; past that a page is shed.
  const renders = new ConcurrencyLimiter(
    config.PAGE_RENDER_CONCURRENCY,
    config.PAGE_RENDER_QUEUE,
    () => new PageRendersBusyError(),
    config.PAGE_RENDER_QUEUE_WAIT_MS,
    cpuShort,
  );
  // Pages being made (from the shed check to their outcome), and how many of them the CPU may be short for: a page
  // waits in every step, not only for its render slot (its start-up data, its loaders, its answer), which only a
  // bound on all of them keeps short.
  let inProgress = 0;
  const maxInProgress = config.PAGE_RENDER_CONCURRENCY + config.PAGE_RENDER_QUEUE;

  /** The page: its bootstrap, head, render (in a render slot) and what the render came to. */
  async function makePage(
    request: FastifyRequest,
    page: PageFacts,
    nonce: string | undefined,
    stream: boolean,
    budget: PageBudget,
    signal: AbortSignal,
    loaded: Bootstrap | undefined,
  ): Promise<Outcome> {
    const { variant } = request;
    const { locale } = page;
    const bootstrap = loaded ?? (await loadBootstrap(fastify, request, page, budget));
    if (!bootstrap) return { kind: 'fail', status: 503, html: unavailablePage(variant, locale) };
    const head = headOf(request, bootstrap, nonce);

    let response: Response;
    let routeError: unknown;
    try {
      const render = async () => {
        // A render whose data is at hand runs start to end in one turn of the event loop. Rendered straight from
        // the request's own turn, a flood is never seen: every request read in that turn renders before the loop
        // reads the next ones, which wait unseen in their sockets for seconds, and the render queue stays empty
        // while nothing is shed. Holding the slot until the next turn lets the loop read what arrived meanwhile,
        // so the queue is where pages wait: bounded (shed at once when full), and a page that waited past
        // PAGE_RENDER_QUEUE_WAIT_MS is shed when its turn comes instead of served late.
        await nextLoopTurn();
        return renderer.render({
          url: `${variant.canonicalOrigin}${page.path}${page.search}`,
          headers: { 'user-agent': request.headers['user-agent'] ?? '' },
          bootstrap,
          api: inProcessCaller(fastify, request, budget),
          nonce,
          stream,
          signal,
          onRouteError: (err) => {
            routeError = err;
          },
        });
      };
      response = await renders.run(render, signal);
    } catch (err) {
      if (signal.aborted) return { kind: 'aborted' };
      if (err instanceof PageRendersBusyError) return shed(request, page);
      if (err instanceof WebBuildMissingError) {
        request.log.error(err.message);
        return { kind: 'fail', status: 503, html: notBuiltPage(locale) };
      }
      request.log.error({ err }, 'page render failed');
      return { kind: 'fail', status: 500, html: errorPage(variant, locale, request.id) };
    }

    // Data the page needed was given up on at its deadline and the route could not do without it: the shop is
    // too slow or down and nothing was cached, which is a 503 to come back to, not the app's error screen.
    if (budget.overrun && response.status >= 500) {
      await response.body?.cancel().catch(() => undefined);
      request.log.warn({ statusCode: response.status }, 'page over its time budget; answering 503');
      return { kind: 'fail', status: 503, html: unavailablePage(variant, locale) };
    }
    // A guard's redirect (the language prefix, sign-in): a path on this site only.
    if (response.status >= 300 && response.status < 400) {
      return {
        kind: 'redirect',
        location: onSiteLocation(response.headers.get('location'), variant.canonicalOrigin),
      };
    }
    if (response.status >= 500)
      request.log.error({ statusCode: response.status, err: routeError }, 'page rendered the error screen');
    const { status } = response;
    if (stream && response.body) {
      return { kind: 'stream', status, body: response.body, head: head.html, sources: head.sources };
    }
    const rendered = renderedHtml(response) ?? new Uint8Array(await response.arrayBuffer());
    return {
      kind: 'page',
      status,
      body: withHeadHtml(rendered, head.html),
      sources: head.sources,
      made: { rendered, bootstrap, sameForEveryShopper: response.headers.has(SAME_FOR_EVERY_SHOPPER_HEADER) },
    };
  }

  /** The bff's part of a page's head (its integrations) and the policy sources they need. */
  function headOf(request: FastifyRequest, bootstrap: Bootstrap, nonce: string | undefined) {
    return pageHead(config, request.variant, bootstrap, nonce, sentryConnect);
  }

  function shed(request: FastifyRequest, page: PageFacts): Outcome {
    fastify.shedding.report('page_renders_busy');
    return { kind: 'fail', status: 503, html: unavailablePage(request.variant, page.locale) };
  }

  /** The page for this request; `bootstrap` when the caller has loaded it already. */
  async function producePage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageFacts,
    nonce: string | undefined,
    stream: boolean,
    budget: PageBudget,
    bootstrap?: Bootstrap,
  ): Promise<Outcome> {
    const abort = new AbortController();
    // The visitor left before the answer went out: stop rendering for nobody.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    // Every slot taken and the queue full, or as many pages in progress as slots and queue places while the CPU
    // is short: shed before any of the page's work, its bootstrap included, so a page refused under load costs
    // next to nothing. (The slot itself is taken for the render only: a page waiting on the shop for its
    // bootstrap holds none.)
    if (renders.full || (inProgress >= maxInProgress && cpuShort())) return shed(request, page);
    inProgress++;
    try {
      return await makePage(request, page, nonce, stream, budget, abort.signal, bootstrap);
    } finally {
      inProgress--;
    }
  }

  return { producePage, headOf };
}

export type PageProducer = ReturnType<typeof createPageProducer>;
