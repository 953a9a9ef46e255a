import type { ProductDetail } from '@storefront/shared-types';
import { useEffect, useRef } from 'react';
import { pushToDataLayer } from '@/lib/tracking/data-layer';
import { trackingProductOnPage } from '@/lib/tracking/tracking-product';
import type { ProductKind } from './api/get-product';
import { marketplaceViewContentData, viewedProductEvent, viewItemEntry } from './product-tracking';

type TrackingWindow = Window & {
  fbq?: (...args: unknown[]) => void;
  _learnq?: unknown[];
};

/**
 * §9 product-view events, once per product shown: data layer `viewItem`, `MarketplaceViewContent` for a
 * marketplace product (data layer, and the ad pixel's queue when the site has one), and the marketing-email
 * script's `Viewed Product` when that script's queue exists. The scripts themselves are the bff's integrations;
 * here events are only queued.
 */
export function useProductViewTracking(product: ProductDetail, kind: ProductKind): void {
  // Once per product: a refetch or a language switch hands over a new object for the same product.
  const trackedKey = useRef<string | null>(null);
  useEffect(() => {
    const key = `${kind}:${product.id}`;
    if (trackedKey.current === key) return;
    trackedKey.current = key;
    const w = window as TrackingWindow;
    const tracked = trackingProductOnPage(product);
    pushToDataLayer(viewItemEntry(tracked));
    if (kind === 'marketplace-products') {
      const data = marketplaceViewContentData(tracked);
      pushToDataLayer({ event: 'MarketplaceViewContent', ...data });
      w.fbq?.('trackCustom', 'MarketplaceViewContent', data);
    }
    w._learnq?.push(viewedProductEvent(tracked));
  }, [product, kind]);
}
