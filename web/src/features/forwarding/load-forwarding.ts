import { notFound } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-error';
import type { RouterContext } from '@/lib/router-context';
import {
  forwardRequestQueryOptions,
  forwardRequestsQueryOptions,
  warehouseAddressQueryOptions,
} from './api/forwarding-queries';

/** /forwarding: the warehouse address and the first page of requests, fetched before the page renders. */
export async function loadForwarding(context: RouterContext): Promise<void> {
  await Promise.all([
    context.queryClient.fetchQuery(warehouseAddressQueryOptions()),
    context.queryClient.prefetchQuery(forwardRequestsQueryOptions(1)),
  ]);
}

/** /forwarding/{slug}: the request, or the fatal 404 (another user's request looks like a missing one). */
export async function loadForwardRequest(context: RouterContext, slug: string): Promise<void> {
  try {
    await context.queryClient.fetchQuery(forwardRequestQueryOptions(slug));
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) throw notFound();
    throw error;
  }
}
