import { DB_INT_MAX } from '@storefront/shared-types';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-error';
import type { RouterContext } from '@/lib/router-context';
import { createOrderQueryOptions } from './api/create-order-query';
import { myQuotesQueryOptions } from './api/my-quotes-query';
import { quoteDetailQueryOptions } from './api/quote-detail-query';

/** Fetched before the page renders; one the shop does not show this visitor (missing, someone else's) is the 404 page. */
async function or404(fetch: () => Promise<unknown>): Promise<void> {
  try {
    await fetch();
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) throw notFound();
    throw error;
  }
}

/** The quote of /quotes/{slug} and /order-additional-info-needed/{slug}. */
export function loadQuote(context: RouterContext, slug: string): Promise<void> {
  return or404(() => context.queryClient.fetchQuery(quoteDetailQueryOptions(slug)));
}

/** The offer of /create-order/{slug}; an accepted one is a 404 for everyone else (design). */
export function loadCreateOrder(context: RouterContext, slug: string): Promise<void> {
  return or404(() => context.queryClient.fetchQuery(createOrderQueryOptions(slug)));
}

/** The page of /quotes; a failure leaves the list to say so with a retry, never fails the page. */
export async function loadMyQuotes(context: RouterContext, page: number): Promise<void> {
  await context.queryClient.prefetchQuery(myQuotesQueryOptions(page));
}

/** ?page= of /quotes: a page number past 1, else nothing (the plain URL is page 1). */
export function quotesSearch(search: Record<string, unknown>): { page?: number | undefined } {
  const page = Number(search.page);
  return { page: Number.isSafeInteger(page) && page > 1 && page <= DB_INT_MAX ? page : undefined };
}

/** ?quote= of /order-successful: the slug of the quote just requested. */
export function orderSuccessfulSearch(search: Record<string, unknown>): { quote?: string | undefined } {
  const quote = search.quote;
  return { quote: typeof quote === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(quote) ? quote : undefined };
}
