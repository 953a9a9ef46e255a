import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerItemsQueryOptions } from '../api/get-offer-items';
import { loadHomeData } from '../load-home';

describe('offers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks searchForCategoryItems for 5 items of the flag from offset 0 in any category', async () => {
    const fetchMock = vi.fn(async () => Response.json({ items: [], total: 0 }));
    vi.stubGlobal('fetch', fetchMock);
    await new QueryClient().fetchQuery(offerItemsQueryOptions(4, 'lv'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/search/searchForCategoryItems');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      locale: 'lv',
      params: { 'f.flag_ids': [4], categoryId: null, limit: 5, offset: 0 },
    });
  });

  it('a failed items call leaves the offer without images instead of failing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'down' }, { status: 503 })),
    );
    await expect(new QueryClient().fetchQuery(offerItemsQueryOptions(4, 'lv'))).resolves.toEqual({
      items: [],
      total: 0,
    });
  });
});

describe('loadHomeData', () => {
  it('resolves when the visitor leaves the page while its fetches are on their way (they are cancelled)', async () => {
    // Every call waits until its request is aborted, as a slow shop would.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    const queryClient = new QueryClient();
    const loading = loadHomeData(queryClient, 'lt');
    await vi.waitFor(() => expect(queryClient.isFetching()).toBeGreaterThan(0));
    // What the sections' observers leaving does to a fetch whose abort signal was read: cancelled, no data.
    await queryClient.cancelQueries();
    await expect(loading).resolves.toBeUndefined();
  });
});
