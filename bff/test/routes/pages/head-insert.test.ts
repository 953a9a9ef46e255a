import { describe, expect, test } from 'vitest';
import { withHeadHtml } from '../../../src/routes/pages/head-insert.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe("the page's integrations at the end of its head", () => {
  test('go just before the first closing head tag of the bytes, whatever letters come before', () => {
    const page = bytes(
      '<html><head><title>Ąžuolas</title></head><body><p>&lt;/head&gt;</head></p></body></html>',
    );
    expect(withHeadHtml(page, '<script>x</script>').toString('utf8')).toBe(
      '<html><head><title>Ąžuolas</title><script>x</script></head><body><p>&lt;/head&gt;</head></p></body></html>',
    );
  });

  test('a page without a head is left as it is', () => {
    expect(withHeadHtml(bytes('<p>x</p>'), '<script>x</script>').toString('utf8')).toBe('<p>x</p>');
  });
});
