// §4 "Leaving the checkout routes for a non-checkout route invalidates the server-side checkout. A similar rule
// applies when moving from a shipping route that has a slug to another checkout route. After invalidation the user
// is sent to the cart."

/** The route names of the four checkout steps (§2 /checkout, /payment, /confirm, /success). */
const CHECKOUT_ROUTE_NAMES = ['checkout', 'payment', 'confirm', 'success'] as const;
export type CheckoutRouteName = (typeof CHECKOUT_ROUTE_NAMES)[number];

export type RoutePlace = { name: string | undefined; slug: string | undefined };

function isCheckoutRoute(name: string | undefined): name is CheckoutRouteName {
  return (CHECKOUT_ROUTE_NAMES as readonly string[]).includes(name ?? '');
}

/**
 * The slug to invalidate when the shopper moves from `from` to `to`, or null to let the move happen as it is.
 * - Out of a checkout step with a slug to any other route: that checkout goes.
 * - From the shipping step with a slug to another checkout route of a different checkout (another slug or none):
 *   the one being filled goes (our reading of "a similar rule": moving on within the same checkout is the flow).
 * - Success is left alone: its order exists and the checkout is spent, so leaving it is just leaving.
 */
export function checkoutToInvalidate(from: RoutePlace, to: RoutePlace): string | null {
  if (!isCheckoutRoute(from.name) || !from.slug || from.name === 'success') return null;
  if (!isCheckoutRoute(to.name)) return from.slug;
  if (from.name === 'checkout' && to.slug !== from.slug) return from.slug;
  return null;
}
