import type { ProductDetail } from '@storefront/shared-types';
import type { ReactNode } from 'react';
import { StaticIsland } from '@/components/static-island';
import { useI18n } from '@/lib/i18n';
import type { ProductKind } from '../api/get-product';
import { useProductViewTracking } from '../use-product-view-tracking';
import { ProductBadges } from './product-badges';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import { ProductPrice } from './product-price';
import { SizeChartButton } from './size-chart-button';

/**
 * A shop or marketplace product: breadcrumbs; the gallery at a bounded size beside the buying column (badges,
 * name, brand and code, price with the crossed-out original, the add-to-cart slot and the key specifications);
 * then the description and the full specifications. On a phone the column follows the image. `cartSlot` is the
 * cart's add-to-cart area, put in by the route (the product does not know the cart).
 */
export function ProductPage({
  product,
  kind,
  cartSlot,
}: {
  product: ProductDetail;
  kind: ProductKind;
  cartSlot: ReactNode;
}) {
  const { t } = useI18n();
  useProductViewTracking(product, kind);
  return (
    <article data-testid="product-page" data-product-id={product.id}>
      {/* Text, images' alternatives and links that never change in the browser: kept as the server wrote them. */}
      <StaticIsland content={product}>
        <ProductBreadcrumbs crumbs={product.category.breadcrumbs} current={product.name} />
      </StaticIsland>
      <div className="grid gap-6 md:grid-cols-[minmax(0,22rem)_1fr] md:gap-8 lg:grid-cols-[minmax(0,30rem)_1fr]">
        <ProductGallery name={product.name} images={product.images} />
        <div className="min-w-0 max-w-xl" data-testid="product-buy-column">
          <ProductBadges flags={product.flags} marketplace={kind === 'marketplace-products'} />
          <h1 className="text-2xl font-bold md:text-3xl" data-testid="product-name">
            {product.name}
          </h1>
          <p className="mt-1 text-sm text-muted" data-testid="product-manufacturer">
            {t('catalogue.product.manufacturer')}: {product.manufacturer}
            <span aria-hidden="true"> · </span>
            {t('product.sku')}: {product.sku}
          </p>
          <div className="mt-4">
            <ProductPrice {...product} />
          </div>
          {/* The cart's slot (features/cart): kept apart from the layout around it. */}
          <div data-testid="product-cart-slot">{cartSlot}</div>
          <KeySpecs product={product} />
          <SizeChartButton chart={product.size_chart} />
        </div>
      </div>
      <StaticIsland content={product}>
        <ProductDetails product={product} />
      </StaticIsland>
    </article>
  );
}

/** Specifications shown in the buying column at most; the full list is below. */
const KEY_SPECS = 4;

/** The first few specifications under the cart area, so the column says what the product is at a glance. */
function KeySpecs({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  const specs = product.attributes.slice(0, KEY_SPECS);
  if (specs.length === 0) return null;
  return (
    <ul
      aria-label={t('product.attributes')}
      className="mt-6 space-y-1 text-sm"
      data-testid="product-key-specs"
    >
      {specs.map((attribute) => (
        <li key={attribute.key}>
          <span className="text-muted">{attribute.name}:</span> {attribute.valueName}
        </li>
      ))}
    </ul>
  );
}
