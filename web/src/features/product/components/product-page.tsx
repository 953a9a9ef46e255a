import type { ProductDetail } from '@storefront/shared-types';
import { useI18n } from '../../../lib/i18n';
import type { ProductKind } from '../api/get-product';
import { useProductViewTracking } from '../use-product-view-tracking';
import { AddToCartArea } from './add-to-cart-area';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import { ProductPrice } from './product-price';

/** A shop or marketplace product: breadcrumbs, gallery, name, brand, price, the cart area, then details. */
export function ProductPage({ product, kind }: { product: ProductDetail; kind: ProductKind }) {
  const { t } = useI18n();
  useProductViewTracking(product, kind);
  return (
    <article data-testid="product-page" data-product-id={product.id}>
      <ProductBreadcrumbs crumbs={product.category.breadcrumbs} current={product.name} />
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery name={product.name} images={product.images} />
        <div>
          {kind === 'marketplace-products' && (
            <p className="mb-2 text-sm font-medium text-muted">{t('product.marketplace')}</p>
          )}
          <h1 className="text-3xl font-bold" data-testid="product-name">
            {product.name}
          </h1>
          <p className="mt-1 text-muted" data-testid="product-manufacturer">
            {t('catalogue.product.manufacturer')}: {product.manufacturer}
          </p>
          <div className="mt-4">
            <ProductPrice {...product} />
          </div>
          <AddToCartArea product={product} kind={kind} />
        </div>
      </div>
      <ProductDetails product={product} />
    </article>
  );
}
