import { describe, expect, test, vi } from 'vitest';
import { encodedTranslations, translationsFile } from '../../../src/routes/pages/translations-file.js';

describe('encodedTranslations', () => {
  test('compresses a file once for all its requests; a failed compression is tried again on the next one', async () => {
    const file = translationsFile({
      value: { resources: { 'test.retry': 'Grozs' } },
      json: '{"resources":{"test.retry":"Grozs"}}',
    });
    const encoded = { identity: Buffer.from(file.json), br: Buffer.from('br'), gzip: Buffer.from('gz') };
    // A compression that fails once, as a thread-pool error would.
    const encode = vi.fn().mockRejectedValueOnce(new Error('thread pool failed')).mockResolvedValue(encoded);

    await expect(encodedTranslations(file, encode)).rejects.toThrow('thread pool failed');
    await expect(encodedTranslations(file, encode)).resolves.toBe(encoded);
    await expect(encodedTranslations(file, encode)).resolves.toBe(encoded);
    expect(encode).toHaveBeenCalledTimes(2);
  });
});
