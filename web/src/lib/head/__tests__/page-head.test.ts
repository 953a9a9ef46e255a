import type { Bootstrap } from '@storefront/shared-types';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '@/lib/__tests__/bootstrap-fixture';
import { translationsQueryOptions } from '@/lib/site-data/get-translations';
import { type HeadMatch, type HeadTags, sharedHead } from '../page-head';

// The head every page shares (§2), from the matched routes as the root route's head() gets them: built here by
// hand, a root match carrying the router context and a leaf for the page.

const lv = (overrides: Partial<Bootstrap> = {}) => {
  const base = bootstrapFixture();
  return bootstrapFixture({
    variant: {
      ...base.variant,
      code: 'lv',
      name: 'Storefront Latvija',
      defaultLanguage: 'lv',
      defaultCountry: 'LV',
      languages: ['lv', 'en'],
      canonicalOrigin: 'https://lv.example',
      assets: {
        logo: '/site-assets/variants/lv/logo.svg',
        heroImages: ['/site-assets/variants/lv/hero-1.svg'],
        benefitIcons: [],
      },
    },
    locale: 'lv',
    storeConfig: { ...base.storeConfig, site: { ...base.storeConfig.site, name: 'Shop LV' } },
    translations: {
      'meta.description': 'Everything, delivered',
      'shell.page.cart': 'Grozs',
      'errors.page_not_found': 'Lapa nav atrasta',
    },
    ...overrides,
  });
};

type Leaf = Partial<HeadMatch> & { route?: { name: string; titleKey?: string } };

function matchesFor(bootstrap: Bootstrap, leaf: Leaf = {}, queryClient = new QueryClient()): HeadMatch[] {
  const context = { bootstrap, queryClient };
  const { route, ...rest } = leaf;
  const pathname = leaf.pathname ?? '/lv';
  return [
    { pathname: '/', search: leaf.search ?? {}, status: 'success', staticData: {}, context },
    {
      pathname,
      search: {},
      status: 'success',
      staticData: route ? { route } : {},
      context,
      ...rest,
    },
  ];
}

const meta = (tags: HeadTags, key: string) =>
  tags.meta.find((tag) => tag.name === key || tag.property === key)?.content;
const title = (tags: HeadTags) => tags.meta.find((tag) => 'title' in tag)?.title;

