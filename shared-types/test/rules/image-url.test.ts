import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HERO_IMAGE } from '../../src/constants.js';
import {
  heroImageAttributes,
  IMAGE_PRESETS,
  type ImagePresetName,
  imageAttributes,
  imageModifiersSchema,
  imagePreset,
  imageSize,
  imageSizeFromUrl,
  imageSource,
  imageSrcSet,
  imageUrl,
  lookupImageSize,
  presetImageAttributes,
  resizedImageAttributes,
  responsiveImageAttributes,
} from '../../src/rules/image-url.js';

describe('imageUrl', () => {
  it('builds a provider URL with the modifiers in a fixed order and webp by default', () => {
    expect(imageUrl('/images/products/12/1.png', { q: 80, w: 400, h: 400, fit: 'cover' })).toBe(
      '/img/shop/products/12/1.png?f=webp&fit=cover&w=400&h=400&q=80',
    );
    expect(imageUrl({ provider: 'site', path: 'brands/1/logo.svg' }, { f: 'png', w: 120 })).toBe(
      '/img/site/brands/1/logo.svg?f=png&w=120',
    );
  });

  it('gives the same URL however the modifiers were written (one cache entry per image and size)', () => {
    expect(imageUrl('/images/a.png', { w: 10, s: 1 })).toBe(imageUrl('/images/a.png', { f: 'webp', w: 10 }));
  });

  it('carries an absolute source URL encoded in the url parameter', () => {
    const url = imageUrl('https://cdn.shop.example/p/1 a.jpg', { w: 200, b: 'fff' });
    expect(url).toBe('/img?url=https%3A%2F%2Fcdn.shop.example%2Fp%2F1+a.jpg&f=webp&w=200&b=fff');
    expect(new URL(url, 'http://x').searchParams.get('url')).toBe('https://cdn.shop.example/p/1 a.jpg');
  });

  it('encodes path segments so a file name cannot add query parameters or climb directories', () => {
    expect(imageUrl({ provider: 'shop', path: 'p/a?w=9#x.png' })).toBe(
      '/img/shop/p/a%3Fw%3D9%23x.png?f=webp',
    );
    expect(() => imageUrl({ provider: 'shop', path: '../x.png' })).toThrow('Invalid image path: ../x.png');
    expect(() => imageUrl({ provider: 'shop', path: 'a/./x.png' })).toThrow('Invalid image path: a/./x.png');
  });

  it('writes a plain path as it is and any other path segment by segment, alike', () => {
    // The segment rule: empty segments dropped, dot segments refused, each segment URI-encoded.
    const bySegments = (path: string) =>
      path
        .split('/')
        .filter((segment) => segment !== '')
        .map((segment) => {
          if (segment === '.' || segment === '..') throw new Error('dot segment');
          return encodeURIComponent(segment);
        })
        .join('/');
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom('a', 'Z', '0', '.', '..', '-', '_', '~', '/', '//', ' ', '?', '#', '%', 'ž', '.x'),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        (parts) => {
          const path = parts.join('');
          let expected: string;
          try {
            expected = bySegments(path);
          } catch {
            expect(() => imageUrl({ provider: 'shop', path })).toThrow('Invalid image path');
            return;
          }
          if (expected === '') return; // an empty path is its own error
          expect(imageUrl({ provider: 'shop', path })).toBe(`/img/shop/${expected}?f=webp`);
        },
      ),
    );
  });

  it("reads the shop's bucket keys, provider prefixes and explicit provider names", () => {
    expect(imageSource('products/12/1.png')).toEqual({ provider: 'shop', path: 'products/12/1.png' });
    expect(imageSource('/images/sites/lt/logo.svg')).toEqual({ provider: 'shop', path: 'sites/lt/logo.svg' });
    expect(imageSource('site:brands/1/logo.svg')).toEqual({ provider: 'site', path: 'brands/1/logo.svg' });
    expect(imageUrl('products/12/1.png', 'card')).toBe(
      '/img/shop/products/12/1.png?f=webp&fit=contain&w=300&h=300&b=ffffff',
    );
  });

  it('raises an error for an unknown provider (§8)', () => {
    expect(() => imageUrl('/uploads/x.png')).toThrow(/Unknown image provider/);
    expect(() => imageUrl('//evil.example/x.png')).toThrow(/Unknown image provider/);
    expect(() => imageUrl({ provider: 'bucket', path: 'x.png' })).toThrow('Unknown image provider: bucket');
    expect(() => imageUrl('bucket:x.png')).toThrow('Unknown image provider: bucket');
    expect(imageUrl('bucket:x.png', {}, { providers: ['bucket'] })).toBe('/img/bucket/x.png?f=webp');
    expect(() => imageSource('javascript:alert(1)')).toThrow('Unknown image provider: javascript');
    expect(() => imageSource('data:image/png;base64,AAAA')).toThrow('Unknown image provider: data');
  });

  it('raises an error for an unknown preset (§8)', () => {
    expect(() => imagePreset('banner')).toThrow('Unknown image preset: banner');
    expect(() => imageUrl('/images/a.png', 'banner' as 'hero')).toThrow('Unknown image preset: banner');
    expect(() => imagePreset('toString')).toThrow(/Unknown image preset/);
  });

  it('refuses modifiers the resizer would refuse, naming the modifier', () => {
    expect(() => imageUrl('/images/a.png', { w: 0 })).toThrow(/"w"/);
    expect(() => imageUrl('/images/a.png', { w: 3000, s: 2 })).toThrow(/w × s must be at most 4000/);
  });
});

