import type { CheckoutData, CheckoutState } from '@storefront/shared-types';
import { notFound, redirect } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-error';
import { languageIdOf } from '@/lib/language-id';
import { pageLanguage } from '@/lib/page-language';
import type { RouterContext } from '@/lib/router-context';
import { checkoutQueryOptions, choicesFromData, type ShippingChoices } from './api/checkout-queries';
import { checkoutStore } from './checkout-store';
import type { CheckoutRouteName } from './leave-checkout-rule';

/** The shipping step's choices this tab holds for the checkout (none during a server render: see the store). */
function choicesFromState(state: CheckoutState, slug: string): ShippingChoices | null {
  if (state.slug !== slug || !state.address || !state.email) return null;
  return {
    shipping: state.shipping_method,
    delivery: state.delivery_method,
    address: state.address,
    country: state.address.country_id,
    email: state.email,
    parcel_shop: state.parcel_shop,
  };
}

const toCart = (locale: string) => redirect({ to: '/{-$locale}/cart', params: { locale }, replace: true });
const toStep = (route: 'checkout' | 'payment', locale: string, slug: string) =>
  redirect({ to: `/{-$locale}/${route}/{-$slug}`, params: { locale, slug }, replace: true });

/**
 * A checkout route's loader (§2: the slug is optional; the route's guard handles a visit without one). The
 * step's data is fetched into the query cache (on the server for the first page): an unknown slug is the fatal 404 (§8), a checkout that is closed (invalidated, or
 * an order already) sends to the cart. The payment step sends the shipping step's choices (§7): this tab's, or on
 * a fresh load the ones the shop kept; with none yet, the shopper goes back to the shipping step.
 */
export async function loadCheckoutStep(
  context: RouterContext,
  route: CheckoutRouteName,
  slug: string | undefined,
  prefix: string | undefined,
): Promise<{ languageId: number }> {
  const locale = pageLanguage(context, prefix);
  // The route's guard has already sent a visit without a slug to the cart.
  if (!slug) throw notFound();
  const languageId = languageIdOf(context.bootstrap, locale);
  const { queryClient } = context;
  // Entering a step always asks the shop (its prices, at that moment); the page then reads what came.
  const fetchStep = (choices?: ShippingChoices, step: CheckoutRouteName = route) =>
    queryClient.fetchQuery({ ...checkoutQueryOptions(slug, step, languageId, choices), staleTime: 0 });
  try {
    if (route === 'payment') {
      let choices = choicesFromState(checkoutStore.get(), slug);
      if (!choices) {
        const shipping: CheckoutData = await fetchStep(undefined, 'checkout');
        choices = choicesFromData(shipping);
      }
      if (!choices) throw toStep('checkout', locale, slug);
      await fetchStep(choices);
    } else {
      await fetchStep();
    }
    return { languageId };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.statusCode === 404 || (error.statusCode === 400 && error.fields?.['*'])) throw notFound();
    if (error.statusCode === 409) throw toCart(locale);
    // The shop refused the payment step's choices (a courier gone, a pickup point missing): choose again.
    if (route === 'payment' && error.statusCode === 400) throw toStep('checkout', locale, slug);
    throw error;
  }
}
