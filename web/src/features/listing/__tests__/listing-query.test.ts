import {
  firstListingPageRequest,
  LISTING_SEARCH_PATH,
  type ListingItem,
  prefetchKey,
  type SearchResponse,
} from '@storefront/shared-types';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberPrefetchedAnswers } from '../../../lib/prefetched-answers';
import { listingQueryOptions } from '../api/listing-query';
import { parseListingSearch } from '../listing-search';
import { listingQuery } from '../search-request';

const item = (id: number): ListingItem => ({
  id,
  kind: 'p',
  slug: `item-${id}`,
  sku: `SKU${id}`,
  name: `Item ${id}`,
  manufacturer: 'Acme',
  category_id: 2,
  current_price: 9.99,
  original_price: 12.5,
  discount_percentage: 0.8,
  paid_amount: 4,
  arrived_at: '2026-01-01T00:00:00Z',
  max_quantity: 5,
  flag_ids: [],
  image: null,
  images: [],
});
const answer = (ids: number[]): SearchResponse => ({
  items: ids.map(item),
  total: 120,
  limit: 48,
  offset: 0,
  sort: 'best_sellers',
  facets: [],
  category: null,
});

const source = { contentType: 'products' as const, categorySlug: 'electronics' };
const plainKey = prefetchKey(
  LISTING_SEARCH_PATH,
  firstListingPageRequest({ locale: 'lt', ...source, mpDefaultSort: null }),
);
const options = (search: Record<string, unknown>, page = 1) =>
  listingQueryOptions(
    listingQuery(source, parseListingSearch(search), { locale: 'lt', mpDefaultSort: null }),
    page,
  );

/** What a new query of these options starts with. */
function initialData(o: ReturnType<typeof options>) {
  return typeof o.initialData === 'function' ? o.initialData() : o.initialData;
}

afterEach(() => {
  rememberPrefetchedAnswers(undefined);
  vi.unstubAllGlobals();
});

describe('a listing the page brought its first page for', () => {
  it('starts with those items and asks the network for nothing', async () => {
    rememberPrefetchedAnswers({ [plainKey]: answer([1, 2, 3]) });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    const data = await client.fetchInfiniteQuery(options({}));
    expect(data.pages).toEqual([expect.objectContaining({ from: 1, to: 1, total: 120 })]);
    expect(data.pages[0]?.items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uses the answer once: a second result set with the same request fetches', () => {
    rememberPrefetchedAnswers({ [plainKey]: answer([1]) });
    expect(initialData(options({}))).toBeDefined();
    expect(initialData(options({}))).toBeUndefined();
  });

  it('a sorted or deeper listing, or an answer that fails the schema, has no initial data', () => {
    rememberPrefetchedAnswers({ [plainKey]: answer([1]) });
    expect(initialData(options({ az: 'price_asc' }))).toBeUndefined();
    expect(initialData(options({}, 3))).toBeUndefined();
    rememberPrefetchedAnswers({ [plainKey]: { items: 'no' } });
    expect(initialData(options({}))).toBeUndefined();
  });
});
