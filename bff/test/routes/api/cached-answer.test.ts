import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { CachedAnswer } from '../../../src/routes/api/cached-answer.js';

test('a cached answer is compressed once per cache entry and encoding, whichever answer object sends it', () => {
  const json = JSON.stringify({ title: 'Šiaulių ąžuolas '.repeat(100) });
  const entry = { value: JSON.parse(json), json };
  const br = new CachedAnswer(entry).compressed('br');
  expect(brotliDecompressSync(br).toString('utf8')).toBe(json);
  // Another request's answer over the same entry gets the same bytes, not a second compression.
  expect(new CachedAnswer(entry).compressed('br')).toBe(br);
  expect(gunzipSync(new CachedAnswer(entry).compressed('gzip')).toString('utf8')).toBe(json);
});
