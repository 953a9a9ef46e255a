import type { LanguageCode } from '@storefront/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/** Which catalogue a product page reads: shop products (`/p/…`) or marketplace products (`/market/product/…`). */
export type ProductKind = 'products' | 'marketplace-products';

/** One product's detail in a language; the slug's segments stay path segments (multi-segment slugs). */
export function productQueryOptions(kind: ProductKind, slug: string, locale: LanguageCode) {
  return queryOptions({
    queryKey: ['product', kind, slug, locale],
    queryFn: ({ client, signal }) =>
      apiOf(client).call(
        kind === 'products' ? 'product' : 'marketplaceProduct',
        { params: { '*': slug }, query: { locale } },
        { signal },
      ),
    staleTime: 60_000,
  });
}
