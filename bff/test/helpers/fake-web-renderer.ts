import { BOOTSTRAP_ELEMENT_ID, htmlLang, pageBootstrapJson } from '@storefront/shared-types';
import type { RenderOptions, WebRenderer } from '../../src/ssr/web-renderer.js';

// The web's server render, faked: the bff's page route is tested without a web build. It records what the bff
// handed it and answers like entry-server.tsx does (a fetch Response with the whole document), or throws.

export type RenderCall = Omit<RenderOptions, 'manifest'>;

/**
 * What one render answers: a Response's parts, or an error to throw. The HTML defaults to `fakePageHtml`; given
 * as several strings, it is a body streamed in those chunks.
 */
export type FakeAnswer =
  | { status?: number; headers?: Record<string, string>; html?: string | string[] }
  | Error;

export interface FakeWebRenderer extends WebRenderer {
  /** Every render's options, in order. */
  readonly calls: RenderCall[];
  /** The options of the last render (throws when there was none). */
  last(): RenderCall;
  /** Changes what the following renders answer (a function may first call the bff's endpoints, as loaders do). */
  answer(next: FakeAnswer | ((call: RenderCall) => FakeAnswer | Promise<FakeAnswer>)): void;
  readonly closed: boolean;
}

/**
 * A document shaped like the web's: `<html lang>`, a head with a title and the entry script, the bootstrap
 * inlined in the body as the web writes it; every script carries the nonce the render was given (none when it was
 * given none, as React leaves out an undefined attribute).
 */
export function fakePageHtml(call: RenderCall, body = '<main>page</main>'): string {
  const { bootstrap } = call;
  const nonce = call.nonce === undefined ? '' : ` nonce="${call.nonce}"`;
  return [
    '<!DOCTYPE html>',
    `<html lang="${htmlLang(bootstrap.locale)}" data-variant="${bootstrap.variant.code}">`,
    `<head><meta charSet="UTF-8"/><title>${bootstrap.storeConfig.site.name}</title>`,
    `<script type="module" src="/assets/entry-client-Ab12Cd34.js"${nonce}></script></head>`,
    `<body><div id="root">${body}</div>`,
    `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json"${nonce}>${pageBootstrapJson(bootstrap)}</script>`,
    `<script${nonce}>self.$_TSR={}</script></body></html>`,
  ].join('');
}

export function fakeWebRenderer(
  initial: FakeAnswer | ((call: RenderCall) => FakeAnswer | Promise<FakeAnswer>) = {},
): FakeWebRenderer {
  const calls: RenderCall[] = [];
  let answer = initial;
  let closed = false;
  return {
    calls,
    last() {
      const call = calls.at(-1);
      if (!call) throw new Error('nothing was rendered');
      return call;
    },
    answer(next) {
      answer = next;
    },
    get closed() {
      return closed;
    },
    async render(options) {
      calls.push(options);
      const result = typeof answer === 'function' ? await answer(options) : answer;
      if (result instanceof Error) throw result;
      const html = result.html ?? fakePageHtml(options);
      return new Response(typeof html === 'string' ? html : chunked(html), {
        status: result.status ?? 200,
        headers: { 'content-type': 'text/html; charset=utf-8', ...result.headers },
      });
    },
    async close() {
      closed = true;
    },
  };
}

function chunked(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}
