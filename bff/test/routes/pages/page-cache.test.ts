import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { inlineScriptHashes } from '../../../src/routes/pages/page-cache.js';

// The hashes a kept page's policy allows its inline scripts by: exactly the scripts a browser would run.

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('inlineScriptHashes', () => {
  test('hashes each inline script once, by its UTF-8 bytes, from bytes or text alike', () => {
    const page =
      '<html><head><script>a()</script></head><body><script nonce="x">b("€ ą")</script><script>a()</script></body></html>';
    expect(inlineScriptHashes(page)).toEqual([sha('a()'), sha('b("€ ą")')]);
    expect(inlineScriptHashes(Buffer.from(page))).toEqual(inlineScriptHashes(page));
  });

  test('leaves out what never runs inline: src scripts, JSON data blocks, empty scripts', () => {
    const page = [
      '<script type="module" src="/assets/entry.js"></script>',
      '<script id="__BOOTSTRAP__" type="application/json">{"a":1}</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script></script>',
      '<script\ttype="module">run()</script>',
    ].join('');
    expect(inlineScriptHashes(page)).toEqual([sha('run()')]);
  });

  test('another tag that starts like one is not a script; an unclosed script ends the search', () => {
    expect(inlineScriptHashes('<scripts>x</scripts><script>y()</script>')).toEqual([sha('y()')]);
    expect(inlineScriptHashes('<script>z()')).toEqual([]);
  });
});

describe('inlineScriptHashes with a nonce', () => {
  test('hashes only the scripts whose tag carries it: those the app wrote, not any text inside the page', () => {
    const page =
      '<script nonce="n0nce">app()</script><div><script>injected()</script><script nonce="other">x()</script></div>';
    expect(inlineScriptHashes(page, 'n0nce')).toEqual([sha('app()')]);
    expect(inlineScriptHashes(page)).toEqual([sha('app()'), sha('injected()'), sha('x()')]);
  });
});
