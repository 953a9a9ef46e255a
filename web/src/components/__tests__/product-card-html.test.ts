import type { ListingItem } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { keptProductCardHtml, type ProductCardOptions, productCardHtml } from '../product-card-html';

const item = (overrides: Partial<ListingItem> = {}): ListingItem => ({
  id: 7,
  kind: 'p',
  slug: 'orbis/lamp-7',
  sku: 'SKU-7',
  name: 'Lamp 7',
  manufacturer: 'Orbis',
  category_id: 3,
  current_price: 8,
  original_price: 10,
  discount_percentage: 0.8,
  paid_amount: 3,
  arrived_at: '2024-01-01T00:00:00Z',
  max_quantity: 5,
  flag_ids: [],
  image: 'products/7/1.png',
  images: [],
  ...overrides,
});

const options = (overrides: Partial<ProductCardOptions> = {}): ProductCardOptions => ({
  layout: 'GRID',
  priority: false,
  headingLevel: 2,
  locale: 'en',
  t: (key, values) => (values ? `${key}:${JSON.stringify(values)}` : key),
  money: (amount) => `${amount.toFixed(2)} €`,
  ...overrides,
});

/** The card as a browser's DOM reads it. */
function parse(html: string): HTMLElement {
  const holder = document.createElement('li');
  holder.innerHTML = html;
  return holder.firstElementChild as HTMLElement;
}

describe('productCardHtml', () => {
  it('links the name to the product page and shows the discounted price under the original', () => {
    const card = parse(productCardHtml(item(), options()));
    const link = card.querySelector('h2 a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/en/p/orbis/lamp-7');
    expect(link.textContent).toBe('Lamp 7');
    expect(card.querySelector('[data-testid="product-card-price"]')?.textContent).toBe('8.00 €');
    const original = card.querySelector('[data-testid="product-card-original"]');
    expect(original?.textContent).toContain('10.00 €');
    expect(original?.textContent).toContain('listing.card.discount:{"percent":20}');
  });

  it('links an offer to the marketplace and leaves the original price out without a discount', () => {
    const card = parse(
      productCardHtml(
        item({ kind: 'o', slug: 'lamp-o7', discount_percentage: 1 }),
        options({ locale: 'lt' }),
      ),
    );
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/lt/market/product/lamp-o7');
    expect(card.querySelector('[data-testid="product-card-original"]')).toBeNull();
  });

  it('escapes what the shop wrote: a name cannot add markup or leave its attribute', () => {
    const name = `<img src=x onerror="alert(1)"> "Quoted" & 'single'`;
    const card = parse(productCardHtml(item({ name, manufacturer: '<b>M&M</b>' }), options()));
    expect(card.querySelectorAll('img')).toHaveLength(1);
    expect(card.querySelector('a')?.textContent).toBe(name);
    expect(card.querySelector('a')?.getAttribute('title')).toBe(name);
    expect(card.querySelector('p')?.textContent).toBe('<b>M&M</b>');
  });

  it('loads a first-screen image at once and first, the others lazily; no image gives a placeholder', () => {
    const first = parse(productCardHtml(item(), options({ priority: true }))).querySelector('img');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('srcset')).toMatch(/ 1x, .* 2x$/);
    const later = parse(productCardHtml(item(), options())).querySelector('img');
    expect(later?.getAttribute('loading')).toBe('lazy');
    expect(parse(productCardHtml(item({ image: null }), options())).querySelector('img')).toBeNull();
  });

  it('takes the heading level and the list layout', () => {
    const card = parse(productCardHtml(item(), options({ headingLevel: 3, layout: 'LIST' })));
    expect(card.querySelector('h3 a')).not.toBeNull();
    expect(card.className).toContain('flex-row');
  });
});

describe('keptProductCardHtml', () => {
  /** A formatter that counts the prices it writes: a card written again formats its prices again. */
  const countingMoney = (key: string, symbol = '€') => {
    const money = Object.assign(
      (amount: number) => {
        money.calls += 1;
        return `${amount.toFixed(2)} ${symbol}`;
      },
      { key, calls: 0 },
    );
    return money;
  };

  const keptOptions = (
    money: ProductCardOptions['money'] & { key: string },
    overrides: Partial<ProductCardOptions> = {},
  ) => ({
    ...options(overrides),
    money,
  });

  it("writes an item's card once for the same options and gives the same HTML as productCardHtml", () => {
    const shown = item();
    const money = countingMoney('en EUR');
    const first = keptProductCardHtml(shown, keptOptions(money));
    const callsForOneCard = money.calls;
    expect(callsForOneCard).toBeGreaterThan(0);
    expect(keptProductCardHtml(shown, keptOptions(money))).toBe(first);
    expect(money.calls).toBe(callsForOneCard);
    expect(first.html).toBe(productCardHtml(shown, options()));
  });

  it('writes the card again when the currency, the texts or the layout differ', () => {
    const shown = item();
    const euros = keptProductCardHtml(shown, keptOptions(countingMoney('en EUR')));
    const dollars = keptProductCardHtml(shown, keptOptions(countingMoney('en USD', '$')));
    expect(parse(dollars.html).querySelector('[data-testid="product-card-price"]')?.textContent).toBe(
      '8.00 $',
    );
    expect(euros.html).not.toBe(dollars.html);
    const otherTexts = keptProductCardHtml(
      shown,
      keptOptions(countingMoney('en EUR'), {
        t: (key) => (key === 'listing.card.original_price' ? 'Was' : key),
      }),
    );
    expect(
      parse(otherTexts.html).querySelector('[data-testid="product-card-original"]')?.textContent,
    ).toContain('Was');
    const list = keptProductCardHtml(shown, keptOptions(countingMoney('en EUR'), { layout: 'LIST' }));
    expect(parse(list.html).className).toContain('flex-row');
  });

  it('writes the card of another item object even when its fields are equal (answers are never mixed)', () => {
    const money = countingMoney('en EUR');
    keptProductCardHtml(item(), keptOptions(money));
    const callsForOneCard = money.calls;
    keptProductCardHtml(item({ name: 'Lamp 8' }), keptOptions(money));
    expect(money.calls).toBe(2 * callsForOneCard);
  });
});
