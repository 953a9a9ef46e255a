import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AddToCartArea } from '@/features/cart/components/add-to-cart-area';
import { productQueryOptions } from '@/features/product/api/get-product';
import { ProductPage } from '@/features/product/components/product-page';
import { loadProduct } from '@/features/product/load-product';
import { productHead } from '@/features/product/product-head';
import { useCurrentLocale } from '@/lib/app-context';

export const Route = createFileRoute('/{-$locale}/market/product/$slug')({
  staticData: {
    route: {
      name: 'market-product',
      layout: 'market-page',
      sameForEveryShopper: true,
      titleKey: 'shell.page.market_product',
    },
  },
  // §2: the page is keyed by its product, so moving to another one remounts it with fresh state.
  remountDeps: ({ params }) => params.slug,
  loader: ({ context, params }) => loadProduct(context, 'marketplace-products', params.slug, params.locale),
  head: ({ match, params }) =>
    productHead({
      kind: 'marketplace-products',
      slug: params.slug,
      pathname: match.pathname,
      context: match.context,
    }),
  component: MarketplaceProductPage,
});

function MarketplaceProductPage() {
  const { slug } = Route.useParams();
  const locale = useCurrentLocale();
  const { data } = useSuspenseQuery(productQueryOptions('marketplace-products', slug, locale));
  return (
    <ProductPage
      product={data}
      kind="marketplace-products"
      cartSlot={<AddToCartArea product={data} marketplace />}
    />
  );
}
