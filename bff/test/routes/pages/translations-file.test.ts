import { describe, expect, test, vi } from 'vitest';

// The compression is the module's own dependency: here it fails once, as a thread-pool error would.
const encodeBody = vi.hoisted(() => vi.fn());
vi.mock('../../../src/lib/encoded-body.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/lib/encoded-body.js')>()),
  encodeBody,
}));

const { encodedTranslations, translationsFile } = await import(
  '../../../src/routes/pages/translations-file.js'
);

describe('encodedTranslations', () => {
  test('compresses a file once for all its requests; a failed compression is tried again on the next one', async () => {
    const file = translationsFile({
      value: { resources: { 'a.b': 'Grozs' } },
      json: '{"resources":{"a.b":"Grozs"}}',
    });
    const encoded = { identity: Buffer.from(file.json), br: Buffer.from('br'), gzip: Buffer.from('gz') };
    encodeBody.mockRejectedValueOnce(new Error('thread pool failed')).mockResolvedValue(encoded);

    await expect(encodedTranslations(file)).rejects.toThrow('thread pool failed');
    await expect(encodedTranslations(file)).resolves.toBe(encoded);
    await expect(encodedTranslations(file)).resolves.toBe(encoded);
    expect(encodeBody).toHaveBeenCalledTimes(2);
  });
});
