// Catalogue and marketplace (spec §2 "Marketplace listing behaviour", §3 Category/Flag/Facet/Offer, §7
// "Marketplace"): categories, flags, products, marketplace products and the faceted search. The shop-api answers
// these shapes and the bff passes them through, so the web reads exactly what is declared here.
import { z } from 'zod';
import {
  ADDITIONAL_FIELD_PREFIX,
  CATEGORY_FILTER_KEY,
  DB_INT_MAX,
  FLAG_FILTER_KEY,
  MAX_FILTER_VALUES,
  MAX_FILTERS,
  MAX_FLAG_FILTER_IDS,
  MAX_SEARCH_LIMIT,
  MAX_SEARCH_OFFSET,
  SITEMAP_MAX_URLS,
} from './constants.js';
import {
  flagTypeSchema,
  languageCodeSchema,
  listingContentTypeSchema,
  listingKindSchema,
  sortTypeSchema,
} from './enums.js';
import {
  dateTimeStringSchema,
  idInputSchema as idInput,
  idSchema,
  moneySchema,
  positiveIdSchema,
  withoutControlCharacters,
  withoutNul,
} from './primitives.js';

// ── Additional fields, categories, breadcrumbs ───────────────────────────────────────────────────────────────

export const additionalFieldValueSchema = z.object({ value: z.string(), name: z.string() });
export type AdditionalFieldValue = z.infer<typeof additionalFieldValueSchema>;

/** A filterable additional field; `key` is its facet and filter key, `additional_field_{id}`. */
export const additionalFieldSchema = z.object({
  id: positiveIdSchema,
  key: z.string().startsWith(ADDITIONAL_FIELD_PREFIX),
  name: z.string(),
  values: z.array(additionalFieldValueSchema),
});
export type AdditionalField = z.infer<typeof additionalFieldSchema>;

const categoryFields = {
  id: idSchema,
  /** Multi-segment (`electronics/phones/smartphones`); null only for the synthetic all-categories root. */
  slug: z.string().nullable(),
  name: z.string(),
  parent_id: idSchema.nullable(),
  position: z.number().int(),
  pageTitle: z.string(),
  display_in_marketplace: z.boolean(),
  filterable_additional_fields: z.array(additionalFieldSchema),
};

/** §3 Category, with its children ordered by position. */
export const categorySchema = z.object({
  id: categoryFields.id,
  slug: categoryFields.slug,
  name: categoryFields.name,
  parent_id: categoryFields.parent_id,
  position: categoryFields.position,
  pageTitle: categoryFields.pageTitle,
  display_in_marketplace: categoryFields.display_in_marketplace,
  filterable_additional_fields: categoryFields.filterable_additional_fields,
  get children() {
    return z.array(categorySchema);
  },
});
export type Category = z.infer<typeof categorySchema>;

/** GET /api/catalogue/categories?locale=: the tree's roots. */
export const categoriesRequestSchema = z.object({ locale: languageCodeSchema });
export type CategoriesRequest = z.infer<typeof categoriesRequestSchema>;
export const categoriesResponseSchema = z.array(categorySchema);
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/** §3 Breadcrumb entry: `id` is the category slug (null for the all-categories / all-offers root). */
export const breadcrumbSchema = z.object({
  id: z.string().nullable(),
  translation: z.string(),
  display_in_marketplace: z.boolean(),
});
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

