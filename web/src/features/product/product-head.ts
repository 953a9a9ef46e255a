import {
  type Bootstrap,
  DEFAULT_SELECTED_CURRENCY_CODE,
  type ProductDetail,
  socialImageUrl,
  withLocalePrefix,
} from '@storefront/shared-types';
import type { QueryClient } from '@tanstack/react-query';
import { pathLanguage } from '@/lib/page-language';
import { type ProductKind, productQueryOptions } from './api/get-product';

// A product page's own head: its description, link-preview image, og:type and schema.org Product data, read
// from the product its loader put in the query cache. The shared head (root route) adds title, canonical and the
// rest.

/** Meta descriptions past this length are cut by search engines anyway. */
const DESCRIPTION_MAX = 160;

function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** schema.org Product with one Offer; prices are in the currency the page shows them in (the conversion currency). */
export function productStructuredData(
  product: ProductDetail,
  images: string[],
  currency: string,
  url: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.description ? { description: summary(product.description) } : {}),
    ...(product.manufacturer ? { brand: { '@type': 'Brand', name: product.manufacturer } } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: product.current_price.toFixed(2),
      priceCurrency: currency,
      // A listed product can always be ordered (max_quantity is at least 1).
      availability: 'https://schema.org/InStock',
    },
  };
}

type ProductHeadInput = {
  kind: ProductKind;
  slug: string | undefined;
  pathname: string;
  context: { bootstrap: Bootstrap; queryClient: QueryClient };
};

export function productHead({ kind, slug, pathname, context }: ProductHeadInput) {
  const { bootstrap, queryClient } = context;
  const locale = pathLanguage(pathname, bootstrap);
  const product = slug
    ? queryClient.getQueryData(productQueryOptions(kind, slug, locale).queryKey)
    : undefined;
  if (!product) return {};
  const origin = bootstrap.variant.canonicalOrigin;
  const keys = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  const images = keys.map((key) => socialImageUrl(key, origin, 'productSocial'));
  const url = `${origin}${withLocalePrefix(pathname, locale)}`;
  const currency = bootstrap.storeConfig.conversionCurrency?.iso_code ?? DEFAULT_SELECTED_CURRENCY_CODE;
  const description = product.description ? summary(product.description) : undefined;
  return {
    meta: [
      ...(description
        ? [
            { name: 'description', content: description },
            { property: 'og:description', content: description },
          ]
        : []),
      ...(images[0] ? [{ property: 'og:image', content: images[0] }] : []),
      // Replaces the shared head's secure_url (the site's image), which would otherwise contradict og:image.
      ...(images[0]?.startsWith('https://') ? [{ property: 'og:image:secure_url', content: images[0] }] : []),
      { property: 'og:type', content: 'product' },
      { 'script:ld+json': productStructuredData(product, images, currency, url) },
    ],
  };
}
