import { DB_INT_MAX } from '@storefront/shared-types';
import { notFound, redirect } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-error';
import type { RouterContext } from '@/lib/router-context';
import { invoiceQueryOptions } from './api/invoice-query';

/** Reads `?invoice_id=` as the provider sends the shopper back with it: a positive integer, else nothing. */
export function invoiceIdSearch(search: Record<string, unknown>): { invoice_id?: number | undefined } {
  const value = Number(search.invoice_id);
  return { invoice_id: Number.isSafeInteger(value) && value > 0 && value <= DB_INT_MAX ? value : undefined };
}

/**
 * The payment-accept guard of the invoice outcome pages: an outcome without the invoice it is about reports
 * nothing, so the visitor goes home.
 */
export function requireInvoiceId(
  search: { invoice_id?: number | undefined },
  locale: string | undefined,
): void {
  if (search.invoice_id !== undefined) return;
  throw redirect({ to: '/{-$locale}', params: { locale }, replace: true });
}

/**
 * The invoice of /invoice/{id} or of an outcome page, fetched before the page renders. One that is not there, or
 * not the user's, is the fatal 404 (another user's invoice looks like a missing one).
 */
export async function loadInvoice(context: RouterContext, id: number | undefined): Promise<void> {
  if (id === undefined || id > DB_INT_MAX) throw notFound();
  try {
    await context.queryClient.fetchQuery(invoiceQueryOptions(id));
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) throw notFound();
    throw error;
  }
}
