import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AddToCartArea } from '@/features/cart/components/add-to-cart-area';
import { productQueryOptions } from '@/features/product/api/get-product';
import { ProductPage } from '@/features/product/components/product-page';
import { loadProduct } from '@/features/product/load-product';
import { productHead } from '@/features/product/product-head';
import { useCurrentLocale } from '@/lib/app-context';

export const Route = createFileRoute('/{-$locale}/p/$')({
  staticData: {
    route: {
      name: 'product',
      layout: 'market-page',
      sameForEveryShopper: true,
      titleKey: 'shell.page.product',
    },
  },
  // §2: the page is keyed by its product, so moving to another one remounts it with fresh state.
  remountDeps: ({ params }) => params._splat,
  loader: ({ context, params }) => loadProduct(context, 'products', params._splat, params.locale),
  head: ({ match, params }) =>
    productHead({ kind: 'products', slug: params._splat, pathname: match.pathname, context: match.context }),
  component: ShopProductPage,
});

function ShopProductPage() {
  const { _splat: slug = '' } = Route.useParams();
  const locale = useCurrentLocale();
  const { data } = useSuspenseQuery(productQueryOptions('products', slug, locale));
  return (
    <ProductPage
      product={data}
      kind="products"
      cartSlot={<AddToCartArea product={data} marketplace={false} />}
    />
  );
}
