import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/**
 * One of the shopper's orders with its payments (the shop first asks the provider about a payment still pending,
 * so a shopper back from the provider sees the real outcome). Read by the outcome pages and /payment/pay/{id}.
 */
export function orderPaymentQueryOptions(orderId: number, token?: string | undefined) {
  return queryOptions({
    queryKey: ['order-payment', orderId, token ?? null],
    queryFn: ({ client, signal }) =>
      apiOf(client).call(
        'orderPayment',
        { body: token ? { order_id: orderId, token } : { order_id: orderId } },
        { signal },
      ),
    staleTime: 0,
  });
}

/**
 * The order of a payment outcome page, or null when the visitor may not see it (the shop answers 404 for a missing
 * order and for someone else's alike; 400 for an id it refuses). A value, not an error, so the server's answer
 * travels with the page and the browser shows the same thing without asking again.
 */
export function orderOutcomeQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: ['order-outcome', orderId],
    queryFn: async ({ client, signal }) => {
      try {
        return await apiOf(client).call('orderPayment', { body: { order_id: orderId } }, { signal });
      } catch (error) {
        if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) return null;
        throw error;
      }
    },
    staleTime: 0,
  });
}
