import { useBlocker, useRouter } from '@tanstack/react-router';
import { useRef } from 'react';
import { loadingOverlay } from '@/lib/loading-overlay-store';
import { resetCheckout } from './checkout-state';
import { checkoutStore } from './checkout-store';
import { checkoutToInvalidate } from './leave-checkout-rule';

type BlockedPlace = { routeId: string; params: unknown };

/**
 * §4 leaving checkout: a move the rule names (out of checkout, or from the shipping step to another checkout) is
 * held; under the full-page loading overlay the server-side checkout is invalidated and the shopper goes to the
 * cart instead; the overlay goes once the route has changed (the cart is shown). An invalidation that fails
 * (the checkout already gone, the network down) still ends at the cart: the shopper asked to leave.
 */
export function useLeaveCheckout(invalidate: (slug: string) => Promise<unknown>, locale: string) {
  const router = useRouter();
  const leaving = useRef(false);
  const place = (at: BlockedPlace) => ({
    name: router.routesById[at.routeId as keyof typeof router.routesById]?.options.staticData?.route?.name,
    slug: (at.params as { slug?: string }).slug,
  });
  useBlocker({
    enableBeforeUnload: false,
    shouldBlockFn: ({ current, next }) => {
      if (leaving.current) return false;
      const slug = checkoutToInvalidate(place(current), place(next));
      if (!slug) return false;
      leaving.current = true;
      loadingOverlay.show();
      void invalidate(slug)
        .catch(() => undefined)
        .then(() => {
          checkoutStore.update(resetCheckout);
          return router.navigate({ to: '/{-$locale}/cart', params: { locale } });
        })
        .finally(() => {
          leaving.current = false;
          loadingOverlay.hide();
        });
      return true;
    },
  });
}