describe('title', () => {
  it('is the site name alone without a page title (the home page)', () => {
    expect(title(sharedHead(matchesFor(lv())))).toBe('Shop LV');
  });

  it("is the route's translated title, then the site name", () => {
    const tags = sharedHead(
      matchesFor(lv(), { pathname: '/lv/cart', route: { name: 'cart', titleKey: 'shell.page.cart' } }),
    );
    expect(title(tags)).toBe('Grozs | Shop LV');
    expect(meta(tags, 'og:title')).toBe('Grozs | Shop LV');
  });

  it('puts the site name first for theme alt2', () => {
    const bootstrap = lv();
    const alt2 = lv({ variant: { ...bootstrap.variant, theme: 'alt2' } });
    const tags = sharedHead(
      matchesFor(alt2, { pathname: '/lv/cart', route: { name: 'cart', titleKey: 'shell.page.cart' } }),
    );
    expect(title(tags)).toBe('Shop LV | Grozs');
  });

  it("a loader's pageTitle names the page (a product, a category) before the route's title", () => {
    const tags = sharedHead(
      matchesFor(lv(), {
        pathname: '/lv/p/acme/phone-1',
        route: { name: 'product', titleKey: 'shell.page.product' },
        loaderData: { pageTitle: 'Acme Phone 1' },
      }),
    );
    expect(title(tags)).toBe('Acme Phone 1 | Shop LV');
    // An empty one does not count.
    const empty = sharedHead(
      matchesFor(lv(), {
        pathname: '/lv/cart',
        route: { name: 'cart', titleKey: 'shell.page.cart' },
        loaderData: { pageTitle: '' },
      }),
    );
    expect(title(empty)).toBe('Grozs | Shop LV');
  });

  it("a route without its own title takes its parent route's", () => {
    const bootstrap = lv();
    const context = { bootstrap, queryClient: new QueryClient() };
    const tags = sharedHead([
      { pathname: '/', search: {}, status: 'success', staticData: {}, context },
      {
        pathname: '/lv/cart',
        search: {},
        status: 'success',
        staticData: { route: { name: 'cart', titleKey: 'shell.page.cart' } },
        context,
      },
      { pathname: '/lv/cart', search: {}, status: 'success', staticData: {}, context },
    ]);
    expect(title(tags)).toBe('Grozs | Shop LV');
  });

  it('a page not found is titled so, whatever the route, and is noindex', () => {
    for (const leaf of [
      { pathname: '/lv/nothing', status: 'notFound' },
      { pathname: '/lv/nothing', globalNotFound: true },
      {
        pathname: '/lv/p/gone',
        status: 'notFound',
        route: { name: 'product', titleKey: 'shell.page.product' },
        loaderData: { pageTitle: 'Stale' },
      },
    ]) {
      const tags = sharedHead(matchesFor(lv(), leaf));
      expect(title(tags)).toBe('Lapa nav atrasta | Shop LV');
      expect(meta(tags, 'robots')).toBe('noindex, nofollow');
    }
  });

  it("falls back to the variant's name when the store config has no site name", () => {
    const bootstrap = lv();
    const unnamed = lv({
      storeConfig: { ...bootstrap.storeConfig, site: { ...bootstrap.storeConfig.site, name: '' } },
      translations: {},
    });
    const tags = sharedHead(matchesFor(unnamed));
    expect(title(tags)).toBe('Storefront Latvija');
    // Without a description text the site name describes the page.
    expect(meta(tags, 'description')).toBe('Storefront Latvija');
  });

  it('a page in another language than the bootstrap reads the texts the client loaded for it', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(translationsQueryOptions('en').queryKey, {
      'shell.page.cart': 'Cart',
      'meta.description': 'Shop online',
    });
    const tags = sharedHead(
      matchesFor(
        lv(),
        { pathname: '/en/cart', route: { name: 'cart', titleKey: 'shell.page.cart' } },
        queryClient,
      ),
    );
    expect(title(tags)).toBe('Cart | Shop LV');
    expect(meta(tags, 'description')).toBe('Shop online');
  });
});

describe('description and link previews', () => {
  it('describes the page with meta.description; og:* on the canonical URL; og:image from the social preset', () => {
    const tags = sharedHead(matchesFor(lv()));
    expect(meta(tags, 'description')).toBe('Everything, delivered');
    expect(meta(tags, 'og:description')).toBe('Everything, delivered');
    expect(meta(tags, 'og:url')).toBe('https://lv.example/lv');
    expect(meta(tags, 'og:type')).toBe('website');
    // A 1200 × 630 JPEG of the hero image, made by the resizer on the canonical origin.
    const image = 'https://lv.example/img/site/variants/lv/hero-1.svg?f=jpeg&fit=cover&w=1200&h=630';
    expect(meta(tags, 'og:image')).toBe(image);
    expect(meta(tags, 'og:image:secure_url')).toBe(image);
  });

  it("an index route's trailing slash (/lv/faq/) is not part of its canonical URL or alternates", () => {
    const tags = sharedHead(matchesFor(lv(), { pathname: '/lv/faq/' }));
    expect(meta(tags, 'og:url')).toBe('https://lv.example/lv/faq');
    expect(tags.links.find((link) => link.rel === 'canonical')?.href).toBe('https://lv.example/lv/faq');
    expect(tags.links.every((link) => !link.href?.endsWith('/faq/'))).toBe(true);
  });

  it('og:image:secure_url only for an https image', () => {
    const bootstrap = lv();
    const http = lv({ variant: { ...bootstrap.variant, canonicalOrigin: 'http://lv.localhost:3000' } });
    const tags = sharedHead(matchesFor(http));
    expect(meta(tags, 'og:image')).toBe(
      'http://lv.localhost:3000/img/site/variants/lv/hero-1.svg?f=jpeg&fit=cover&w=1200&h=630',
    );
    expect(meta(tags, 'og:image:secure_url')).toBeUndefined();
  });

  it('without hero images the logo is the preview image', () => {
    const bootstrap = lv();
    const noHero = lv({
      variant: { ...bootstrap.variant, assets: { ...bootstrap.variant.assets, heroImages: [] } },
    });
    expect(meta(sharedHead(matchesFor(noHero)), 'og:image')).toBe(
      'https://lv.example/img/site/variants/lv/logo.svg?f=jpeg&fit=cover&w=1200&h=630',
    );
  });
});

