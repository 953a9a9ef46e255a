import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { flattenCategories } from '../../../src/db/seed/categories.js';
import {
  PRODUCT_IMAGE_SIZE,
  PRODUCT_KINDS,
  type ProductKind,
  paletteFor,
  productDrawingSvg,
  productKindOf,
} from '../../../src/services/images/product-drawings.js';

// What each seeded leaf category's products are drawn as (the leaves are where products live).
const SEEDED: Record<string, ProductKind> = {
  'electronics/phones/smartphones': 'phone',
  'electronics/phones/phone-cases': 'phone-case',
  'electronics/phones/chargers': 'charger',
  'electronics/laptops': 'laptop',
  'electronics/tablets': 'tablet',
  'electronics/headphones': 'headphones',
  'electronics/cameras': 'camera',
  'electronics/smart-watches': 'watch',
  'home-garden/furniture': 'table',
  'home-garden/kitchen': 'pan',
  'home-garden/lighting': 'lamp',
  'home-garden/garden-tools': 'shovel',
  'home-garden/bedding': 'bedding',
  'fashion/womens-clothing': 'dress',
  'fashion/mens-clothing': 'shirt',
  'fashion/shoes': 'shoe',
  'fashion/bags': 'bag',
  'fashion/accessories': 'scarf',
  'sports/fitness': 'dumbbell',
  'sports/cycling': 'bicycle',
  'sports/camping': 'tent',
  'sports/winter-sports': 'skis',
  'sports/team-sports': 'ball',
  'beauty-health/skincare': 'cream',
  'beauty-health/fragrances': 'perfume',
  'beauty-health/hair-care': 'hair-dryer',
  'beauty-health/vitamins': 'vitamins',
  'toys-kids/building-sets': 'bricks',
  'toys-kids/board-games': 'board-game',
  'toys-kids/dolls': 'doll',
  'toys-kids/baby-care': 'baby-monitor',
  'auto/car-electronics': 'dash-camera',
  'auto/tyres': 'tyre',
  'auto/car-care': 'spray-bottle',
  'auto/tools': 'drill',
  'gaming/consoles': 'console',
  'gaming/video-games': 'game-case',
  'gaming/gaming-accessories': 'controller',
  'gaming/gaming-chairs': 'chair',
};

const render = (svg: string) =>
  sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();

describe('productKindOf', () => {
  it('draws the products of every seeded leaf category as what that category sells', () => {
    const leaves = flattenCategories().filter((c) => c.item !== null);
    expect(leaves.map((c) => c.slug).sort()).toEqual(Object.keys(SEEDED).sort());
    for (const leaf of leaves)
      expect([leaf.slug, productKindOf(leaf.slug)]).toEqual([leaf.slug, SEEDED[leaf.slug]]);
  });

  it('gives a parent category its own kind and reads the slug case-insensitively', () => {
    expect(productKindOf('electronics/phones')).toBe('phone');
    expect(productKindOf('Electronics/Headphones')).toBe('headphones');
    expect(productKindOf('electronics/televisions')).toBe('tv');
  });

  it('falls back to a parcel for a category it does not know, or none', () => {
    expect(productKindOf('misc/odds-and-ends')).toBe('parcel');
    expect(productKindOf('')).toBe('parcel');
    expect(productKindOf(null)).toBe('parcel');
    expect(productKindOf(undefined)).toBe('parcel');
  });
});

describe('productDrawingSvg', () => {
  it('is the same text every time and differs by kind, product and picture', () => {
    expect(productDrawingSvg('phone', 42, 1)).toBe(productDrawingSvg('phone', 42, 1));
    const byKind = new Set(PRODUCT_KINDS.map((kind) => productDrawingSvg(kind, 42, 1)));
    expect(byKind.size).toBe(PRODUCT_KINDS.length);
    expect(productDrawingSvg('phone', 43, 1)).not.toBe(productDrawingSvg('phone', 42, 1));
    const pictures = new Set([1, 2, 3].map((n) => productDrawingSvg('phone', 42, n)));
    expect(pictures.size).toBe(3);
  });

  it("keeps a product's colour on picture 2 and varies it on picture 3", () => {
    const ids = Array.from({ length: 50 }, (_, i) => i + 1);
    for (const id of ids) expect(paletteFor(id, 2).body).toBe(paletteFor(id, 1).body);
    const recoloured = ids.filter((id) => paletteFor(id, 3).body !== paletteFor(id, 1).body);
    expect(recoloured.length).toBeGreaterThan(35);
    expect(new Set(ids.map((id) => paletteFor(id, 1).body)).size).toBeGreaterThan(20);
  });

  it('shows the back of a phone on its second picture (camera lenses, no app icons)', () => {
    const front = productDrawingSvg('phone', 7, 1);
    const back = productDrawingSvg('phone', 7, 2);
    const lenses = (svg: string) => (svg.match(/r="22" fill="#1f2937"/g) ?? []).length;
    expect(lenses(back)).toBe(3);
    expect(lenses(front)).toBe(0);
  });

  it.each([1, 2, 3])(
    'renders every kind as picture %i: a small 800×800 PNG, drawn inside the frame',
    async (n) => {
      for (const kind of PRODUCT_KINDS) {
        const png = await render(productDrawingSvg(kind, 1000 + n, n));
        const meta = await sharp(png).metadata();
        expect([kind, meta.format, meta.width, meta.height]).toEqual([
          kind,
          'png',
          PRODUCT_IMAGE_SIZE,
          PRODUCT_IMAGE_SIZE,
        ]);
        expect(png.length, kind).toBeLessThan(40_000);
        const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        const at = (x: number, y: number) => data.readUIntBE((y * info.width + x) * 3, 3);
        const background = at(0, 0);
        // The drawing is there (a good share of the picture differs from the background) and nothing of it is
        // cut off by the edge (a 4-pixel border is all background).
        let drawn = 0;
        let onEdge = 0;
        for (let y = 0; y < info.height; y += 2) {
          for (let x = 0; x < info.width; x += 2) {
            const edge = x < 4 || y < 4 || x >= info.width - 4 || y >= info.height - 4;
            if (at(x, y) !== background) {
              drawn++;
              if (edge) onEdge++;
            }
          }
        }
        expect(drawn / ((info.width * info.height) / 4), kind).toBeGreaterThan(0.08);
        expect(onEdge, kind).toBe(0);
      }
    },
  );
});
