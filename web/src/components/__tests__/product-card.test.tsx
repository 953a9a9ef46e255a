import type { ListingItem } from '@storefront/shared-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrapFixture } from '@/lib/__tests__/bootstrap-fixture';
import { BootstrapProvider } from '@/lib/app-context';
import { I18nProvider } from '@/lib/i18n';
import { pickCurrency } from '@/lib/money/selected-currency';
import { ProductCard } from '../product-card';
import * as cardHtml from '../product-card-html';

vi.mock('@tanstack/react-router', () => ({
  useRouter: () => ({ navigate: async () => undefined, preloadRoute: async () => undefined }),
}));
// The real card HTML, counted: how many cards a render writes again.
vi.mock('../product-card-html', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../product-card-html')>();
  return { ...actual, keptProductCardHtml: vi.fn(actual.keptProductCardHtml) };
});
const written = vi.mocked(cardHtml.keptProductCardHtml);

const EUR = { id: 2, iso_code: 'EUR', rate_to_eur: 1 };
const USD = { id: 1, iso_code: 'USD', rate_to_eur: 0.92 };

const item = (id: number): ListingItem => ({
  id,
  kind: 'p',
  slug: `orbis/lamp-${id}`,
  sku: `SKU-${id}`,
  name: `Lamp ${id}`,
  manufacturer: 'Orbis',
  category_id: 3,
  current_price: 9.2,
  original_price: 9.2,
  discount_percentage: 1,
  paid_amount: 0,
  arrived_at: '2024-01-01T00:00:00Z',
  max_quantity: 5,
  flag_ids: [],
  image: null,
  images: [],
});

/** A listing as the page shows it; `busy` stands for what re-renders it while the items stay (a fetch running). */
function Listing({ items, busy }: { items: readonly ListingItem[]; busy: boolean }) {
  return (
    <ul aria-busy={busy}>
      {items.map((listed) => (
        <ProductCard key={listed.id} item={listed} layout="GRID" className="card" />
      ))}
    </ul>
  );
}

function renderListing(items: readonly ListingItem[]) {
  // Prices are kept in euros (the conversion currency) and shown in the selected one.
  const bootstrap = bootstrapFixture({
    locale: 'en',
    currencyId: EUR.id,
    storeConfig: { ...bootstrapFixture().storeConfig, conversionCurrency: EUR, currencies: [USD, EUR] },
  });
  const client = new QueryClient();
  const wrap = (listing: React.ReactNode) => (
    <QueryClientProvider client={client}>
      <BootstrapProvider value={bootstrap}>
        <I18nProvider locale="en">{listing}</I18nProvider>
      </BootstrapProvider>
    </QueryClientProvider>
  );
  const view = render(wrap(<Listing items={items} busy={false} />));
  return {
    rerender: (next: readonly ListingItem[], busy: boolean) =>
      view.rerender(wrap(<Listing items={next} busy={busy} />)),
  };
}

afterEach(() => {
  act(() => pickCurrency(EUR));
  written.mockClear();
});

describe('ProductCard', () => {
  it('is not written again when the list around it renders with the same items ("load more", a fetch)', () => {
    const first = [item(1), item(2), item(3)];
    const listing = renderListing(first);
    expect(written).toHaveBeenCalledTimes(3);
    written.mockClear();

    listing.rerender(first, true);
    expect(written).not.toHaveBeenCalled();

    // "Load more": the cards already shown stay as they are, only the new one is written.
    listing.rerender([...first, item(4)], false);
    expect(written).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows the prices again in the currency the shopper picks', () => {
    renderListing([item(1), item(2)]);
    expect(screen.getAllByText('€9.20')).toHaveLength(2);

    act(() => pickCurrency(USD));
    // 9.20 € at 0.92 € per dollar.
    expect(screen.getAllByText('$10.00')).toHaveLength(2);
    expect(screen.queryByText('€9.20')).toBeNull();
  });
});
