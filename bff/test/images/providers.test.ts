import { ConfigError } from '@storefront/service-kit';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../src/config/env.js';
import { buildProviders, providerForUrl } from '../../src/images/providers.js';
import { SITE_ASSETS_DIR } from '../../src/routes/pages/paths.js';

function baseOf(providers: ReturnType<typeof buildProviders>, name: string): string | undefined {
  const provider = providers.get(name);
  return provider?.kind === 'http' ? provider.base.href : undefined;
}

describe('image providers', () => {
  test('has the shop (SHOP_API_URL/images) and site (bff assets on disk) providers by default', () => {
    const providers = buildProviders('http://127.0.0.1:4000');
    expect(providers.get('shop')).toMatchObject({ kind: 'http' });
    expect(baseOf(providers, 'shop')).toBe('http://127.0.0.1:4000/images/');
    expect(providers.get('site')).toEqual({ name: 'site', kind: 'dir', root: SITE_ASSETS_DIR });
  });

  test('merges IMAGE_PROVIDERS over the defaults and refuses a malformed value at start', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      IMAGE_PROVIDERS: '{"bucket":"https://bucket.example/img","shop":"http://images.internal:9000/p"}',
    });
    const providers = buildProviders(config.SHOP_API_URL, config.IMAGE_PROVIDERS);
    expect([...providers.keys()].sort()).toEqual(['bucket', 'shop', 'site']);
    expect(baseOf(providers, 'shop')).toBe('http://images.internal:9000/p/');
    expect(() => loadConfig({ NODE_ENV: 'test', IMAGE_PROVIDERS: 'shop=x' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', IMAGE_PROVIDERS: '{"Shop!":"http://x"}' })).toThrow(
      /IMAGE_PROVIDERS/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', IMAGE_PROVIDERS: '{"x":"ftp://x"}' })).toThrow(
      /IMAGE_PROVIDERS/,
    );
  });

  test("recognises a provider's own absolute URLs, not look-alikes", () => {
    const providers = buildProviders('http://127.0.0.1:4000');
    expect(providerForUrl(providers, new URL('http://127.0.0.1:4000/images/products/1/1.png'))?.path).toBe(
      'products/1/1.png',
    );
    expect(providerForUrl(providers, new URL('http://127.0.0.1:4000/imagesX/1.png'))).toBeUndefined();
    expect(providerForUrl(providers, new URL('http://127.0.0.1:4001/images/1.png'))).toBeUndefined();
    expect(providerForUrl(providers, new URL('http://127.0.0.1:4000/images/1.png?x=1'))).toBeUndefined();
  });
});
