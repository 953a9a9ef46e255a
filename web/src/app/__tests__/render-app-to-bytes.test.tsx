// @vitest-environment node
import { type ReactNode, Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { type KeptHtml, keptHtmlMarkup } from '@/lib/kept-html';
import { readAllBytes, renderAppOnce, renderAppWhenReady } from '../render-app-to-bytes';

// The server render's two ways to bytes: one synchronous pass, used for a page only when nothing in it had to wait,
// and the waiting stream render; for the same app they must write the same document.

const text = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString('utf8') : null);

function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="lt">
      <head>
        <title>Elektronika</title>
      </head>
      <body>{children}</body>
    </html>
  );
}

/** Suspends until `promise` settles (what a query that was not prefetched, or a lazy chunk, does). */
function Awaited({ promise }: { promise: Promise<string> }) {
  return <p>{use(promise)}</p>;
}

describe('renderAppOnce', () => {
  it('writes the same document as the waiting render, doctype included, non-Latin-1 text as UTF-8', async () => {
    const app = (
      <Document>
        <main>
          <h1>Išmanieji laikrodžiai — 5 €</h1>
          <Suspense fallback={<p>…</p>}>
            <p>ready &lt;b&gt;</p>
          </Suspense>
        </main>
      </Document>
    );
    const once = text(renderAppOnce(app));
    expect(once).toBe(text(await renderAppWhenReady(app)));
    expect(once).toMatch(/^<!DOCTYPE html><html lang="lt">/);
    expect(once).toContain('Išmanieji laikrodžiai — 5 €');
  });

  it('gives nothing when a part inside a Suspense boundary suspends, where the waiting render waits for it', async () => {
    let resolve: (value: string) => void = () => {};
    const promise = new Promise<string>((done) => {
      resolve = done;
    });
    const app = (
      <Document>
        <Suspense fallback={<p>loading</p>}>
          <Awaited promise={promise} />
        </Suspense>
      </Document>
    );
    expect(renderAppOnce(app)).toBeNull();
    const waiting = renderAppWhenReady(app);
    resolve('the order');
    const html = text(await waiting);
    expect(html).toContain('<p>the order</p>');
    expect(html).not.toContain('loading');
  });

  it('gives nothing when the shell itself suspends (no boundary around it)', () => {
    const app = (
      <Document>
        <Awaited promise={new Promise<string>(() => {})} />
      </Document>
    );
    expect(renderAppOnce(app)).toBeNull();
  });

  it('gives nothing when a part fails, so the page is rendered the way that reports it', () => {
    function Broken(): ReactNode {
      throw new Error('broken');
    }
    const app = (
      <Document>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </Document>
    );
    expect(renderAppOnce(app)).toBeNull();
  });

  it('writes a fragment without a doctype', () => {
    expect(text(renderAppOnce(<p>x</p>))).toBe('<p>x</p>');
  });
});

describe('kept HTML in the one-pass render', () => {
  /** Elements holding kept HTML (as the product cards' list items do), with text between them. */
  function KeptList({ kept }: { kept: KeptHtml[] }) {
    return (
      <ul>
        {kept.map((piece, index) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the test's own fixed HTML.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list.
          <li key={index} dangerouslySetInnerHTML={{ __html: keptHtmlMarkup(piece) }} />
        ))}
        <li>Išmanieji — 5 €</li>
      </ul>
    );
  }
  const cards = (): KeptHtml[] => [
    { html: '<a href="/lt/p/a">Laikrodis — 12,50 €</a>' },
    { html: '<a href="/lt/p/b">Įkroviklis</a>' },
    { html: '<a href="/lt/p/a">Laikrodis — 12,50 €</a>' },
  ];

  it('puts each piece in its element: the same document as the waiting render, which writes the HTML in place', async () => {
    const kept = cards();
    const app = (
      <Document>
        <KeptList kept={kept} />
      </Document>
    );
    const once = text(renderAppOnce(app));
    expect(once).toBe(text(await renderAppWhenReady(app)));
    expect(once).toContain('<li><a href="/lt/p/b">Įkroviklis</a></li>');
    expect(once).not.toContain('<!--kept');
  });

  it('encodes a kept piece once, for every render that shows it', () => {
    const kept = cards();
    renderAppOnce(<KeptList kept={kept} />);
    const bytes = kept.map((piece) => piece.bytes);
    expect(bytes.every((piece) => piece instanceof Uint8Array)).toBe(true);
    const again = text(renderAppOnce(<KeptList kept={kept} />));
    expect(kept.map((piece) => piece.bytes)).toEqual(bytes);
    expect(kept.every((piece, index) => piece.bytes === bytes[index])).toBe(true);
    expect(again).toContain('Laikrodis — 12,50 €</a></li><li><a href="/lt/p/b">');
  });

  it('leaves raw HTML that looks like a marker as it is: only the server process knows the token', () => {
    const fake = '<!--kept-0123456789abcdef-0-->';
    const html = text(
      renderAppOnce(
        <main>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a content body that imitates a marker. */}
          <div dangerouslySetInnerHTML={{ __html: fake }} />
          <KeptList kept={[{ html: '<b>x</b>' }]} />
        </main>,
      ),
    );
    expect(html).toBe(`<main><div>${fake}</div><ul><li><b>x</b></li><li>Išmanieji — 5 €</li></ul></main>`);
  });

  it('writes the HTML itself outside a server render to bytes (the browser, the waiting render)', () => {
    expect(keptHtmlMarkup({ html: '<b>x</b>' })).toBe('<b>x</b>');
  });
});

describe('readAllBytes', () => {
  const streamOf = (...pieces: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    });

  it('joins the pieces of a stream in order, multi-byte characters across a boundary included', async () => {
    const euro = new TextEncoder().encode('€');
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<p>5 '));
        controller.enqueue(euro.subarray(0, 1));
        controller.enqueue(euro.subarray(1));
        controller.enqueue(new TextEncoder().encode('</p>'));
        controller.close();
      },
    });
    expect(text(await readAllBytes(split))).toBe('<p>5 €</p>');
    expect(text(await readAllBytes(streamOf('<html>', '<body>Išmanieji', '</body></html>')))).toBe(
      '<html><body>Išmanieji</body></html>',
    );
  });

  it('gives one piece as it is, and nothing for an empty stream', async () => {
    expect(text(await readAllBytes(streamOf('<p>x</p>')))).toBe('<p>x</p>');
    expect((await readAllBytes(streamOf())).length).toBe(0);
  });
});
