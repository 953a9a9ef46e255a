// The page's integrations go at the end of <head>, with the nonce the page was rendered with: into a rendered
// page's bytes, or into a streamed page as it passes.
import { asBuffer, insertAt } from '../../ssr/html-bytes.js';

export function withHeadHtml(html: Uint8Array, extra: string): Buffer {
  const at = asBuffer(html).indexOf('</head>');
  return at === -1 ? asBuffer(html) : insertAt(html, at, extra);
}

/** The same for a streamed page: the text passes through until `</head>` has gone by once. */
export function headInserter(extra: string): TransformStream<Uint8Array, string> {
  const decoder = new TextDecoder();
  let pending = '';
  let done = extra === '';
  return new TransformStream({
    transform(bytes, controller) {
      const chunk = decoder.decode(bytes, { stream: true });
      if (done) {
        if (chunk) controller.enqueue(chunk);
        return;
      }
      pending += chunk;
      const at = pending.indexOf('</head>');
      if (at === -1) return;
      controller.enqueue(`${pending.slice(0, at)}${extra}${pending.slice(at)}`);
      pending = '';
      done = true;
    },
    flush(controller) {
      const rest = pending + decoder.decode();
      if (rest) controller.enqueue(rest);
    },
  });
}