/** A category as a listing or product page shows it: itself plus the parent chain, root first, self last. */
export const categorySummarySchema = z.object({
  ...categoryFields,
  breadcrumbs: z.array(breadcrumbSchema),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

// ── Flags ────────────────────────────────────────────────────────────────────────────────────────────────────

/** §3 Flag: type '1' is a flag (exclusive offer), '2' an offer. */
export const flagSchema = z.object({
  id: positiveIdSchema,
  type: flagTypeSchema,
  position: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type Flag = z.infer<typeof flagSchema>;

/** GET /api/catalogue/flags?locale= */
export const flagsRequestSchema = z.object({ locale: languageCodeSchema });
export type FlagsRequest = z.infer<typeof flagsRequestSchema>;
export const flagsResponseSchema = z.array(flagSchema);
export type FlagsResponse = z.infer<typeof flagsResponseSchema>;

// ── Products ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A product card in a listing. `kind` is p (shop product) or o (marketplace offer). Prices are numbers with 2
 * decimals. `discount_percentage` is the stored fraction of the original price still paid (1 = no discount);
 * the UI shows (1 − x) × 100 % (see discountFractionsToPercent). `image`/`images` are image keys under the shop's
 * image bucket (`products/<id>/<n>.png`), for the `/img` resizer.
 */
export const listingItemSchema = z.object({
  id: positiveIdSchema,
  kind: listingKindSchema,
  slug: z.string(),
  sku: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  category_id: positiveIdSchema,
  current_price: moneySchema,
  original_price: moneySchema,
  discount_percentage: z.number(),
  paid_amount: z.number().int(),
  arrived_at: dateTimeStringSchema,
  max_quantity: z.number().int().positive(),
  flag_ids: z.array(positiveIdSchema),
  image: z.string().nullable(),
  images: z.array(z.string()),
});
export type ListingItem = z.infer<typeof listingItemSchema>;

export const productAttributeSchema = z.object({
  key: z.string(),
  name: z.string(),
  value: z.string(),
  valueName: z.string(),
});
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

/** GET /api/catalogue/products/{slug…} and /api/catalogue/marketplace-products/{slug}. */
export const productDetailRequestSchema = z.object({ locale: languageCodeSchema });
export type ProductDetailRequest = z.infer<typeof productDetailRequestSchema>;
/**
 * A size chart (#28): the product's category's, or its nearest parent's. The first column is the size the product
 * lists (XS–XL); the others are measurements in centimetres or other sizing systems, named by a column key the web
 * translates. Values are text because they are ranges ("84–88") or foreign sizes ("6.5").
 */
export const SIZE_CHART_COLUMNS = [
  'size',
  'bust',
  'chest',
  'waist',
  'hips',
  'sleeve',
  'height',
  'eu',
  'uk',
  'us',
  'foot_length',
  'duvet',
  'pillow',
  'frame',
] as const;
export const sizeChartSchema = z.object({
  columns: z.array(z.enum(SIZE_CHART_COLUMNS)).min(2),
  rows: z.array(z.array(z.string())).min(1),
});
export type SizeChart = z.infer<typeof sizeChartSchema>;

export const productDetailSchema = listingItemSchema.extend({
  description: z.string(),
  category: categorySummarySchema,
  flags: z.array(flagSchema),
  attributes: z.array(productAttributeSchema),
  /** Null for a category without sizes. */
  size_chart: sizeChartSchema.nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

// ── Faceted search: POST /api/catalogue/search ───────────────────────────────────────────────────────────────

const termsValuesSchema = z
  .array(withoutNul(z.string().trim().min(1).max(200)))
  .min(1)
  .max(MAX_FILTER_VALUES);

/** A stats filter; an open bound is null or absent. */
export const statsRangeSchema = z
  .object({ min: z.number().finite().nullable().optional(), max: z.number().finite().nullable().optional() })
  .refine((r) => r.min == null || r.max == null || r.min <= r.max, {
    message: 'min must not exceed max',
    path: ['min'],
  });
export type StatsRangeInput = z.infer<typeof statsRangeSchema>;

const KNOWN_FILTER_KEYS = new Set([
  'f.manufacturer',
  'f.current_price',
  'f.discount_percentage',
  CATEGORY_FILTER_KEY,
  FLAG_FILTER_KEY,
]);
const ADDITIONAL_FIELD_KEY = new RegExp(`^${ADDITIONAL_FIELD_PREFIX}[1-9][0-9]{0,8}$`);

/**
 * Selected filters (§3: keys prefixed `f.`, the category filter `f.category_id`, the flag filter `flag_ids`,
 * additional fields `additional_field_{id}`). Terms filters hold values (OR within a filter, AND across
 * filters); `f.discount_percentage` bounds are stored fractions.
 */
export const searchFiltersSchema = z
  .object({
    'f.manufacturer': termsValuesSchema.optional(),
    'f.current_price': statsRangeSchema.optional(),
    'f.discount_percentage': statsRangeSchema.optional(),
    [CATEGORY_FILTER_KEY]: z.array(idInput).min(1).max(MAX_FILTER_VALUES).optional(),
    [FLAG_FILTER_KEY]: z.array(idInput).min(1).max(MAX_FLAG_FILTER_IDS).optional(),
  })
  // Additional-field keys are dynamic; their values are checked below so the key's type stays open in TS.
  .catchall(z.unknown())
  .superRefine((filters, ctx) => {
    if (Object.keys(filters).length > MAX_FILTERS) {
      ctx.addIssue({ code: 'custom', path: [], message: `At most ${MAX_FILTERS} filters` });
      return;
    }
    for (const [key, value] of Object.entries(filters)) {
      if (KNOWN_FILTER_KEYS.has(key)) continue;
      if (!ADDITIONAL_FIELD_KEY.test(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `Unknown filter ${key}` });
        continue;
      }
      const parsed = termsValuesSchema.safeParse(value);
      for (const issue of parsed.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: [key, ...issue.path], message: issue.message });
      }
    }
  });
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

export const searchRequestSchema = z.object({
  locale: languageCodeSchema,
  /** products (listing kind p) or offers (kind o, the marketplace deal zone). */
  contentType: listingContentTypeSchema.default('products'),
  /** Text query, matched against the names in all four languages. */
  query: withoutControlCharacters(z.string().trim().max(200)).optional(),
  /** The category page's category (its descendants included); categorySlug is the alternative. */
  categoryId: idInput.nullable().optional(),
  categorySlug: withoutNul(z.string().trim().min(1).max(300)).optional(),
  filters: searchFiltersSchema.default({}),
  /** Absent: relevance with a query, else best sellers (the caller applies mp_default_sort, see resolveSort). */
  sort: sortTypeSchema.optional(),
  limit: z.number().int().min(1).max(MAX_SEARCH_LIMIT).default(48),
  offset: z.number().int().min(0).max(MAX_SEARCH_OFFSET).default(0),
  /** false skips the facet aggregation (e.g. "load more", whose facets the page already has). */
  facets: z.boolean().default(true),
});
export type SearchRequest = z.input<typeof searchRequestSchema>;
export type ParsedSearchRequest = z.output<typeof searchRequestSchema>;

export const termsBucketSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type TermsBucket = z.infer<typeof termsBucketSchema>;

/**
 * §3 Facet. Counts follow the usual multi-select rule: a facet's counts apply every selected filter except its
 * own, so picking one manufacturer still shows the others' counts.
 */
export const facetSchema = z.discriminatedUnion('type', [
  z.object({
    key: z.string(),
    type: z.literal('terms'),
    name: z.string(),
    values: z.array(termsBucketSchema),
  }),
  z.object({
    key: z.string(),
    type: z.literal('stats'),
    name: z.string(),
    min: z.number().nullable(),
    max: z.number().nullable(),
  }),
  z.object({
    key: z.literal(FLAG_FILTER_KEY),
    type: z.literal('flags'),
    name: z.string(),
    values: z.array(termsBucketSchema.extend({ flagType: flagTypeSchema })),
  }),
]);
export type Facet = z.infer<typeof facetSchema>;

export const searchResponseSchema = z.object({
  items: z.array(listingItemSchema),
  total: z.number().int().nonnegative(),
  limit: z.number().int(),
  offset: z.number().int(),
  /** The sort applied (what an absent sort resolved to). */
  sort: sortTypeSchema,
  facets: z.array(facetSchema),
  /** The category searched in, with its breadcrumbs; null for the whole catalogue. */
  category: categorySummarySchema.nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

// ── §7 "Marketplace" calls ───────────────────────────────────────────────────────────────────────────────────

/** POST /api/search/flags → a list of flags. */
export const searchFlagsRequestSchema = z.object({ langId: positiveIdSchema, locale: languageCodeSchema });
export type SearchFlagsRequest = z.infer<typeof searchFlagsRequestSchema>;
export const searchFlagsResponseSchema = flagsResponseSchema;
export type SearchFlagsResponse = FlagsResponse;

/**
 * POST /api/search/parsed-categories: the categories holding products that match the search text `queryKey`,
 * most matches first.
 */
export const parsedCategoriesRequestSchema = z.object({
  queryKey: withoutControlCharacters(z.string().trim().min(1).max(200)),
  locale: languageCodeSchema,
});
export type ParsedCategoriesRequest = z.infer<typeof parsedCategoriesRequestSchema>;
export const parsedCategoryItemSchema = z.object({
  id: positiveIdSchema,
  slug: z.string(),
  name: z.string(),
  parent_id: idSchema.nullable(),
  count: z.number().int().positive(),
});
export type ParsedCategoryItem = z.infer<typeof parsedCategoryItemSchema>;
export const parsedCategoriesResponseSchema = z.array(parsedCategoryItemSchema);
export type ParsedCategoriesResponse = z.infer<typeof parsedCategoriesResponseSchema>;

/** POST /api/search/searchForCategoryItems: items of a flag (§3 Offer images), e.g. limit 5, offset 0. */
export const searchForCategoryItemsRequestSchema = z.object({
  locale: languageCodeSchema,
  params: z.object({
    // The array branch first: coercing `[1]` as a single id would turn a one-element list into a number.
    'f.flag_ids': z.union([z.array(idInput).min(1).max(MAX_FLAG_FILTER_IDS), idInput]).optional(),
    categoryId: idInput.nullable().default(null),
    limit: z.number().int().min(1).max(MAX_SEARCH_LIMIT).default(5),
    offset: z.number().int().min(0).max(MAX_SEARCH_OFFSET).default(0),
  }),
});
export type SearchForCategoryItemsRequest = z.input<typeof searchForCategoryItemsRequestSchema>;
export const searchForCategoryItemsResponseSchema = z.object({
  items: z.array(listingItemSchema),
  total: z.number().int().nonnegative(),
});
export type SearchForCategoryItemsResponse = z.infer<typeof searchForCategoryItemsResponseSchema>;

// ── Sitemaps: every listing's slug, in pages (the bff's sitemap.xml) ─────────────────────────────────────────────

const sitemapPageSize = z.coerce.number().int().min(1).max(SITEMAP_MAX_URLS);

/**
 * GET /api/catalogue/slug-pages?kind=&size=: how many listings of a kind exist and the id each page of `size`
 * starts at (in id order), so a sitemap index can name its parts and each part be read on its own.
 */
export const slugPagesRequestSchema = z.object({ kind: listingKindSchema, size: sitemapPageSize });
export type SlugPagesRequest = z.infer<typeof slugPagesRequestSchema>;
export const slugPagesResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  starts: z.array(positiveIdSchema),
});
export type SlugPagesResponse = z.infer<typeof slugPagesResponseSchema>;

/**
 * GET /api/catalogue/slugs?kind=&from=&limit=: up to `limit` slugs of a kind from id `from` on, in id order;
 * `next` is the id the following page starts at (null after the last). Keyset paging: every page is one
 * index range, however deep.
 */
export const slugListRequestSchema = z.object({
  kind: listingKindSchema,
  from: z.coerce.number().int().min(0).max(DB_INT_MAX).default(0),
  limit: sitemapPageSize,
});
export type SlugListRequest = z.infer<typeof slugListRequestSchema>;
export const slugListResponseSchema = z.object({
  slugs: z.array(z.string()),
  next: positiveIdSchema.nullable(),
});
export type SlugListResponse = z.infer<typeof slugListResponseSchema>;
