import type { LanguageCode } from '@storefront/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';

/** Which catalogue a product page reads: shop products (`/p/…`) or marketplace products (`/market/product/…`). */
export type ProductKind = 'products' | 'marketplace-products';

/** One product's detail in a language; the slug's segments stay path segments (multi-segment slugs). */
export function productQueryOptions(kind: ProductKind, slug: string, locale: LanguageCode) {
  const path = slug.split('/').map(encodeURIComponent).join('/');
  return queryOptions({
    queryKey: ['product', kind, slug, locale],
    queryFn: ({ signal }) =>
      apiRequest(`/api/catalogue/${kind}/${path}?${new URLSearchParams({ locale })}`, {
        method: 'GET',
        // Built while the request is in flight, in the shared schemas chunk.
        schema: lazySchema((m) => m.productDetailSchema),
        signal,
      }),
    staleTime: 60_000,
  });
}
