import { BOOTSTRAP_ELEMENT_ID } from '@storefront/shared-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeBootstrap, readInlineBootstrap } from '../bootstrap';
import { bootstrapFixture } from './bootstrap-fixture';

function pageWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.id = BOOTSTRAP_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = json;
  doc.body.append(script);
  return doc;
}

describe('readInlineBootstrap (the data the bff inlined, read without zod)', () => {
  it('returns the inlined bootstrap as the bff wrote it', () => {
    const bootstrap = bootstrapFixture();
    expect(readInlineBootstrap(pageWith(JSON.stringify(bootstrap)))).toEqual(bootstrap);
  });

  it('is null without the element, with broken JSON, or with data of another shape', () => {
    const bootstrap = bootstrapFixture();
    expect(readInlineBootstrap(document.implementation.createHTMLDocument('empty'))).toBeNull();
    expect(readInlineBootstrap(pageWith('{"variant":'))).toBeNull();
    expect(readInlineBootstrap(pageWith(JSON.stringify({ ...bootstrap, locale: 'xx' })))).toBeNull();
    expect(readInlineBootstrap(pageWith(JSON.stringify({ ...bootstrap, storeConfig: null })))).toBeNull();
    expect(readInlineBootstrap(pageWith(JSON.stringify({ ...bootstrap, translations: [] })))).toBeNull();
    expect(readInlineBootstrap(pageWith('[]'))).toBeNull();
  });

  it('accepts a page without translations when it names their file, and only then', () => {
    const { translations: _left, ...rest } = bootstrapFixture();
    const named = { ...rest, translationsUrl: '/i18n/lt.0123456789abcdef.json' };
    expect(readInlineBootstrap(pageWith(JSON.stringify(named)))).toEqual(named);
    expect(readInlineBootstrap(pageWith(JSON.stringify({ ...rest, translationsUrl: null })))).toBeNull();
  });
});

describe('completeBootstrap', () => {
  const { translations: _left, ...inline } = bootstrapFixture();
  const named = { ...inline, translationsUrl: '/i18n/lt.0123456789abcdef.json' };
  afterEach(() => vi.unstubAllGlobals());

  it('reads the translations from the file the page names', async () => {
    const fetch = vi.fn(async () => Response.json({ 'shell.header.cart': 'Krepšelis' }));
    vi.stubGlobal('fetch', fetch);
    expect((await completeBootstrap(named)).translations).toEqual({ 'shell.header.cart': 'Krepšelis' });
    expect(fetch).toHaveBeenCalledWith('/i18n/lt.0123456789abcdef.json', { credentials: 'same-origin' });
  });

  it('keeps inline translations without fetching, and shows keys (no texts) when the file fails', async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    expect((await completeBootstrap(bootstrapFixture())).translations).toEqual(
      bootstrapFixture().translations,
    );
    expect(fetch).not.toHaveBeenCalled();
    expect((await completeBootstrap(named)).translations).toEqual({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect((await completeBootstrap(named)).translations).toEqual({});
  });
});
