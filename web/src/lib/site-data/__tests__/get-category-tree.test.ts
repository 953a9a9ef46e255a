import type { Category } from '@storefront/shared-types';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bindTransport, inProcessTransport } from '@/lib/api-client';
import { categoryTreeQueryOptions } from '../get-category-tree';

function category(id: number, slug: string, children: Category[] = []): Category {
  return {
    id,
    slug,
    name: `Category ${id}`,
    parent_id: null,
    position: id,
    pageTitle: `Buy ${slug} online`,
    display_in_marketplace: true,
    filterable_additional_fields: [
      { id: 7, key: 'additional_field_7', name: 'Colour', values: [{ value: 'red', name: 'Red' }] },
    ],
    children,
  };
}

describe('categoryTreeQueryOptions', () => {
  it('keeps what the menus read of each category, down the whole tree, and hands over no more', async () => {
    const queryClient = new QueryClient();
    const tree = [
      category(1, 'electronics', [
        category(2, 'electronics/phones', [category(3, 'electronics/phones/smart')]),
      ]),
    ];
    bindTransport(
      queryClient,
      inProcessTransport(async (name) => ({ ok: true, data: name === 'categories' ? tree : [] })),
    );

    const nodes = await queryClient.fetchQuery(categoryTreeQueryOptions('lt'));

    expect(nodes).toEqual([
      {
        id: 1,
        slug: 'electronics',
        name: 'Category 1',
        children: [
          {
            id: 2,
            slug: 'electronics/phones',
            name: 'Category 2',
            children: [{ id: 3, slug: 'electronics/phones/smart', name: 'Category 3', children: [] }],
          },
        ],
      },
    ]);
    // What the server's render puts in the page for the browser.
    const handedOver = JSON.stringify(dehydrate(queryClient));
    expect(handedOver).not.toContain('additional_field_7');
    expect(handedOver).not.toContain('Buy electronics online');
  });

  it('leaves the navigation empty when the shop cannot give the tree', async () => {
    const queryClient = new QueryClient();
    bindTransport(
      queryClient,
      inProcessTransport(async () => ({
        ok: false,
        error: { statusCode: 503, code: 'UPSTREAM_UNAVAILABLE', message: 'down', retryable: true },
      })),
    );
    await expect(queryClient.fetchQuery(categoryTreeQueryOptions('en'))).resolves.toEqual([]);
  });
});
