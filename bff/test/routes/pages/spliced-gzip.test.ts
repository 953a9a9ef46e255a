import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { deflatePart, gzipOfParts, type PagePart } from '../../../src/routes/pages/spliced-gzip.js';

// A gzip of kept (deflated once) and fresh parts is one valid gzip member of the whole: what any browser's gunzip
// reads back byte for byte, its CRC and length checked.

const text = (value: string) => Buffer.from(value, 'utf8');

/** Parts as a template gives them: each kept part deflated once, each fresh one not. */
function parts(pieces: { bytes: Buffer; kept: boolean }[]): PagePart[] {
  return pieces.map(({ bytes, kept }, index) =>
    kept ? { bytes, deflated: deflatePart(bytes, index === pieces.length - 1) } : { bytes },
  );
}

describe('gzipOfParts', () => {
  test('kept and fresh parts read back as the whole page, multi-byte text and a part past 64 KB included', () => {
    const page = [
      { bytes: text('<html><head><title>Elektronika – €</title>'), kept: true },
      { bytes: text('<script>identify("ą")</script>'), kept: false },
      { bytes: text(`</head><body>${'<li>kortelė 8,15 €</li>'.repeat(4000)}`), kept: true },
      { bytes: text('{"user":{"email":"ana@example.com"}}'), kept: false },
      { bytes: text('</script></body></html>'), kept: true },
    ];
    const gzip = gzipOfParts(parts(page));
    expect(gunzipSync(gzip).equals(Buffer.concat(page.map((part) => part.bytes)))).toBe(true);
    expect(gzip.length).toBeLessThan(Buffer.concat(page.map((part) => part.bytes)).length / 10);
  });

  test('an empty kept part (already deflated) leaves the CRC right', () => {
    const empty = Buffer.alloc(0);
    const page = [{ bytes: text('before') }, { bytes: empty, deflated: deflatePart(empty, false) }];
    page.push({ bytes: text('after'), deflated: deflatePart(text('after'), true) });
    expect(gunzipSync(gzipOfParts(page)).toString()).toBe('beforeafter');
  });

  test('empty parts, a fresh last part and incompressible bytes', () => {
    const noise = randomBytes(70_000);
    const page = [
      { bytes: Buffer.alloc(0), kept: false },
      { bytes: noise, kept: true },
      { bytes: Buffer.alloc(0), kept: true },
      { bytes: text('the end'), kept: false },
    ];
    expect(gunzipSync(gzipOfParts(parts(page))).equals(Buffer.concat([noise, text('the end')]))).toBe(true);
  });

  test('a kept part deflated as the last part ends the stream: nothing after it is read', () => {
    const bytes = text('all of it');
    expect(gunzipSync(gzipOfParts([{ bytes, deflated: deflatePart(bytes, true) }])).toString()).toBe(
      'all of it',
    );
    // A kept part that is not last, deflated as if last, ends the stream early: what follows is read as the
    // trailer, whose CRC and length are then wrong.
    const early = gzipOfParts([{ bytes, deflated: deflatePart(bytes, true) }, { bytes: text(' and more') }]);
    expect(() => gunzipSync(early)).toThrow();
  });
});