describe('canonical and alternates', () => {
  const links = (tags: HeadTags) => tags.links.map((link) => [link.rel, link.hrefLang, link.href]);

  it('the canonical is on the canonical origin, in the page language, without the query', () => {
    const tags = sharedHead(
      matchesFor(lv(), { pathname: '/lv/c/phones', search: { sort: 'price_asc', utm_source: 'x', page: 2 } }),
    );
    expect(tags.links[0]).toEqual({ rel: 'canonical', href: 'https://lv.example/lv/c/phones' });
    expect(meta(tags, 'og:url')).toBe('https://lv.example/lv/c/phones');
    expect(meta(tags, 'robots')).toBeUndefined();
  });

  it("a path without a prefix, or with one the variant does not offer, gets the variant's language", () => {
    expect(sharedHead(matchesFor(lv(), { pathname: '/' })).links[0]?.href).toBe('https://lv.example/lv');
    expect(sharedHead(matchesFor(lv(), { pathname: '/faq' })).links[0]?.href).toBe(
      'https://lv.example/lv/faq',
    );
    expect(sharedHead(matchesFor(lv(), { pathname: '/ee/cart' })).links[0]?.href).toBe(
      'https://lv.example/lv/cart',
    );
  });

  it('a path shaped like another host stays a path on the canonical origin', () => {
    expect(sharedHead(matchesFor(lv(), { pathname: '/evil.example/x' })).links[0]?.href).toBe(
      'https://lv.example/lv/evil.example/x',
    );
  });

  it('hreflang alternates: every language of the variant (BCP 47) plus x-default on the default language', () => {
    const bootstrap = lv();
    const three = lv({ variant: { ...bootstrap.variant, languages: ['lv', 'en', 'ee'] } });
    const tags = sharedHead(
      matchesFor(three, { pathname: '/en/c/phones', search: { 'f.manufacturer': 'x' } }),
    );
    expect(links(tags)).toEqual([
      ['canonical', undefined, 'https://lv.example/en/c/phones'],
      ['alternate', 'lv', 'https://lv.example/lv/c/phones'],
      ['alternate', 'en', 'https://lv.example/en/c/phones'],
      ['alternate', 'et', 'https://lv.example/ee/c/phones'],
      ['alternate', 'x-default', 'https://lv.example/lv/c/phones'],
    ]);
  });
});

describe('robots', () => {
  it.each([[{ s: '' }], [{ s: 'phone' }], [{ az: 'a' }], [{ 'f.manufacturer': 'acme' }]])(
    'a query with %o is noindex',
    (search) => {
      const tags = sharedHead(matchesFor(lv(), { pathname: '/lv/c/phones', search }));
      expect(meta(tags, 'robots')).toBe('noindex, nofollow');
    },
  );

  it('create-order is noindex', () => {
    const tags = sharedHead(
      matchesFor(lv(), {
        pathname: '/lv/create-order/abc',
        route: { name: 'create-order', titleKey: 'shell.page.create_order' },
      }),
    );
    expect(meta(tags, 'robots')).toBe('noindex, nofollow');
  });

  it('an ordinary page, or a query key set to nothing, is indexable', () => {
    expect(meta(sharedHead(matchesFor(lv(), { pathname: '/lv/cart' })), 'robots')).toBeUndefined();
    expect(
      meta(sharedHead(matchesFor(lv(), { pathname: '/lv/c/phones', search: { s: undefined } })), 'robots'),
    ).toBeUndefined();
  });
});

describe('verification tags', () => {
  it("are the bootstrap's, as meta tags", () => {
    const tags = sharedHead(
      matchesFor(
        lv({
          verification: [
            { name: 'payment-provider-site-verification', content: 'pay-token' },
            { name: 'google-site-verification', content: 'se-token' },
          ],
        }),
      ),
    );
    expect(meta(tags, 'payment-provider-site-verification')).toBe('pay-token');
    expect(meta(tags, 'google-site-verification')).toBe('se-token');
  });

  it('none without any', () => {
    const tags = sharedHead(matchesFor(lv()));
    expect(tags.meta.filter((tag) => tag.name?.endsWith('-verification'))).toEqual([]);
  });
});

it('no matches, no tags', () => {
  expect(sharedHead([])).toEqual({ meta: [], links: [] });
});
