import { notFound } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-error';
import type { RouterContext } from '@/lib/router-context';
import { orderDetailQueryOptions } from './api/order-detail-query';

/**
 * The order of /my-orders/{number}, fetched before the page renders. One the shop does not show this visitor (no
 * such order, someone else's, a wrong token: the shop answers them alike) is the 404 page.
 */
export async function loadOrder(
  context: RouterContext,
  number: string,
  token: string | undefined,
): Promise<void> {
  try {
    await context.queryClient.fetchQuery(orderDetailQueryOptions(number, token));
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) throw notFound();
    throw error;
  }
}
