import { htmlResponse, renderedHtml } from '@storefront/shared-types';
import { asBuffer, insertAt } from './html-bytes.js';

// How a built page starts the web app: not with a <script type="module"> the parser finds, but with a small
// inline script that asks for the entry (and the chunks it imports) once the page is on screen: the document
// parsed and its largest images (those it marks fetchpriority="high": the hero, the first cards, the product's
// main image) loaded and painted. Until then the app's 135 KB of JavaScript would share the phone's bandwidth
// with those images and its main thread with their first paint; the server's HTML is complete and its links
// work meanwhile, and React takes it over (hydrates) a moment later. A page whose images never arrive starts
// the app anyway after ENTRY_START_CAP_MS.

/** The client entry module and the chunks it imports statically, dependencies before what imports them. */
export type EntryScript = { src: string; preloads: string[] };

/** At the latest this long after the document is parsed, the app starts whatever its images are doing. */
export const ENTRY_START_CAP_MS = 3000;

/** A JSON value safe inside an inline script (no `</script>`, no `<!--`, no line separators). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The loader's source. Every chunk is fetched at once (module preloads, one per task: inserting one costs the main
 * thread a millisecond or more, and a page's route adds chunks of its own), then run one after another, each as a
 * module script of its own once the one before has run: dependencies first (the runtime, React and the router,
 * the app's shared code), the entry last. Each is then evaluated in a task of its own instead of all of them in
 * one long task with the entry's start-up (the browser evaluates a module graph in one go when its last file
 * arrives). Dynamically inserted scripts and module preloads pass the page's CSP through 'self' (they are files
 * of this origin); the nonce is copied anyway, so a policy without 'self' would hold too.
 */
export function entryLoaderSource(entry: EntryScript): string {
  return `(function(){var d=document,me=d.currentScript,nonce=me&&me.nonce,src=${scriptJson(entry.src)},preloads=${scriptJson(entry.preloads)},started=0;
function start(){if(started)return;started=1;var all=preloads.concat(src);
(function preload(i){if(i>=all.length)return next(0);var l=d.createElement('link');l.rel='modulepreload';l.href=all[i];d.head.appendChild(l);setTimeout(function(){preload(i+1)},0)})(0);
function next(i){if(i>=all.length)return;var s=d.createElement('script');s.type='module';s.src=all[i];if(nonce)s.nonce=nonce;s.onload=s.onerror=function(){setTimeout(function(){next(i+1)},0)};d.head.appendChild(s)}}
function shown(img){return new Promise(function(done){if(img.complete)return done();img.addEventListener('load',done);img.addEventListener('error',done)}).then(function(){return img.naturalWidth&&img.decode?img.decode().catch(function(){}):0})}
function go(){setTimeout(start,${ENTRY_START_CAP_MS});Promise.all([].map.call(d.querySelectorAll('img[fetchpriority="high"]'),shown)).then(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',go);else go()})()`;
}

/** The loader as the page carries it, with the response's nonce when it has one. */
export function entryLoaderHtml(entry: EntryScript, nonce: string | undefined): string {
  const nonceAttribute = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : '';
  return `<script${nonceAttribute}>${entryLoaderSource(entry)}</script>`;
}

const BODY_END = '</body>';

/** `html` with `extra` just before its closing body tag (at the end when it has none). */
export function beforeBodyEnd(html: string, extra: string): string {
  const at = html.lastIndexOf(BODY_END);
  return at === -1 ? `${html}${extra}` : `${html.slice(0, at)}${extra}${html.slice(at)}`;
}

/** The same for a page's UTF-8 bytes (a string render's, see htmlResponse). */
export function beforeBodyEndBytes(html: Uint8Array, extra: string): Buffer {
  const at = asBuffer(html).lastIndexOf(BODY_END);
  return insertAt(html, at === -1 ? html.byteLength : at, extra);
}

/**
 * The same for HTML that arrives in pieces: everything passes through at once except a tail short enough to hold
 * a split `</body>`, so the loader lands before the last closing body tag (the page's, after every streamed part).
 */
export function bodyEndInserter(extra: string): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = '';
  return new TransformStream({
    transform(bytes, controller) {
      held += decoder.decode(bytes, { stream: true });
      // Keep from the last `</body>` on (more may follow it), or else a tail that may be its start.
      const at = held.lastIndexOf(BODY_END);
      const keepFrom = at !== -1 ? at : Math.max(0, held.length - (BODY_END.length - 1));
      if (keepFrom > 0) controller.enqueue(encoder.encode(held.slice(0, keepFrom)));
      held = held.slice(keepFrom);
    },
    flush(controller) {
      held += decoder.decode();
      controller.enqueue(encoder.encode(beforeBodyEnd(held, extra)));
    },
  });
}

/** A server render's answer with the loader added (a redirect or an empty body is left as it is). */
export async function withEntryLoader(
  response: Response,
  loaderHtml: string,
  streamed: boolean,
): Promise<Response> {
  if (response.status >= 300 && response.status < 400) return response;
  const init = { status: response.status, statusText: response.statusText, headers: response.headers };
  const html = renderedHtml(response);
  if (html !== undefined) return htmlResponse(beforeBodyEndBytes(html, loaderHtml), init);
  if (!response.body) return response;
  if (streamed) return new Response(response.body.pipeThrough(bodyEndInserter(loaderHtml)), init);
  return new Response(beforeBodyEnd(await response.text(), loaderHtml), init);
}
