import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '@/lib/__tests__/bootstrap-fixture';
import { BootstrapProvider } from '@/lib/app-context';
import { I18nProvider } from '@/lib/i18n';
import { formatMoney, priceDisplay } from '@/lib/money/price-display';
import { ProductPrice } from '../components/product-price';

describe('priceDisplay', () => {
  it('turns the stored fraction still paid into the percentage taken off', () => {
    expect(priceDisplay({ current_price: 80, original_price: 100, discount_percentage: 0.8 })).toEqual({
      current: 80,
      original: 100,
      discountPercent: 20,
    });
    expect(
      priceDisplay({ current_price: 11.42, original_price: 22.84, discount_percentage: 0.5 }).discountPercent,
    ).toBe(50);
  });

  it('rounds the percentage to a whole number', () => {
    expect(
      priceDisplay({ current_price: 66.7, original_price: 100, discount_percentage: 0.667 }).discountPercent,
    ).toBe(33);
  });

  it('shows no original price or discount when nothing is taken off', () => {
    const none = { current: 463.41, original: null, discountPercent: null };
    expect(priceDisplay({ current_price: 463.41, original_price: 463.41, discount_percentage: 1 })).toEqual(
      none,
    );
    // A fraction saying "discounted" with an original price not above the current one is not a discount.
    expect(priceDisplay({ current_price: 463.41, original_price: 463.41, discount_percentage: 0.9 })).toEqual(
      none,
    );
  });
});

describe('formatMoney', () => {
  it('formats in the page language with the currency', () => {
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney(1234.5, 'EUR', 'lt-LT')).toMatch(/^1\s234,50\s€$/);
  });
});

function renderPrice(price: { current_price: number; original_price: number; discount_percentage: number }) {
  const bootstrap = bootstrapFixture({
    locale: 'en',
    translations: { 'product.discount': '{percent}% off', 'product.original_price': 'Original price' },
  });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <BootstrapProvider value={bootstrap}>
        <I18nProvider locale="en">
          <ProductPrice {...price} />
        </I18nProvider>
      </BootstrapProvider>
    </QueryClientProvider>,
  );
}

describe('ProductPrice', () => {
  it('shows the current price, the original struck through and the discount', () => {
    renderPrice({ current_price: 80, original_price: 100, discount_percentage: 0.8 });
    const block = screen.getByTestId('product-price');
    expect(block.textContent).toContain('€80.00');
    expect(block.querySelector('.line-through')?.textContent).toBe('Original price €100.00');
    expect(screen.getByText('20% off')).toBeTruthy();
  });

  it('shows only the price when there is no discount', () => {
    renderPrice({ current_price: 80, original_price: 80, discount_percentage: 1 });
    const block = screen.getByTestId('product-price');
    expect(block.querySelector('.line-through')).toBeNull();
    expect(block.textContent).not.toContain('off');
  });
});
