import {
  type Category,
  DEFAULT_SELECTED_CURRENCY_CODE,
  imageUrl,
  type LanguageCode,
  type ProductDetail,
  type StoreConfigResponse,
  stripLocalePrefix,
} from '@storefront/shared-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UpstreamError } from '../../upstream/upstream-error.js';
import type { Variant } from '../../variants/variant.js';
import { PRODUCT_SLUG, PRODUCT_SLUG_MAX_LENGTH } from '../api/catalogue.js';
import { escapeHtml, inlineJson } from './html.js';

// The head of a catalogue page, made on the server so crawlers and link previews see the product or category
// without running the app: its title, description, image and (products) schema.org Product data.

/** What a catalogue page changes in the generic head; `found: false` is a product or category that does not exist. */
export type CatalogueHead =
  | { found: false }
  | {
      found: true;
      /** The page part of the title (the §2 rule adds the site name). */
      title: string;
      description?: string;
      ogImage?: string;
      ogType?: string;
      /** Builds the JSON-LD <script> once the page's nonce and store config are known. */
      structuredData?: (context: { nonce: string; storeConfig: StoreConfigResponse; url: string }) => string;
    };

type CataloguePage =
  | { kind: 'products' | 'marketplace-products'; slug: string }
  | { kind: 'category'; slug: string };

/** Meta descriptions past this length are cut by search engines anyway. */
const DESCRIPTION_MAX = 160;

function decodedSlug(rest: string): string | null {
  try {
    const slug = rest.split('/').map(decodeURIComponent).join('/');
    return slug.length <= PRODUCT_SLUG_MAX_LENGTH && PRODUCT_SLUG.test(slug) ? slug : null;
  } catch {
    return null;
  }
}

/** `/p/{slug…}`, `/market/product/{slug}` and `/c/{slug…}`, with or without a locale prefix; else null. */
export function cataloguePage(path: string): CataloguePage | { kind: 'invalid' } | null {
  const bare = stripLocalePrefix(path);
  const routes = [
    { prefix: '/p/', kind: 'products' },
    { prefix: '/market/product/', kind: 'marketplace-products' },
    { prefix: '/c/', kind: 'category' },
  ] as const;
  for (const { prefix, kind } of routes) {
    if (!bare.startsWith(prefix)) continue;
    const slug = decodedSlug(bare.slice(prefix.length));
    // A marketplace product's slug is one segment (§2 /market/product/{slug}).
    if (slug === null || (kind === 'marketplace-products' && slug.includes('/'))) return { kind: 'invalid' };
    return { kind, slug };
  }
  return null;
}

function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** A product image through the resizer as the 1200 × 630 JPEG link previews expect, on the canonical origin. */
export function productSocialImage(variant: Variant, key: string): string | undefined {
  try {
    const url = imageUrl(key, { f: 'jpeg', fit: 'contain', w: 1200, h: 630, b: 'ffffff' });
    return /^https?:\/\//.test(url) ? url : `${variant.canonicalOrigin}${url}`;
  } catch {
    return undefined;
  }
}

/** schema.org Product with one Offer; prices are in the currency the web shows them in (the conversion currency). */
export function productStructuredData(
  product: ProductDetail,
  images: string[],
  storeConfig: StoreConfigResponse,
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
      priceCurrency: storeConfig.conversionCurrency?.iso_code ?? DEFAULT_SELECTED_CURRENCY_CODE,
      // A listed product can always be ordered (max_quantity is at least 1).
      availability: 'https://schema.org/InStock',
    },
  };
}

function productHead(variant: Variant, product: ProductDetail): CatalogueHead {
  const keys = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  const images = keys.flatMap((key) => productSocialImage(variant, key) ?? []);
  return {
    found: true,
    title: product.name,
    ...(product.description ? { description: summary(product.description) } : {}),
    ...(images[0] ? { ogImage: images[0] } : {}),
    ogType: 'product',
    // Data blocks are not run, so the CSP does not need it; the nonce is there for policies that list them anyway.
    structuredData: ({ nonce, storeConfig, url }) =>
      `<script type="application/ld+json" nonce="${escapeHtml(nonce)}">${inlineJson(
        productStructuredData(product, images, storeConfig, url),
      )}</script>`,
  };
}

const findCategory = (nodes: Category[], slug: string): Category | undefined => {
  for (const node of nodes) {
    if (node.slug === slug) return node;
    // The schema's recursive getter leaves `children` loosely typed; the parsed tree holds categories all the way down.
    const found = findCategory(node.children as Category[], slug);
    if (found) return found;
  }
  return undefined;
};

/**
 * The head of the page at `path` when it is a catalogue page; null for other pages and when the shop cannot
 * say (the generic head is used then: a shop hiccup must not turn a product page into a 404).
 */
export async function catalogueHead(
  fastify: FastifyInstance,
  request: FastifyRequest,
  path: string,
  locale: LanguageCode,
): Promise<CatalogueHead | null> {
  const page = cataloguePage(path);
  if (page === null) return null;
  if (page.kind === 'invalid') return { found: false };
  try {
    if (page.kind === 'category') {
      const tree = await fastify.shop.categoriesEntry(request, locale);
      const category = findCategory(tree.value, page.slug);
      return category ? { found: true, title: category.name } : { found: false };
    }
    return productHead(request.variant, await fastify.shop.product(request, page.kind, page.slug, locale));
  } catch (error) {
    if (error instanceof UpstreamError && error.statusCode === 404) return { found: false };
    request.log.warn({ err: error }, 'catalogue head unavailable; the generic head is used');
    return null;
  }
}
