// One shop name per host (issue #15): the shop-api's seed names each site and each white-label brand; the bff's
// built-in manifest and its logo images must say the same, since the page heading and title show the shop's name
// (store-config) while the header shows the manifest's logo.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildVariants } from '../bff/src/variants/build-variants.js';
import { defaultManifest } from '../bff/src/variants/default-manifest.js';
import { manifestSchema } from '../bff/src/variants/manifest-schema.js';
import { createVariantResolver } from '../bff/src/variants/variant-resolver.js';
import { seedSiteNameOfHost, seedSites } from '../shop-api/src/db/seed/sites.js';

const manifest = manifestSchema.parse(defaultManifest);
const resolver = createVariantResolver(
  buildVariants(manifest, { template: 'http://{host}:{port}', port: 3000 }),
  manifest.defaultVariant,
);
const SITE_ASSETS_DIR = join(import.meta.dirname, '../bff/assets');

/** The name a logo SVG gives itself (its aria-label) and the text it draws. */
function logoTexts(assetUrl: string): { label: string; drawn: string[] } {
  const svg = readFileSync(join(SITE_ASSETS_DIR, assetUrl.replace(/^\/site-assets\//, '')), 'utf8');
  const label = /aria-label="([^"]*)"/.exec(svg)?.[1] ?? '';
  const drawn = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');
  return { label, drawn };
}

const hosts = seedSites.flatMap((site) => site.hosts.map(({ host }) => host));

describe('the shop name of every host', () => {
  it.each(hosts)('%s: the manifest and the logo name it as the seed does', (host) => {
    const name = seedSiteNameOfHost(host);
    expect(name).toBeTruthy();
    const variant = resolver.resolve(host);
    expect(variant.hosts).toContain(host);
    expect(variant.name).toBe(name);
    const logo = logoTexts(variant.assets.logo);
    expect(logo.label).toBe(name);
    expect(logo.drawn).toContain(name);
  });

  it('names white-label hosts by their brand and ae as Storefront UAE', () => {
    expect(seedSiteNameOfHost('wl3.localhost')).toBe('White Label 3');
    expect(seedSiteNameOfHost('wl.localhost')).toBe('White Label 1');
    expect(seedSiteNameOfHost('ae.localhost')).toBe('Storefront UAE');
  });
});
