import { type ProductDetail, presetImageAttributes, type TrackingProduct } from '@storefront/shared-types';

// The §3 tracking product of a product's detail: what the product page's view events (features/product) and the
// add-to-cart events (features/cart) both report, so it is built once, here.

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

/** The tracking product of `product` as shown on this page: its URL and the absolute URL of its first image. */
export function trackingProductOnPage(product: ProductDetail): TrackingProduct {
  const image = product.image ?? product.images[0];
  return trackingProduct(product, {
    pageUrl: window.location.href,
    imageUrl: image
      ? new URL(presetImageAttributes(image, 'product').src, window.location.origin).href
      : null,
  });
}
