import { htmlResponse, renderedHtml } from '@storefront/shared-types';
import { describe, expect, test } from 'vitest';
import {
  beforeBodyEnd,
  beforeBodyEndBytes,
  bodyEndInserter,
  ENTRY_START_CAP_MS,
  entryLoaderHtml,
  entryLoaderSource,
  withEntryLoader,
} from '../../src/ssr/entry-loader.js';

const entry = {
  src: '/assets/entry-client-A1.js',
  preloads: ['/assets/runtime-R0.js', '/assets/framework-F1.js'],
};

/** `chunks` through the inserter, as text. */
async function throughInserter(chunks: string[], extra: string): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(bodyEndInserter(extra))).text();
}

describe('the entry loader', () => {
  test('asks for every chunk and the entry, dependencies first, after the page is on screen', () => {
    const source = entryLoaderSource(entry);
    expect(source).toContain('src="/assets/entry-client-A1.js"');
    expect(source).toContain('preloads=["/assets/runtime-R0.js","/assets/framework-F1.js"]');
    // The page's largest images first (fetchpriority=high), a frame after they are shown, at the latest the cap.
    expect(source).toContain('img[fetchpriority="high"]');
    expect(source).toContain('requestAnimationFrame');
    expect(source).toContain(`setTimeout(start,${ENTRY_START_CAP_MS})`);
  });

  test('its JSON cannot end the script element, and a nonce is only ever a nonce', () => {
    const html = entryLoaderHtml(
      { src: '/a</script><script>alert(1)//.js', preloads: [] },
      'abc"><img src=x>',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
    expect(html.startsWith('<script nonce="abcimgsrc=x">')).toBe(true);
    expect(entryLoaderHtml(entry, undefined).startsWith('<script>')).toBe(true);
  });
});

describe('placing the loader', () => {
  test('just before the last closing body tag, or at the end without one', () => {
    expect(beforeBodyEnd('<html><body><p>x</p></body></html>', '<s>')).toBe(
      '<html><body><p>x</p><s></body></html>',
    );
    expect(beforeBodyEnd('<p>x</p>', '<s>')).toBe('<p>x</p><s>');
  });

  test("in a string render's bytes: before the last closing body tag, after multi-byte letters", () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(beforeBodyEndBytes(encode('<body>ą</body><p>ž</p></body>'), '<s>').toString('utf8')).toBe(
      '<body>ą</body><p>ž</p><s></body>',
    );
    expect(beforeBodyEndBytes(encode('<p>ž</p>'), '<s>').toString('utf8')).toBe('<p>ž</p><s>');
  });

  test('in a stream, wherever the chunks split the closing body tag', async () => {
    const page = '<html><body><p>é</p><script>a</script></body></html>';
    const expected = '<html><body><p>é</p><script>a</script><s></body></html>';
    for (let cut = 1; cut < page.length; cut++) {
      expect(await throughInserter([page.slice(0, cut), page.slice(cut)], '<s>')).toBe(expected);
    }
    expect(await throughInserter([...page], '<s>')).toBe(expected);
  });

  test("a render's page gets it, streamed or not; a redirect is left as it is", async () => {
    const page = () => new Response('<html><body>x</body></html>', { status: 404, headers: { 'x-a': '1' } });
    const whole = await withEntryLoader(page(), '<s>', false);
    expect([whole.status, whole.headers.get('x-a'), await whole.text()]).toEqual([
      404,
      '1',
      '<html><body>x<s></body></html>',
    ]);
    expect(await (await withEntryLoader(page(), '<s>', true)).text()).toBe('<html><body>x<s></body></html>');
    const redirect = new Response(null, { status: 302, headers: { location: '/lt' } });
    expect(await withEntryLoader(redirect, '<s>', false)).toBe(redirect);
  });

  test('a string render (htmlResponse) gets it in its bytes, never through a body', async () => {
    const html = new TextEncoder().encode('<html><body>x</body></html>');
    const page = htmlResponse(html, { status: 404, headers: { 'x-a': '1' } });
    const whole = await withEntryLoader(page, '<s>', false);
    expect([whole.status, whole.headers.get('x-a'), whole.body]).toEqual([404, '1', null]);
    expect(new TextDecoder().decode(renderedHtml(whole))).toBe('<html><body>x<s></body></html>');
  });
});
