import { searchRequestSchema } from '@storefront/shared-types';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { railItemsQueryOptions } from '../api/get-rail-items';
import { loadHomeData } from '../load-home';
import { HOME_RAIL_ITEMS, HOME_RAILS, railSearchBody } from '../rails';

const rail = (id: string) => {
  const found = HOME_RAILS.find((r) => r.id === id);
  if (!found) throw new Error(`no rail ${id}`);
  return found;
};

describe('home rails', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are best deals, best sellers and new arrivals, each the search sort of that name', () => {
    expect(HOME_RAILS.map((r) => [r.id, r.sort])).toEqual([
      ['offers', 'best_value'],
      ['best-sellers', 'best_sellers'],
      ['new-arrivals', 'new_arrivals'],
    ]);
  });

  it('ask the search for one row of the whole catalogue, without facets, in a body the contract accepts', () => {
    for (const r of HOME_RAILS) {
      const body = searchRequestSchema.parse(railSearchBody(r, 'lv'));
      expect(body).toMatchObject({
        locale: 'lv',
        contentType: 'products',
        categoryId: null,
        sort: r.sort,
        limit: HOME_RAIL_ITEMS,
        offset: 0,
        facets: false,
      });
    }
  });

  it('keep the offers rail to items sold at least 1 % off', () => {
    expect(railSearchBody(rail('offers'), 'lt').filters).toEqual({
      'f.discount_percentage': { min: null, max: 0.99 },
    });
    expect(railSearchBody(rail('best-sellers'), 'lt').filters).toEqual({});
  });

  it('a failed search leaves the rail empty instead of failing the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'down' }, { status: 503 })),
    );
    await expect(
      new QueryClient().fetchQuery(railItemsQueryOptions(rail('new-arrivals'), 'lt')),
    ).resolves.toEqual([]);
  });

  it('loadHomeData fetches every rail into the cache the page renders from', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/catalogue/search') {
          bodies.push(JSON.parse(String(init?.body)));
          return Response.json({
            items: [],
            total: 0,
            limit: HOME_RAIL_ITEMS,
            offset: 0,
            sort: 'best_sellers',
            facets: [],
            category: null,
          });
        }
        return Response.json([]);
      }),
    );
    const queryClient = new QueryClient();
    await loadHomeData(queryClient, 'ee');
    expect(bodies).toHaveLength(HOME_RAILS.length);
    for (const r of HOME_RAILS) {
      expect(bodies).toContainEqual(railSearchBody(r, 'ee'));
      expect(queryClient.getQueryData(railItemsQueryOptions(r, 'ee').queryKey)).toEqual([]);
    }
  });
});
