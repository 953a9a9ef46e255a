import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productDrawingSvg } from '../../../src/services/images/product-drawings.js';
import { productImagePng, productImageSvg } from '../../../src/services/images/product-image.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('productImagePng', () => {
  it("draws the product's category: a smartphone's picture is the phone drawing", async () => {
    expect(productImageSvg(5, 1, 'electronics/phones/smartphones')).toBe(productDrawingSvg('phone', 5, 1));
    expect(productImageSvg(5, 1, 'electronics/headphones')).toBe(productDrawingSvg('headphones', 5, 1));
    expect(productImageSvg(5, 1, null)).toBe(productDrawingSvg('parcel', 5, 1));
    const phone = await productImagePng(5, 1, 'electronics/phones/smartphones');
    const headphones = await productImagePng(5, 1, 'electronics/headphones');
    expect(phone.equals(headphones)).toBe(false);
  });

  it('is the same bytes every time, cached or rendered afresh', async () => {
    const first = await productImagePng(9, 2, 'fashion/shoes');
    const again = await productImagePng(9, 2, 'fashion/shoes');
    const fresh = await sharp(Buffer.from(productImageSvg(9, 2, 'fashion/shoes')))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    expect(again.equals(first)).toBe(true);
    expect(fresh.equals(first)).toBe(true);
  });

  it('is a small 800×800 palette PNG', async () => {
    const png = await productImagePng(3, 1, 'electronics/laptops');
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height, meta.isPalette]).toEqual([800, 800, true]);
    expect(png.length).toBeLessThan(40_000);
  });
});
