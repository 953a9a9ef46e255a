import { DB_INT_MAX } from '@storefront/shared-types';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-error';
import type { RouterContext } from '@/lib/router-context';
import { proOrderQueryOptions } from './api/pro-queries';

/** Reads `?order=` of /site-pro-delivery: a positive integer id, else nothing. */
export function proOrderSearch(search: Record<string, unknown>): { order?: number | undefined } {
  const value = Number(search.order);
  return { order: Number.isSafeInteger(value) && value > 0 && value <= DB_INT_MAX ? value : undefined };
}

/**
 * A pro order fetched before its page renders. One that is not there, or not this buyer's, is the fatal 404
 * (another buyer's order looks like a missing one).
 */
export async function loadProOrder(context: RouterContext, id: number | undefined) {
  if (id === undefined || id > DB_INT_MAX) throw notFound();
  try {
    return await context.queryClient.fetchQuery(proOrderQueryOptions(id));
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) throw notFound();
    throw error;
  }
}
