import { describe, expect, it } from 'vitest';
import { applyHeadTags, computeHeadTags } from '../head-tags';

const input = {
  pageTitleText: 'Cart',
  siteName: 'Storefront',
  theme: 'default' as const,
  canonicalOrigin: 'https://lv.example',
  pathname: '/en/cart',
  search: new URLSearchParams('utm_source=x'),
  routeName: 'cart',
};

describe('head tags on client navigation', () => {
  it('builds title, canonical on the variant origin without the query, and robots', () => {
    expect(computeHeadTags(input)).toEqual({
      title: 'Cart | Storefront',
      canonical: 'https://lv.example/en/cart',
      robots: 'index, follow',
    });
    expect(computeHeadTags({ ...input, theme: 'alt2' }).title).toBe('Storefront | Cart');
    expect(computeHeadTags({ ...input, search: new URLSearchParams('s=phone') }).robots).toBe(
      'noindex, nofollow',
    );
    expect(computeHeadTags({ ...input, routeName: 'create-order' }).robots).toBe('noindex, nofollow');
  });

  it('updates the server-made tags in place instead of adding duplicates', () => {
    document.head.innerHTML =
      '<title>old</title><link rel="canonical" href="https://lv.example/"><meta name="robots" content="noindex">';
    applyHeadTags({ title: 'New', canonical: 'https://lv.example/en/faq', robots: 'index, follow' });
    expect(document.title).toBe('New');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://lv.example/en/faq',
    );
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      'https://lv.example/en/faq',
    );
  });
});
