import { ANALYTICS_CURRENCY, type AnalyticsItem, type TrackingProduct } from '@storefront/shared-types';

/** §3: an analytics item is the tracking product plus brand, variant and its position in the list. */
export function analyticsItem(product: TrackingProduct, index = 0): AnalyticsItem {
  return { ...product, brand: product.manufacturer, variant: null, index };
}

/** Data layer `viewItem` (§9): one item viewed, valued in the analytics currency (§9: USD). */
export function viewItemEntry(product: TrackingProduct) {
  return {
    event: 'viewItem',
    ecommerce: { currency: ANALYTICS_CURRENCY, value: product.price, items: [analyticsItem(product)] },
  } as const;
}

/** The ad pixel's `MarketplaceViewContent` (§9) properties for a marketplace product. */
export function marketplaceViewContentData(product: TrackingProduct) {
  return {
    content_ids: [product.sku],
    content_name: product.name,
    content_category: product.category,
    content_type: 'product',
    value: product.price,
    currency: ANALYTICS_CURRENCY,
  } as const;
}

/** The marketing-email script's `Viewed Product` (§9) event: the §3 tracking product as it is. */
export function viewedProductEvent(product: TrackingProduct): ['track', 'Viewed Product', TrackingProduct] {
  return ['track', 'Viewed Product', product];
}
