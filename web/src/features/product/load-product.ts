import { notFound } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-error';
import { pageLanguage } from '@/lib/page-language';
import type { RouterContext } from '@/lib/router-context';
import { type ProductKind, productQueryOptions } from './api/get-product';

/**
 * A product route's loader: fetches the product into the query cache before the page renders and gives the head
 * its title. §8: an unknown product (404) or a slug the bff refuses (400) is the fatal "Page not found"; any other
 * failure is an error.
 */
export async function loadProduct(
  context: RouterContext,
  kind: ProductKind,
  slug: string | undefined,
  prefix: string | undefined,
) {
  if (!slug) throw notFound();
  try {
    const product = await context.queryClient.ensureQueryData(
      productQueryOptions(kind, slug, pageLanguage(context, prefix)),
    );
    return { pageTitle: product.name };
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) throw notFound();
    throw error;
  }
}
