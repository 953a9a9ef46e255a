import {
  ANALYTICS_CURRENCY,
  type AnalyticsItem,
  type ProductDetail,
  type TrackingProduct,
} from '@storefront/shared-types';

/** Absolute URLs of the product page and its first image, as the tracking tools want them. */
export type ProductTrackingContext = { pageUrl: string; imageUrl: string | null };

/** §3 Product (for tracking) from a product's detail: one unit at its current price. */
export function trackingProduct(product: ProductDetail, context: ProductTrackingContext): TrackingProduct {
  return {
    sku: product.sku,
    id: product.id,
    name: product.name,
    price: product.current_price,
    quantity: 1,
    category: product.category.name,
    image: context.imageUrl,
    manufacturer: product.manufacturer,
    url: context.pageUrl,
    // The category path, root first, so a tool can report at any depth.
    categories: product.category.breadcrumbs.map((crumb) => crumb.translation),
  };
}

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
