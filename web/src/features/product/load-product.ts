import { isSupportedLanguage, type LanguageCode } from '@storefront/shared-types';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '../../lib/api-error';
import type { RouterContext } from '../../lib/router-context';
import { type ProductKind, productQueryOptions } from './api/get-product';

/** The page's language: the path's prefix (the locale guard has run by now), else the server's choice. */
export function productLocale(context: RouterContext, prefix: string | undefined): LanguageCode {
  const { variant, locale } = context.bootstrap;
  return isSupportedLanguage(prefix, variant.languages) ? prefix : locale;
}

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
      productQueryOptions(kind, slug, productLocale(context, prefix)),
    );
    return { pageTitle: product.name };
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) throw notFound();
    throw error;
  }
}
