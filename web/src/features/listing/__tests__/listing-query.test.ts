import {
  firstLoadedPage,
  LISTING_LOAD_MAX_REQUESTS,
  type ListingItem,
  normalizePage,
  pageOffset,
  type SearchResponse,
} from '@storefront/shared-types';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { bindTransport, inProcessTransport } from '@/lib/api-client';
import { facetedPages, listingQueryOptions } from '../api/listing-query';
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
const answer = (ids: number[], total = 120): SearchResponse => ({
  items: ids.map(item),
  total,
  limit: 48,
  offset: 0,
  sort: 'best_sellers',
  facets: [],
  category: null,
});

const source = { contentType: 'products' as const, categorySlug: 'electronics' };
const options = (search: Record<string, unknown>, page = 1) =>
  listingQueryOptions(
    listingQuery(source, parseListingSearch(search), { locale: 'lt', mpDefaultSort: null }),
    page,
  );

/** A query client whose calls go to a fake in-process bff, as in the server render. */
function serverClient() {
  const calls: { limit: number; offset: number; facets: boolean }[] = [];
  const caller = vi.fn(async (_name: string, input: { body?: unknown }) => {
    const body = input.body as { limit: number; offset: number; facets: boolean };
    calls.push({ limit: body.limit, offset: body.offset, facets: body.facets });
    const ids = Array.from({ length: body.limit }, (_, i) => body.offset + i + 1);
    return { ok: true as const, data: answer(ids) };
  });
  const client = new QueryClient();
  bindTransport(client, inProcessTransport(caller));
  return { client, calls, caller };
}

describe('a listing’s result set through the query client’s transport', () => {
  it('a first page is one search of 48 with facets', async () => {
    const { client, calls, caller } = serverClient();
    const data = await client.fetchInfiniteQuery(options({}));
    expect(caller.mock.calls[0]?.[0]).toBe('search');
    expect(calls).toEqual([{ limit: 48, offset: 0, facets: true }]);
    expect(data.pages[0]?.items).toHaveLength(48);
  });

  it('a deep link (?page=3) loads 48 + 24 + 24 items in API-sized windows, facets only with the first', async () => {
    const { client, calls } = serverClient();
    const data = await client.fetchInfiniteQuery(options({}, 3));
    expect(calls.map((c) => c.offset)).toEqual(expect.arrayContaining([0]));
    expect(calls.filter((c) => c.facets)).toHaveLength(1);
    expect(data.pages[0]?.items.map((i) => i.id)).toEqual(Array.from({ length: 96 }, (_, i) => i + 1));
    expect(data.pages[0]).toMatchObject({ from: 1, to: 3, total: 120 });
  });

  it('a deep link makes at most LISTING_LOAD_MAX_REQUESTS searches, whatever its page says', async () => {
    for (const page of [12, 4166, 10_000_000, 2_147_483_647]) {
      const { client, calls } = serverClient();
      const data = await client.fetchInfiniteQuery(options({ page }, page));
      expect(calls.length).toBeLessThanOrEqual(LISTING_LOAD_MAX_REQUESTS);
      expect(calls.filter((c) => c.facets)).toHaveLength(1);
      const loaded = data.pages[0];
      expect(loaded?.to).toBe(normalizePage(page));
      expect(loaded?.from).toBe(firstLoadedPage(page));
      // The items are the ones of the pages just before the link's, ending with its own.
      expect(loaded?.items[0]?.id).toBe(pageOffset(loaded?.from ?? 1) + 1);
    }
  });

  it('"show earlier" on a deep link fetches the page before the first loaded, one page at a time', async () => {
    const { client, calls } = serverClient();
    const deep = options({ page: 40 }, 40);
    const observer = new InfiniteQueryObserver(client, deep);
    const stop = observer.subscribe(() => {});
    try {
      await observer.refetch();
      calls.length = 0;
      await observer.fetchPreviousPage();
      const pages = observer.getCurrentResult().data?.pages ?? [];
      expect(pages.map((p) => [p.from, p.to])).toEqual([
        [28, 28],
        [29, 40],
      ]);
      expect(calls).toEqual([{ limit: 24, offset: pageOffset(28), facets: false }]);
      expect(facetedPages(pages)?.from).toBe(29);
    } finally {
      stop();
    }
  });
});

/** A transport answering every search with one fixed answer object, as the bff's data cache does. */
function cachedAnswerClient(shared: SearchResponse) {
  const client = new QueryClient();
  bindTransport(
    client,
    inProcessTransport(async () => ({ ok: true as const, data: shared })),
  );
  return client;
}

describe('the items a listing keeps', () => {
  it('are what a card and the list event show, nothing the browser would not use', async () => {
    const data = await cachedAnswerClient(answer([7])).fetchInfiniteQuery(options({}));
    // Stock, arrival, sales, flags, category and the image list stay out of the page's data.
    expect(data.pages[0]?.items[0]).toEqual({
      id: 7,
      kind: 'p',
      slug: 'item-7',
      sku: 'SKU7',
      name: 'Item 7',
      manufacturer: 'Acme',
      current_price: 9.99,
      original_price: 12.5,
      discount_percentage: 0.8,
      image: null,
    });
  });

  it('are the same objects for every render of one cached answer, so their card HTML is written once', async () => {
    const shared = answer([1, 2, 3]);
    const first = await cachedAnswerClient(shared).fetchInfiniteQuery(options({}));
    const second = await cachedAnswerClient(shared).fetchInfiniteQuery(options({}));
    expect(second.pages[0]?.items[1]).toBe(first.pages[0]?.items[1]);
    const other = await cachedAnswerClient(answer([1, 2, 3])).fetchInfiniteQuery(options({}));
    expect(other.pages[0]?.items[1]).not.toBe(first.pages[0]?.items[1]);
  });
});

describe('the pages object of one cached answer', () => {
  it('is the same object for every render the answer serves (its JSON is written once)', async () => {
    const shared = answer([1, 2, 3]);
    const one = await cachedAnswerClient(shared).fetchInfiniteQuery(options({}));
    const two = await cachedAnswerClient(shared).fetchInfiniteQuery(options({}));
    expect(two.pages[0]).toBe(one.pages[0]);
    expect(one.pages[0]?.items.map((i) => i.id)).toEqual([1, 2, 3]);
  });

  it('is a different object for another answer or another range of the same answer', async () => {
    const shared = answer([1, 2, 3]);
    const one = await cachedAnswerClient(shared).fetchInfiniteQuery(options({}));
    const fresh = await cachedAnswerClient(answer([1, 2, 3])).fetchInfiniteQuery(options({}));
    expect(fresh.pages[0]).not.toBe(one.pages[0]);
    expect(fresh.pages[0]).toEqual(one.pages[0]);
    // Page 2 alone (its own range) from the same answer object: its own pages object, saying so.
    const two = await cachedAnswerClient(shared).fetchInfiniteQuery(options({}, 2));
    expect(two.pages[0]).not.toBe(one.pages[0]);
    expect(two.pages[0]).toMatchObject({ to: 2 });
  });
});
