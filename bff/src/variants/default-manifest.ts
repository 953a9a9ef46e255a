import type { ManifestInput } from './manifest-schema.js';

// The built-in manifest: the eight variants and six white-label brands on their dev hosts (browsers resolve
// `localhost` and `*.localhost` to loopback, so http://lv.localhost:3000 works with no setup). Production
// replaces it with a VARIANTS_FILE listing the real hosts and canonical origins.
//
// Themes: the three Baltic shops use `default`; nl and pj use `alt`; ae and tp use `alt2` (the theme whose
// titles put the site name first, §2); the white-label brands use `partner`, their look coming from the
// brand's assets. Upstream hosts are the ones the shop-api seeds for each site.
//
// Assets live in bff/assets (served under /site-assets/). Brand 4 has no hero images and brand 6 no benefit
// icons, on purpose: they take brand 1's (§1). Regional variants have their own logo and hero images and brand 1's benefit icons.

const SITE_ASSETS = '/site-assets';
const brandAssets = (brand: number, groups: { hero?: boolean; benefits?: boolean } = {}) => ({
  logo: `${SITE_ASSETS}/brands/${brand}/logo.svg`,
  ...(groups.hero === false
    ? {}
    : { heroImages: [1, 2].map((n) => `${SITE_ASSETS}/brands/${brand}/hero-${n}.svg`) }),
  ...(groups.benefits === false
    ? {}
    : { benefitIcons: [1, 2, 3, 4].map((n) => `${SITE_ASSETS}/brands/${brand}/benefit-${n}.svg`) }),
});
const variantAssets = (code: string) => ({
  logo: `${SITE_ASSETS}/variants/${code}/logo.svg`,
  heroImages: [1, 2].map((n) => `${SITE_ASSETS}/variants/${code}/hero-${n}.svg`),
});

export const defaultManifest: ManifestInput = {
  defaultVariant: 'lt',
  verification: {
    paymentProviderMetaName: 'payment-provider-site-verification',
    searchEngineMetaName: 'google-site-verification',
    searchEngineBrand: 2,
  },
  variants: [
    {
      code: 'lt',
      name: 'Storefront Lietuva',
      hosts: ['localhost', 'lt.localhost'],
      upstreamHost: 'lt.localhost',
      defaultLanguage: 'lt',
      defaultCountry: 'LT',
      languages: ['lt', 'en'],
      theme: 'default',
      assets: variantAssets('lt'),
    },
    {
      code: 'lv',
      name: 'Storefront Latvija',
      hosts: ['lv.localhost'],
      upstreamHost: 'lv.localhost',
      defaultLanguage: 'lv',
      defaultCountry: 'LV',
      languages: ['lv', 'en'],
      theme: 'default',
      assets: variantAssets('lv'),
    },
    {
      code: 'ee',
      name: 'Storefront Eesti',
      hosts: ['ee.localhost'],
      upstreamHost: 'ee.localhost',
      defaultLanguage: 'ee',
      defaultCountry: 'EE',
      languages: ['ee', 'en'],
      theme: 'default',
      assets: variantAssets('ee'),
    },
    {
      code: 'pj',
      name: 'PJ Partner Shop',
      hosts: ['pj.localhost'],
      upstreamHost: 'pj.localhost',
      defaultLanguage: 'lt',
      defaultCountry: 'LT',
      languages: ['lt', 'en'],
      theme: 'alt',
      assets: variantAssets('pj'),
    },
    {
      code: 'tp',
      name: 'TP Partner Shop',
      hosts: ['tp.localhost'],
      upstreamHost: 'tp.localhost',
      defaultLanguage: 'lt',
      defaultCountry: 'LT',
      languages: ['lt', 'en'],
      theme: 'alt2',
      assets: variantAssets('tp'),
    },
    {
      code: 'nl',
      name: 'Storefront Nederland',
      hosts: ['nl.localhost'],
      upstreamHost: 'nl.localhost',
      defaultLanguage: 'en',
      defaultCountry: 'NL',
      languages: ['en'],
      theme: 'alt',
      assets: variantAssets('nl'),
    },
    {
      code: 'ae',
      name: 'Storefront UAE',
      hosts: ['ae.localhost'],
      upstreamHost: 'ae.localhost',
      defaultLanguage: 'en',
      defaultCountry: 'AE',
      languages: ['en'],
      theme: 'alt2',
      assets: variantAssets('ae'),
    },
    {
      code: 'wl',
      name: 'White label',
      defaultLanguage: 'en',
      defaultCountry: 'LT',
      languages: ['en', 'lt', 'lv', 'ee'],
      theme: 'partner',
      brands: [1, 2, 3, 4, 5, 6].map((brand) => ({
        brand,
        name: `White Label ${brand}`,
        // wl.localhost is brand 1, the first brand.
        hosts: brand === 1 ? ['wl1.localhost', 'wl.localhost'] : [`wl${brand}.localhost`],
        upstreamHost: `wl${brand}.localhost`,
        assets: brandAssets(brand, { hero: brand !== 4, benefits: brand !== 6 }),
      })),
    },
  ],
};
