import {
  ANALYTICS_CURRENCY,
  type AnalyticsItem,
  type CartItem,
  type Currency,
  roundTrackedValue,
  type TrackingProduct,
  toAnalyticsAmount,
} from '@storefront/shared-types';
import { pushToDataLayer } from '@/lib/tracking/data-layer';

type TrackingWindow = Window & { fbq?: (...args: unknown[]) => void; _learnq?: unknown[] };

/** §3 tracking product of a cart line, its price in USD (§9: analytics report USD). */
export function cartLineProduct(
  item: CartItem,
  currency: Currency,
  currencies: readonly Currency[],
  origin: string,
): TrackingProduct {
  const path = item.kind === 'o' ? `/market/product/${item.slug}` : `/p/${item.slug}`;
  return {
    sku: item.sku,
    id: item.product_id,
    name: item.name,
    price: toAnalyticsAmount(item.price, currency, currencies),
    quantity: item.quantity,
    category: item.category,
    image: item.image,
    manufacturer: item.manufacturer,
    url: `${origin}${path}`,
    categories: item.category ? [item.category] : [],
  };
}

const analyticsItem = (product: TrackingProduct, index: number): AnalyticsItem => ({
  ...product,
  brand: product.manufacturer,
  variant: null,
  index,
});
const valueInUsd = (products: readonly TrackingProduct[]) =>
  roundTrackedValue(products.reduce((sum, p) => sum + p.price * p.quantity, 0));

/**
 * §9 add-to-cart events for `quantity` units of a product (its price already in USD): data layer `addToCart`,
 * for a marketplace offer the pixel's `MarketplaceAddToCart`, and the marketing script's "Added to Cart".
 */
export function trackAddToCart(product: TrackingProduct, marketplace: boolean): void {
  const added = { ...product };
  const w = window as TrackingWindow;
  pushToDataLayer({
    event: 'addToCart',
    ecommerce: { currency: ANALYTICS_CURRENCY, value: valueInUsd([added]), items: [analyticsItem(added, 0)] },
  });
  if (marketplace) {
    const data = {
      content_ids: [added.sku],
      content_name: added.name,
      content_type: 'product',
      value: valueInUsd([added]),
      currency: ANALYTICS_CURRENCY,
    };
    pushToDataLayer({ event: 'MarketplaceAddToCart', ...data });
    w.fbq?.('trackCustom', 'MarketplaceAddToCart', data);
  }
  w._learnq?.push(['track', 'Added to Cart', added]);
}

/** §9 data layer `viewBasket`: the cart's lines, valued in USD. */
export function trackViewBasket(products: readonly TrackingProduct[]): void {
  pushToDataLayer({
    event: 'viewBasket',
    ecommerce: {
      currency: ANALYTICS_CURRENCY,
      value: valueInUsd(products),
      items: products.map(analyticsItem),
    },
  });
}
