import { DB_INT_MAX } from '@storefront/shared-types';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-error';
import type { RouterContext } from '@/lib/router-context';
import { orderOutcomeQueryOptions, orderPaymentQueryOptions } from './api/order-payment-queries';

/** Reads `?order_id=` as the provider sends the shopper back with it: a positive integer, else nothing. */
export function orderIdSearch(search: Record<string, unknown>): { order_id?: number | undefined } {
  const value = Number(search.order_id);
  return { order_id: Number.isSafeInteger(value) && value > 0 && value <= DB_INT_MAX ? value : undefined };
}

/**
 * The order of an outcome page or of /payment/pay/{id}, fetched before the page renders (on the server for the
 * first page). An order that is not there, or not the shopper's, is the fatal 404 (§8): no order is shown to
 * someone it does not belong to.
 */
export async function loadOrderPayment(
  context: RouterContext,
  orderId: number | undefined,
  token?: string | undefined,
): Promise<void> {
  if (orderId === undefined) return;
  try {
    await context.queryClient.fetchQuery(orderPaymentQueryOptions(orderId, token));
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) throw notFound();
    throw error;
  }
}

/**
 * The order of a payment outcome page. Unlike /payment/pay/{id}, an order the visitor may not see (signed out,
 * another account, a guest's cookie left on another host) is not a 404 "Page not found": the page says so and offers
 * sign-in or the order's mail link (PaymentOutcomePage). Nothing of the order is shown either way.
 */
export async function loadOutcomeOrder(context: RouterContext, orderId: number | undefined): Promise<void> {
  if (orderId === undefined) return;
  await context.queryClient.prefetchQuery(orderOutcomeQueryOptions(orderId));
}
