import {
  type CheckoutData,
  type CheckoutFetchRequest,
  CheckoutStep,
  NO_DELIVERY_METHOD,
  type ShippingMethod,
} from '@storefront/shared-types';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';
import type { CheckoutRouteName } from '../leave-checkout-rule';

/** The §3 step number of each checkout route (confirm and success share 5). */
const STEP_OF: Record<CheckoutRouteName, CheckoutFetchRequest['step']> = {
  checkout: CheckoutStep.SHIPPING,
  payment: CheckoutStep.PAYMENT,
  confirm: CheckoutStep.CONFIRM,
  success: CheckoutStep.SUCCESS,
};

/** The payment step's extra fields (§7): what the shipping step chose. */
export type ShippingChoices = Pick<
  CheckoutFetchRequest,
  'shipping' | 'delivery' | 'address' | 'country' | 'email'
> & {
  parcel_shop?: string | null;
};

const checkoutKey = (slug: string, route: CheckoutRouteName) => ['checkout', slug, route] as const;

/**
 * One step's checkout data (§7 checkout/fetch, 2 retries by its call policy), keyed by checkout and route: the
 * page's loader fills it (on the server too) and the page reads it.
 */
export function checkoutQueryOptions(
  slug: string,
  route: CheckoutRouteName,
  languageId: number,
  choices?: ShippingChoices,
) {
  return queryOptions({
    queryKey: checkoutKey(slug, route),
    queryFn: ({ client, signal }) =>
      apiOf(client).call(
        'checkoutFetch',
        { params: { '*': slug }, body: { slug, step: STEP_OF[route], language_id: languageId, ...choices } },
        { signal },
      ),
    // Only the loader fetches (each time a step is entered, for the shop's prices then); the page reads what it
    // fetched and the step calls' answers, never refetching on its own (the payment step's body is the loader's).
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: false,
  });
}

/** A step call answered the checkout afresh: the page shows it without fetching again. */
export function storeCheckoutData(
  queryClient: QueryClient,
  slug: string,
  route: CheckoutRouteName,
  data: CheckoutData,
): void {
  queryClient.setQueryData(checkoutKey(slug, route), data);
}

/**
 * The shipping step's choices as the shop kept them (its answer carries the address, e-mail, method and courier it
 * saved), or null while one of the five the payment step needs is missing.
 */
export function choicesFromData(data: CheckoutData): ShippingChoices | null {
  const address = data.address;
  if (!address || !data.email) return null;
  const shipping: ShippingMethod = data.selected_shipping_method ?? 'air';
  return {
    shipping,
    delivery: data.delivery_method ?? NO_DELIVERY_METHOD,
    address,
    country: address.country_id,
    email: data.email,
    parcel_shop: data.courier_info?.parcelshop_id ?? null,
  };
}
