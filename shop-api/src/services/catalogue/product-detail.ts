import { type LanguageCode, ListingKind, type ProductDetail, type SizeChart } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { notFound } from '../../plugins/error-handler.js';
import type { CatalogueData, CategoryRef } from './catalogue-cache.js';
import { categorySummary, flagView } from './category-views.js';
import { type ListingRow, listingColumns, toListingItem } from './search-sql.js';

/** A product (kind p) or marketplace product (kind o) by its slug, with category, flags and attributes. */
export async function productDetail(
  db: Queryable,
  data: CatalogueData,
  kind: ListingKind,
  slug: string,
  locale: LanguageCode,
): Promise<ProductDetail> {
  const rows = await db.query<
    ListingRow & { description: Record<string, string>; field_value_ids: number[] }
  >(
    `SELECT ${listingColumns(locale)}, p.description, p.field_value_ids FROM products p
     WHERE p.kind = $1 AND p.slug = $2`,
    [kind, slug],
  );
  const row = rows[0];
  const category = row ? data.categoryById.get(row.category_id) : undefined;
  if (!row || !category) {
    throw notFound(`No ${kind === ListingKind.OFFERS ? 'marketplace product' : 'product'} with slug ${slug}`);
  }
  return {
    ...toListingItem(row, data),
    description: row.description[locale] ?? row.description.en ?? '',
    category: categorySummary(category, data, locale),
    flags: row.flag_ids.flatMap((id) => {
      const flag = data.flagById.get(id);
      return flag ? [flagView(flag, locale)] : [];
    }),
    attributes: row.field_value_ids.flatMap((id) => {
      const value = data.valueById.get(id);
      const field = value && data.fieldById.get(value.field_id);
      return value && field
        ? [
            {
              key: `additional_field_${field.id}`,
              name: field.name[locale],
              value: value.value,
              valueName: value.name[locale],
            },
          ]
        : [];
    }),
    size_chart: nearestSizeChart(category, data),
  };
}

/** The category's own chart, else the nearest parent's (path is root first, the category itself last). */
function nearestSizeChart(category: CategoryRef, data: CatalogueData): SizeChart | null {
  for (const id of [...category.path].reverse()) {
    const chart = data.sizeChartByCategory.get(id);
    if (chart) return chart;
  }
  return null;
}
