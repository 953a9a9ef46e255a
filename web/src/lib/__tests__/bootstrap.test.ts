import { BOOTSTRAP_ELEMENT_ID } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { readInlineBootstrap } from '../bootstrap';
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
});