describe('hero preset', () => {
  it('is quality 75 and height 800 in webp (§9)', () => {
    expect(imagePreset('hero')).toEqual({ f: 'webp', h: HERO_IMAGE.height, q: HERO_IMAGE.quality });
    expect(imageUrl('/site-assets/brands/1/hero-1.svg', 'hero')).toBe(
      '/img/site/brands/1/hero-1.svg?f=webp&h=800&q=75',
    );
  });
});

describe('imageSrcSet', () => {
  it('lists densities 1 and 2 by default (§9), the 2x candidate at scale 2', () => {
    expect(imageSrcSet('/images/products/1/1.png', { w: 300, h: 300 })).toBe(
      '/img/shop/products/1/1.png?f=webp&w=300&h=300 1x, /img/shop/products/1/1.png?f=webp&w=300&h=300&s=2 2x',
    );
    expect(imageSrcSet('/site-assets/brands/2/hero-2.svg', 'hero')).toBe(
      '/img/site/brands/2/hero-2.svg?f=webp&h=800&q=75 1x, /img/site/brands/2/hero-2.svg?f=webp&h=800&s=2&q=75 2x',
    );
  });

  it('raises an error for an empty densities list (§8)', () => {
    expect(() => imageSrcSet('/images/a.png', {}, [])).toThrow(/densities list must not be empty/);
  });
});

describe('image size lookup', () => {
  it('gives width, height and ratio for a real size', () => {
    expect(imageSize(800, 400)).toEqual({ width: 800, height: 400, ratio: 2 });
    expect(imageSizeFromUrl('/img/shop/a.png?f=webp&w=300&h=200&s=2')).toEqual({
      width: 300,
      height: 200,
      ratio: 1.5,
    });
  });

  it('gives width 0, height 0, ratio 0 when the lookup fails (§8)', async () => {
    const unknown = { width: 0, height: 0, ratio: 0 };
    expect(await lookupImageSize(() => Promise.reject(new Error('404')))).toEqual(unknown);
    expect(await lookupImageSize(() => Promise.resolve({ width: 10 }))).toEqual(unknown);
    expect(await lookupImageSize(() => Promise.resolve({ width: 10, height: 5 }))).toEqual({
      width: 10,
      height: 5,
      ratio: 2,
    });
    expect(imageSize(Number.NaN, 10)).toEqual(unknown);
    expect(imageSizeFromUrl('/img/shop/a.png?w=300')).toEqual(unknown);
    expect(imageSizeFromUrl('/img/shop/a.png?w=abc&h=2')).toEqual(unknown);
  });
});

describe('imageModifiersSchema', () => {
  it('coerces query-string values and refuses unknown modifiers', () => {
    expect(imageModifiersSchema.parse({ w: '400', q: '80', f: 'avif' })).toEqual({
      w: 400,
      q: 80,
      f: 'avif',
    });
    const result = imageModifiersSchema.safeParse({ w: '400', x: '1' });
    expect(result.success).toBe(false);
    expect(imageModifiersSchema.safeParse({ b: '#fff' }).success).toBe(false);
    expect(imageModifiersSchema.safeParse({ s: '4' }).success).toBe(false);
    expect(imageModifiersSchema.safeParse({ fit: 'stretch' }).success).toBe(false);
  });
});

