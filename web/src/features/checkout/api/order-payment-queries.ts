import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/**
 * One of the shopper's orders with its payments (the shop first asks the provider about a payment still pending,
 * so a shopper back from the provider sees the real outcome). Read by the outcome pages and /payment/pay/{id}.
 */
export function orderPaymentQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: ['order-payment', orderId],
    queryFn: ({ client, signal }) =>
      apiOf(client).call('orderPayment', { body: { order_id: orderId } }, { signal }),
    staleTime: 0,
  });
}
