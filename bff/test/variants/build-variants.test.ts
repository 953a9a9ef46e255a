import { expect, test } from 'vitest';
import { buildVariants } from '../../src/variants/build-variants.js';
import { defaultManifest } from '../../src/variants/default-manifest.js';
import { manifestSchema } from '../../src/variants/manifest-schema.js';
import { createVariantResolver } from '../../src/variants/variant-resolver.js';

const manifest = manifestSchema.parse(defaultManifest);
const dev = { template: 'http://{host}:{port}', port: 3000 };
const resolver = createVariantResolver(buildVariants(manifest, dev), manifest.defaultVariant);

test('every variant code has a site and the white-label variant has one per brand', () => {
  const codes = new Set(resolver.all.map((variant) => variant.code));
  expect([...codes].sort()).toEqual(['ae', 'ee', 'lt', 'lv', 'nl', 'pj', 'tp', 'wl']);
  const brands = resolver.all.filter((variant) => variant.code === 'wl').map((variant) => variant.brand);
  expect(brands).toEqual([1, 2, 3, 4, 5, 6]);
});

test('dev hosts select their variant and brand, whatever the case', () => {
  expect(resolver.resolve('localhost').code).toBe('lt');
  expect(resolver.resolve('LV.localhost').code).toBe('lv');
  expect(resolver.resolve('ee.localhost.').code).toBe('ee');
  expect(resolver.resolve('wl3.localhost')).toMatchObject({
    code: 'wl',
    brand: 3,
    upstreamHost: 'wl3.localhost',
  });
  expect(resolver.resolve('wl.localhost')).toMatchObject({ code: 'wl', brand: 1 });
});

test('an unknown or missing host gets the lt variant', () => {
  expect(resolver.resolve('evil.example')).toMatchObject({ code: 'lt', brand: null });
  expect(resolver.resolve(undefined).code).toBe('lt');
  expect(resolver.resolve('').code).toBe('lt');
});

test('the dev canonical origin is the site host on the bff port', () => {
  expect(resolver.resolve('lv.localhost').canonicalOrigin).toBe('http://lv.localhost:3000');
  expect(resolver.resolve('localhost').canonicalOrigin).toBe('http://localhost:3000');
  const https = buildVariants(manifest, { template: 'https://{code}{brand}.shop.example', port: 443 });
  expect(https.find((variant) => variant.brand === 5)?.canonicalOrigin).toBe('https://wl5.shop.example');
  expect(https.find((variant) => variant.code === 'ee')?.canonicalOrigin).toBe('https://ee.shop.example');
});

test('a site canonicalOrigin in the manifest wins over the template', () => {
  const custom = manifestSchema.parse({
    ...defaultManifest,
    variants: defaultManifest.variants.map((entry) =>
      entry.code === 'lv' ? { ...entry, canonicalOrigin: 'https://www.shop.example.lv/' } : entry,
    ),
  });
  const lv = buildVariants(custom, dev).find((variant) => variant.code === 'lv');
  expect(lv?.canonicalOrigin).toBe('https://www.shop.example.lv');
});

test('a brand has its own asset groups and takes brand 1 for a missing one', () => {
  const brand1 = resolver.resolve('wl1.localhost').assets;
  const brand3 = resolver.resolve('wl3.localhost').assets;
  expect(brand3.logo).toBe('/site-assets/brands/3/logo.svg');
  expect(brand3.heroImages).toEqual(['/site-assets/brands/3/hero-1.svg', '/site-assets/brands/3/hero-2.svg']);
  const brand4 = resolver.resolve('wl4.localhost').assets;
  expect(brand4.logo).toBe('/site-assets/brands/4/logo.svg');
  expect(brand4.heroImages).toEqual(brand1.heroImages);
  expect(resolver.resolve('wl6.localhost').assets.benefitIcons).toEqual(brand1.benefitIcons);
  expect(resolver.resolve('wl6.localhost').assets.heroImages[0]).toContain('/brands/6/');
});