describe('imageAttributes', () => {
  it('gives src, the density srcset and the CSS box when w and h fix it', () => {
    expect(imageAttributes('products/3/1.png', 'card')).toEqual({
      src: '/img/shop/products/3/1.png?f=webp&fit=contain&w=300&h=300&b=ffffff',
      srcSet:
        '/img/shop/products/3/1.png?f=webp&fit=contain&w=300&h=300&b=ffffff 1x, ' +
        '/img/shop/products/3/1.png?f=webp&fit=contain&w=300&h=300&s=2&b=ffffff 2x',
      width: 300,
      height: 300,
    });
    const hero = imageAttributes('/site-assets/brands/1/hero-1.svg', 'hero');
    expect(hero).not.toHaveProperty('width');
    expect(hero.srcSet.split(', ')).toHaveLength(2);
    expect(() => imageAttributes('products/3/1.png', 'card', [])).toThrow(/densities/);
  });
});

describe('heroImageAttributes', () => {
  const sizes = '(min-width: 768px) 22rem, 100vw';
  it('is the hero preset (§9: quality 75, height 800, webp) at densities 1 and 2, described by width', () => {
    expect(heroImageAttributes('/site-assets/brands/2/hero-1.svg', sizes)).toEqual({
      src: '/img/site/brands/2/hero-1.svg?f=webp&h=800&q=75',
      srcSet:
        '/img/site/brands/2/hero-1.svg?f=webp&h=800&q=75 1600w, /img/site/brands/2/hero-1.svg?f=webp&h=800&s=2&q=75 3200w',
      sizes,
    });
  });

  it('gives the URLs the validating builder gives (it skips the schema only because the preset is valid)', () => {
    for (const reference of [
      '/site-assets/variants/lt/hero-1.svg',
      'https://cdn.example/hero.jpg',
      'site:a b.png',
    ]) {
      const { src, srcSet } = imageAttributes(reference, 'hero');
      const hero = heroImageAttributes(reference, sizes);
      expect(hero?.src).toBe(src);
      expect(hero?.srcSet).toBe(srcSet.replace(' 1x', ' 1600w').replace(' 2x', ' 3200w'));
    }
  });

  it('keeps a reference the resizer cannot serve as it is, and gives null without an image', () => {
    expect(heroImageAttributes('/elsewhere/hero.png', sizes)).toEqual({ src: '/elsewhere/hero.png' });
    expect(heroImageAttributes(undefined, sizes)).toBeNull();
  });
});

describe('responsiveImageAttributes', () => {
  it("names each density's image by its width, with the box the page gives", () => {
    expect(responsiveImageAttributes('products/3/1.png', 'product', '100vw')).toEqual({
      src: '/img/shop/products/3/1.png?f=webp&fit=contain&w=800&h=800&b=ffffff',
      srcSet:
        '/img/shop/products/3/1.png?f=webp&fit=contain&w=800&h=800&b=ffffff 800w, /img/shop/products/3/1.png?f=webp&fit=contain&w=800&h=800&s=2&b=ffffff 1600w',
      sizes: '100vw',
      width: 800,
      height: 800,
    });
    expect(() => responsiveImageAttributes('products/3/1.png', 'hero', '100vw')).toThrow(/width/);
  });
});

describe('resizedImageAttributes', () => {
  it("is the preset's webp at densities 1 and 2, not the SVG itself; other references stay as they are", () => {
    expect(resizedImageAttributes('/site-assets/variants/lt/logo.svg', 'logo')).toEqual({
      src: '/img/site/variants/lt/logo.svg?f=webp&h=40',
      srcSet:
        '/img/site/variants/lt/logo.svg?f=webp&h=40 1x, /img/site/variants/lt/logo.svg?f=webp&h=40&s=2 2x',
    });
    expect(resizedImageAttributes('/site-assets/brands/1/benefit-1.svg', 'icon').src).toBe(
      '/img/site/brands/1/benefit-1.svg?f=webp&fit=contain&w=40&h=40',
    );
    expect(resizedImageAttributes('/elsewhere/logo.svg', 'logo')).toEqual({ src: '/elsewhere/logo.svg' });
  });
});

describe('presetImageAttributes', () => {
  it('gives exactly what the validating imageAttributes gives, for every preset', () => {
    for (const preset of Object.keys(IMAGE_PRESETS) as ImagePresetName[]) {
      for (const reference of [
        'products/3/1.png',
        '/site-assets/brands/1/hero-1.svg',
        'https://cdn.example/x.jpg',
      ]) {
        expect(presetImageAttributes(reference, preset)).toEqual(imageAttributes(reference, preset));
      }
    }
  });

  it('raises an error for an unknown provider or an empty densities list (§8)', () => {
    expect(() => presetImageAttributes('nope:a.png', 'card')).toThrow(/provider/);
    expect(() => presetImageAttributes('products/3/1.png', 'card', [])).toThrow(/densities/);
  });
});
